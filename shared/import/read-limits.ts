// How much of an uploaded file an import reads, and the messages of a file that asks for more
// (docs/decisions/0033-import-limits.md). One learner's file must not slow or fill the server for
// the others: an Anki collection is read only through plain tables, in one pass each, with every
// table's rows, each row's bytes and the whole text counted as they are read.
import { formatBytes } from '../accounts/quotas';
import { IMPORT_BODY_MAX_BYTES } from '../body-limits';
import { shownName } from '../text';
import { IMPORT_ROWS_MAX } from './texts';

const count = (n: number) => n.toLocaleString('en-US');

/** The rows each table of an Anki collection may hold; a table with more is refused unread. */
export const COLLECTION_ROWS_MAX = {
  notes: IMPORT_ROWS_MAX,
  /** A note type may have several cards a note. */
  cards: 10 * IMPORT_ROWS_MAX,
  /** Years of daily study of a full account. */
  revlog: 20 * IMPORT_ROWS_MAX,
  col: 1,
  notetypes: 10_000,
  fields: 100_000,
  decks: 10_000,
} as const;

export type CollectionTable = keyof typeof COLLECTION_ROWS_MAX;

/** The rows each list of a Wordhoard backup may hold, as the collection's tables above. */
export const BACKUP_ROWS_MAX = {
  'words.json': IMPORT_ROWS_MAX,
  'schedules.json': IMPORT_ROWS_MAX,
  'reviews.json': COLLECTION_ROWS_MAX.revlog,
  /** Up to 50 a word are kept; a backup of a full account holds fewer. */
  'encounters.json': 10 * IMPORT_ROWS_MAX,
} as const;

export type BackupList = keyof typeof BACKUP_ROWS_MAX;

/** One note's fields and tags, together: our own notes with 50 encounters stay far below. */
export const NOTE_BYTES_MAX = 1024 * 1024;
/** The col row's JSON (note types and decks of a legacy collection). */
export const COL_JSON_BYTES_MAX = 16 * 1024 * 1024;
/** Text an import may read from a file, in all: no more than an upload may hold. */
export const IMPORT_TEXT_BYTES_MAX = IMPORT_BODY_MAX_BYTES;

const refusedTail = 'The package was refused and nothing was imported.';

export const READ_LIMIT_MESSAGES = {
  /** A view, trigger or virtual table: Anki writes none, and reading one could run without end. */
  notPlainTable: (kind: string, name: string) =>
    `This Anki package's collection holds a ${kind} named "${shownName(name)}"; Wordhoard reads only plain tables. ${refusedTail}`,
  generatedColumn: (table: string, column: string) =>
    `This Anki package's collection computes the column "${shownName(column)}" of table "${shownName(table)}" as it is read; Wordhoard reads only stored values. ${refusedTail}`,
  missingTable: (table: string) =>
    `This Anki package's collection has no table "${table}"; it may be damaged. ${refusedTail}`,
  tooManyRows: (table: CollectionTable) =>
    `This Anki package's table "${table}" holds more than ${count(COLLECTION_ROWS_MAX[table])} rows, the most an import reads. Export fewer cards at a time.`,
  backupTooManyRows: (list: BackupList) =>
    `This backup's ${list} holds more than ${count(BACKUP_ROWS_MAX[list])} entries, the most an import reads. Nothing was imported.`,
  noteTooLarge: (table: string) =>
    `A row of this Anki package's table "${table}" holds more than ${formatBytes(NOTE_BYTES_MAX)}, the most an import reads from one note. ${refusedTail}`,
  colTooLarge: `This Anki package's note types and decks take more than ${formatBytes(COL_JSON_BYTES_MAX)}. ${refusedTail}`,
  tooMuchText: `This file holds more than ${formatBytes(IMPORT_TEXT_BYTES_MAX)} of text, the most one import reads. Import it in parts.`,
  emptyFile: 'The file is empty (0 bytes). Choose the file again.',
  truncated:
    'The zip is cut short: a file in it ends before its end (a download or copy may have broken off). Make the file again and import the new one.',
} as const;
