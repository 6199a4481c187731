// Anki's package (.apkg), both ways (docs/decisions/0027-anki-package.md): the note type's id in
// our packages, how a note's GUID carries the word's uuid, and every message a package import shows.
import { ANKI_DECK_ROOT, ankiGuid } from './anki-text';

export { ANKI_DECK_ROOT, ankiGuid };

/**
 * The note type's id in our packages, fixed so that a second export updates the notes of the
 * first. Its name, fields, templates and CSS are the note type of anki-note-type.ts.
 */
/**
 * The scheduling columns of a card in Anki's `cards` table (schema 11; rslib/src/card), as the
 * export writes them and the import reads them.
 */
export interface AnkiCardColumns {
  type: number;
  queue: number;
  due: number;
  ivl: number;
  factor: number;
  reps: number;
  lapses: number;
  /** Learning steps left; the import does not read it. */
  left: number;
  /** Anki's JSON of the card's FSRS memory state (s, d, lrt), '' when it has none. */
  data: string;
}

export const APKG_NOTETYPE_ID = 1_700_000_017_017;

/** The tag that carries the spec's score (1–3) across Anki, where no such thing exists. */
export const APKG_SCORE_TAG = 'wordhoard-score-';

const GUID_PATTERN = /^wh-([0-9a-f]{8})([0-9a-f]{4})([0-9a-f]{4})([0-9a-f]{4})([0-9a-f]{12})$/;

/** The uuid an earlier export put in a note's GUID (see ankiGuid), or undefined for Anki's own. */
export function uuidFromAnkiGuid(guid: string): string | undefined {
  const parts = GUID_PATTERN.exec(guid);
  return parts ? parts.slice(1).join('-') : undefined;
}

/** Anki media names of our files: the content id, which never holds a path separator or "..". */
export const apkgMediaName = (id: string, extension: string): string =>
  `wordhoard-${id.replace(/[^0-9a-f]/g, '')}.${extension}`;

/** Caps on an Anki package's content, against zip bombs (the file's own size is checked before). */
export const APKG_LIMITS = {
  /** Every entry unpacked, together. */
  unpackedBytes: 512 * 1024 * 1024,
  entries: 50_000,
  /** An entry may unpack to at most this many times its packed size (SQLite files compress well). */
  ratio: 200,
} as const;

export const APKG_MESSAGES = {
  notZip: 'This file is not an Anki package: it is not a zip archive.',
  noCollection:
    'This zip is not an Anki package: it holds no collection (collection.anki2, collection.anki21 or collection.anki21b).',
  unsafeName: 'This Anki package holds a file with an unsafe name (a path outside the package).',
  tooManyEntries: `This Anki package holds more than ${APKG_LIMITS.entries.toLocaleString('en-US')} files.`,
  tooLarge: 'This Anki package unpacks to more than 512 MB; please export fewer cards at a time.',
  bomb: 'This Anki package looks damaged or malicious: a file in it unpacks to far more than its size.',
  badCollection: 'The collection inside this Anki package cannot be read; it may be damaged.',
  badMediaList: 'The media list inside this Anki package cannot be read; it may be damaged.',
  tooNew:
    'This Anki package was made by a newer Anki than we can read; export it again with "Support older Anki versions".',
} as const;
