// The CSV export (RFC 4180) written by papaparse: CRLF line ends, a field quoted only when it must
// be, and formula-looking cells (=, +, -, @, tab, CR first) led by an apostrophe so a spreadsheet
// shows them instead of running them. Written in chunks so a long list never sits in memory whole.
import Papa from 'papaparse';
import { CSV_COLUMNS, type ExportedWord } from './columns';

/** Spreadsheets read a file as UTF-8 only when it starts with the byte order mark. */
export const UTF8_BOM = '\uFEFF';
export const CSV_NEWLINE = '\r\n';

/**
 * papaparse's own pattern (`/^[=+\-@\t\r].*$/`) misses a formula followed by a line break, as `.`
 * stops at one: only the first character decides here.
 */
export const FORMULA_START = /^[=+\-@\t\r]/;

const UNPARSE_CONFIG = { newline: CSV_NEWLINE, escapeFormulae: FORMULA_START };

export const csvHeader = (): string =>
  Papa.unparse([CSV_COLUMNS.map((c) => c.title)], UNPARSE_CONFIG) + CSV_NEWLINE;

/** The rows of `words`, each ended by CRLF (an empty string for none). */
export function csvRows(words: readonly ExportedWord[]): string {
  if (words.length === 0) return '';
  const rows = words.map((w) => CSV_COLUMNS.map((c) => c.value(w)));
  return Papa.unparse(rows, UNPARSE_CONFIG) + CSV_NEWLINE;
}
