// Each import format and the reader of its bytes: adding a format is one line here. Readers throw
// ImportFileError with the learner's message when a file is not what it claims to be.
import type { TableOptions } from '../../../../shared/import/mapping';
import type { ImportFormat } from '../../../../shared/import/texts';
import { readAnkiPackage } from './anki-package';
import { readAnkiText } from './anki-text';
import { readBackup } from './backup';
import { readTable } from './csv';
import type { ImportRecord } from './import-record';

export type Reader = (
  bytes: Uint8Array,
  table?: TableOptions,
) => ImportRecord[] | Promise<ImportRecord[]> | AsyncGenerator<ImportRecord>;

export const READERS: Record<ImportFormat, Reader> = {
  csv: (bytes, table) => readTable(bytes, ',', table),
  tsv: (bytes, table) => readTable(bytes, '\t', table),
  'anki-text': readAnkiText,
  backup: readBackup,
  apkg: readAnkiPackage,
};

/** Every record of the file, whatever shape its reader answers in. */
export async function readRecords(format: ImportFormat, bytes: Uint8Array, table?: TableOptions) {
  const read = await READERS[format](bytes, table);
  if (Array.isArray(read)) return read;
  const records: ImportRecord[] = [];
  for await (const record of read) records.push(record);
  return records;
}
