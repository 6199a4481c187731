// The export of a learner's words (docs/decisions/0025-export.md): the formats offered, their
// names and file names, and every message the export shows.
import { WORDS_MAX } from '../accounts/quotas';

export const EXPORT_FORMATS = ['csv', 'anki', 'apkg', 'backup'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_FORMAT_LABELS: Record<ExportFormat, string> = {
  csv: 'Spreadsheet (CSV)',
  anki: 'Anki text file',
  apkg: 'Anki package (.apkg)',
  backup: 'Full backup (zip with pictures and audio)',
};

/** The file each format downloads as; the date keeps one day's export apart from the next. */
export function exportFileName(format: ExportFormat, now: Date): string {
  const day = now.toISOString().slice(0, 10);
  const extension = { csv: 'csv', anki: 'txt', apkg: 'apkg', backup: 'zip' }[format];
  return `wordhoard-${format === 'backup' ? 'backup' : 'words'}-${day}.${extension}`;
}

export const EXPORT_TITLE = 'Export';
export const EXPORT_NOTE = 'Take your words with you: every word, in the format you choose.';
export const EXPORT_BUTTON = 'Export';
export const EXPORT_FORMAT_LABEL = 'Format';
export const EXPORT_DONE = 'Export downloaded.';
export const EXPORT_FAILED = 'The export could not be downloaded. Please try again.';
/** Shown beside the deletion warning (roles 1, 2, 4, 5): the words can leave with the learner. */
export const EXPORT_BEFORE_DELETION_LINE =
  'You can export all your words, pictures and audio at any time from your profile.';
export const EXPORT_BEFORE_DELETION_LINK = 'Export my words';
/** The profile's export section: the link beside the deletion warning leads to it. */
export const EXPORT_SECTION_ID = 'export';
/** The body of POST export: the uuids of the words the list shows. */
export const EXPORT_UUIDS_MAX = WORDS_MAX;
export const EXPORT_MESSAGES = {
  badUuids: 'uuids must be a list of word ids.',
} as const;

/** The words area's export: the words the list shows now, in a format for words (no backup). */
export const SHOWN_EXPORT_FORMATS = ['csv', 'anki', 'apkg'] as const satisfies readonly ExportFormat[];
export const SHOWN_EXPORT_TEXTS = {
  open: 'Export the words shown',
  title: 'Export the words shown',
  count: (n: number) =>
    `${n} ${n === 1 ? 'word' : 'words'}, as the list shows them now. Everything, with a full backup, is on your profile.`,
  none: 'The list shows no words: change the filters to choose some.',
  allLink: 'Export everything',
} as const;
