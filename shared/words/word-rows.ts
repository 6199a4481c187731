// The words list's compact form (docs/decisions/0064-compact-list.md): the keys once, then each word
// as an array of its values in that order, ending early where the values left are their defaults.
// At 10,000 words it is about half the bytes of the list's JSON, which the web app's list page
// reads and parses (about 40 ms per MB of text on a 2-core machine). The API sends it only to a
// client that asks for it with WORD_ROWS_MEDIA_TYPE; every other client gets the JSON of SPEC §7.
import type { Word } from './types';

/** The Accept (and Content-Type) of the compact form. */
export const WORD_ROWS_MEDIA_TYPE = 'application/vnd.wordhoard.rows+json';

/** A word of the list as the API answers it: the fields of Word and its version (updatedAt). */
export type ListedWord = Word & { updatedAt?: number };

/** The columns, in row order; the ones most words leave empty last, so most rows end early. */
export const WORD_ROW_KEYS = [
  'uuid',
  'word',
  'wordTranslation',
  'sentence',
  'sentenceTranslation',
  'language',
  'voice',
  'highQuality',
  'picture',
  'speechWord',
  'speechSentence',
  'category',
  'score',
  'date',
  'updatedAt',
  'sourceUrl',
  'sourceTitle',
  'encounterCount',
  'translatedBy',
  'formMet',
] as const satisfies readonly (keyof ListedWord)[];

export type WordRowKey = (typeof WORD_ROW_KEYS)[number];

/**
 * Where a row may end: every column from there on holds its default. Few lengths, so the server
 * chooses among a few ready-made arrays per word (list-sql.ts) rather than trimming each one.
 */
export const WORD_ROW_ENDS = [15, 17, 18, 20] as const;

/** Keys a word has only when they have a value: null (or the row ending before) leaves them out. */
const OPTIONAL_KEYS: ReadonlySet<string> = new Set<WordRowKey>([
  'updatedAt',
  'encounterCount',
  'translatedBy',
  'formMet',
]);
/** Sent as 0 or 1: half the bytes of false and true. */
const BOOLEAN_KEYS: ReadonlySet<string> = new Set<WordRowKey>(['highQuality']);

/** Whether a key may be left out of a row's tail (empty text, or absent). */
export const isOptionalKey = (key: string) => OPTIONAL_KEYS.has(key);

const TEXT = 0;
const BOOLEAN = 1;
const OPTIONAL = 2;
const TEXT_KEYS: ReadonlySet<string> = new Set<string>(
  WORD_ROW_KEYS.filter((key) => !OPTIONAL_KEYS.has(key) && !BOOLEAN_KEYS.has(key)),
);
// A key this code does not know (a list kept by another release) is copied when present.
const kindOf = (key: string) => (BOOLEAN_KEYS.has(key) ? BOOLEAN : TEXT_KEYS.has(key) ? TEXT : OPTIONAL);

interface WordRows {
  keys: string[];
  rows: unknown[][];
}

const isWordRows = (body: unknown): body is WordRows =>
  typeof body === 'object' &&
  body !== null &&
  Array.isArray((body as WordRows).keys) &&
  (body as WordRows).keys.every((key) => typeof key === 'string') &&
  Array.isArray((body as WordRows).rows);

/**
 * The words of a compact list (parsed JSON), as the JSON form answers them; null when the body is
 * not a compact list. Keys are read from the body, so a list kept on the device by an older or
 * newer release decodes too (a key this code does not know is copied when present).
 */
export function decodeWordRows(body: unknown): ListedWord[] | null {
  if (!isWordRows(body)) return null;
  const { keys, rows } = body;
  const kinds = keys.map(kindOf);
  const words = new Array<ListedWord>(rows.length);
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r];
    if (!Array.isArray(row)) return null;
    const word: Record<string, unknown> = {};
    for (let k = 0; k < keys.length; k++) {
      const key = keys[k] as string;
      const value = row[k];
      const kind = kinds[k];
      if (kind === BOOLEAN) word[key] = value === 1 || value === true;
      else if (kind === TEXT) word[key] = value ?? '';
      else if (value !== null && value !== undefined) word[key] = value;
    }
    words[r] = word as unknown as ListedWord;
  }
  return words;
}

const isDefault = (value: unknown) => value === '' || value === null;

/** A word's row: what the server's SQL builds (list-sql.ts), written once here for its tests. */
export function wordRow(word: ListedWord): unknown[] {
  const values = WORD_ROW_KEYS.map((key) => {
    const value = word[key];
    if (BOOLEAN_KEYS.has(key)) return value ? 1 : 0;
    return value ?? null;
  });
  const end = WORD_ROW_ENDS.find((at) => values.slice(at).every(isDefault)) ?? values.length;
  return values.slice(0, end);
}

/** The compact form of a list, as the API answers it. */
export const encodeWordRows = (words: readonly ListedWord[]): string =>
  JSON.stringify({ keys: WORD_ROW_KEYS, rows: words.map(wordRow) });
