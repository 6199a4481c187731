// The import of a file of words (docs/decisions/0026-import.md): the formats read, what an
// existing word gets, and every message and label the import shows, on the server and the page.
import { formatBytes, MEDIA_BYTES_MAX, TEXT_BYTES_MAX, WORDS_MAX } from '../accounts/quotas';
import { IMPORT_BODY_MAX_BYTES } from '../body-limits';
import { shownName } from '../text';
import { BAD_SCORE_MESSAGE } from '../words/rules';

export const IMPORT_FORMATS = ['csv', 'tsv', 'anki-text', 'backup', 'apkg'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

export const IMPORT_FORMAT_LABELS: Record<ImportFormat, string> = {
  csv: 'Spreadsheet (CSV)',
  tsv: 'Spreadsheet (tab-separated)',
  'anki-text': 'Anki text file',
  backup: 'Wordhoard full backup (zip)',
  apkg: 'Anki package (.apkg)',
};

/** What a word already in the learner's list gets when the file holds it too. */
export const ON_EXISTING = ['skip', 'update', 'keepBoth'] as const;
export type OnExisting = (typeof ON_EXISTING)[number];

/**
 * The spec allows one word per spelling (trimmed, lower-cased), so "keep both" cannot make a
 * second word: the existing one keeps everything it has and takes only what it lacks.
 */
export const ON_EXISTING_LABELS: Record<OnExisting, string> = {
  skip: 'Skip it: keep my word as it is',
  update: 'Update it: the file’s fields replace mine',
  keepBoth: 'Keep both: fill what the existing word lacks',
};

/** A file's rows are capped at the most words an account may keep. */
export const IMPORT_ROWS_MAX = WORDS_MAX;

const count = (n: number) => n.toLocaleString('en-US');

export const IMPORT_MESSAGES = {
  tooLarge: `The file is too large to import (at most ${formatBytes(IMPORT_BODY_MAX_BYTES)}).`,
  noFile: 'Choose a file to import.',
  badOptions: 'The import options could not be read. Choose the format and columns again.',
  unknownFormat: 'This file’s format is not one Wordhoard can import (CSV, TSV, Anki text, backup zip).',
  encoding: 'The file is not UTF-8 or UTF-16 text. Save it as "CSV UTF-8" (or UTF-16) and import it again.',
  tooManyRows: `The file has more than ${count(WORDS_MAX)} rows, the most words one account can keep.`,
  brokenQuotes: (line: number) =>
    `Row ${line} has a quotation mark that is never closed. Fix the quoting and import again.`,
  noWordColumn: 'Choose which column holds the word.',
  empty: 'The file holds no words.',
  notZip: 'This file is not a zip archive.',
  notBackup: 'This zip is not a Wordhoard backup (its manifest.json is missing or of another kind).',
  backupVersion: 'This backup was made by a newer Wordhoard. Update and try again.',
  unsafeEntry: (name: string) => `The zip holds an entry with an unsafe name (${shownName(name)}).`,
  zipTooManyEntries: 'The zip holds too many files to be a backup.',
  zipTooLarge: 'The zip unpacks to more than an import may hold.',
  zipRatio: 'The zip is compressed suspiciously well (a zip bomb?) and is refused.',
  brokenBackup: (file: string) => `The backup's ${file} could not be read.`,
  badLanguage: 'Choose, for each deck, a language Wordhoard speaks.',
  busy: 'An import of yours is still running. Wait for it to finish.',
  jobNotFound: 'No such import.',
  failed: 'The import failed and nothing was changed. Please try again.',
  wordsQuota: (have: number, adding: number) =>
    `The import would add ${count(adding)} words to your ${count(have)}, past the ${count(WORDS_MAX)} one account can keep. Nothing was imported.`,
  textQuota: (have: number, adding: number) =>
    `The import’s text (${formatBytes(adding)}) with the ${formatBytes(have)} you keep would pass the ${formatBytes(TEXT_BYTES_MAX)} of text one account can keep. Nothing was imported.`,
  mediaQuota: (have: number, adding: number) =>
    `The import’s pictures and audio (${formatBytes(adding)}) with the ${formatBytes(have)} you keep would pass the ${formatBytes(MEDIA_BYTES_MAX)} one account can keep. Nothing was imported.`,
  accountGone: 'Your account was deleted while the import ran. Nothing was imported.',
} as const;

/** Why a row was skipped; the report lists each with its row. */
export const SKIP_REASONS = {
  exists: 'Already in your words (kept as it is).',
  twiceInFile: 'The same word appears earlier in the file.',
  unknownLanguage: 'The language is not one Wordhoard speaks.',
  badScore: BAD_SCORE_MESSAGE,
  badDate: 'The date is not a date.',
  badPicture: 'The picture is not a picture Wordhoard accepts (it was left out).',
  onlyMedia:
    'The note holds only a picture or a sound, and neither its file name nor another field gives the word.',
} as const;

export const IMPORT_TITLE = 'Import';
export const IMPORT_NOTE = 'Bring words in from a spreadsheet, Anki or a Wordhoard backup.';
export const IMPORT_OPEN = 'Import words';
export const IMPORT_DROP = 'Drop a file here, or click to choose one';
export const IMPORT_FORMAT_LABEL = 'Format';
export const IMPORT_HEADER_LABEL = 'The first row holds column names';
export const IMPORT_MAPPING_TITLE = 'Which column holds what';
export const IMPORT_PREVIEW_TITLE = 'First rows';
export const IMPORT_EXISTING_LABEL = 'When a word is already in your list';
export const IMPORT_START = 'Import';
/** Stops a running import; nothing of it is stored (DELETE /api/import/:id). */
export const IMPORT_STOP = 'Cancel import';
export const IMPORT_CANCEL = 'Close';
export const IMPORT_NOT_USED = '(not imported)';
export const IMPORT_TO_LIST = 'Go to my words';
export const IMPORT_LANGUAGE_TITLE = 'Language of the words';
/** The select of a file without decks. */
export const IMPORT_LANGUAGE_WHOLE_FILE = 'Language for the whole file';
export const IMPORT_LANGUAGE_READING = 'Looking at the words...';
export const IMPORT_LANGUAGE_ALL_NAMED = 'Every word in this file names its own language; each keeps it.';
export const importDeckLabel = (deck: string, words: number) =>
  `${deck} (${words} ${words === 1 ? 'word' : 'words'})`;
export const IMPORT_GUESSED_FROM = {
  deck: 'Guessed from the deck’s name.',
  words: 'Guessed from the words.',
  none: 'Nothing in the file says: your own language is proposed.',
} as const;
export const importNamedNote = (named: number) => `${named} of them name their own language and keep it.`;
/** The progress bar's name, for screen readers. */
export const IMPORT_PROGRESS_LABEL = 'Import progress';
/** The import's stage: the file read first, then its words checked, then stored (told when it changes). */
export const importStageText = (state: 'reading' | 'storing' | 'done' | 'failed', total: number) =>
  total === 0 ? 'Reading the file' : `Importing: ${state === 'storing' ? 'storing' : 'checking'} the words`;
export const importProgressText = (
  state: 'reading' | 'storing' | 'done' | 'failed',
  done: number,
  total: number,
) => (total > 0 ? `${importStageText(state, total)}, ${done} of ${total}` : 'Reading the file...');
export const importReportText = (added: number, updated: number, skipped: number) =>
  `Import finished: ${added} added, ${updated} updated, ${skipped} skipped.`;
export const importSkippedLine = (line: number, word: string, reason: string) =>
  `Row ${line}${word ? ` (${word})` : ''}: ${reason}`;

/** The `source` of an answer that came with an imported word (the reviews table's column). */
export const IMPORT_REVIEW_SOURCE = 'import';
