// What the page learns from a chosen file before sending it: its format (by name and first
// bytes, shared/import/detect.ts) and, for CSV and TSV, its first rows, parsed here by papaparse
// so the learner can say which column is which.
import Papa from 'papaparse';
import { detectFormat } from '../../../../shared/import/detect';
import type { ImportFormat } from '../../../../shared/import/texts';

/** Enough for the first rows of any spreadsheet. */
const HEAD_BYTES = 64 * 1024;
export const PREVIEW_ROWS = 5;

export interface FileHead {
  format: ImportFormat | null;
  /** The first rows (header included), for CSV and TSV. */
  rows: string[][];
}

export const isTable = (format: ImportFormat | null): format is 'csv' | 'tsv' =>
  format === 'csv' || format === 'tsv';

function decodeHead(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  return new TextDecoder().decode(bytes);
}

export function previewRows(bytes: Uint8Array, format: 'csv' | 'tsv'): string[][] {
  const parsed = Papa.parse<string[]>(decodeHead(bytes).replace(/^\uFEFF/, ''), {
    delimiter: format === 'tsv' ? '\t' : ',',
    preview: PREVIEW_ROWS + 1,
    skipEmptyLines: 'greedy',
  });
  return parsed.data;
}

export async function readFileHead(file: File): Promise<FileHead & { bytes: Uint8Array }> {
  const bytes = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
  const format = detectFormat(file.name, bytes);
  return { format, bytes, rows: isTable(format) ? previewRows(bytes, format) : [] };
}
