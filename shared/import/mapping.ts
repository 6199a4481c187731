// The columns of a CSV or TSV import and which word field each feeds. A file with our own
// export's header (shared/export/columns.ts) is mapped at once; any other, the learner maps.
import { CSV_COLUMNS } from '../export/columns';
import { ENCOUNTERS_COLUMN } from '../export/encounters-text';

export const MAPPED_FIELDS = [
  'word',
  'wordTranslation',
  'sentence',
  'sentenceTranslation',
  'category',
  'score',
  'date',
  'language',
  'sourceUrl',
  'sourceTitle',
] as const;
export type MappedField = (typeof MAPPED_FIELDS)[number];

export const MAPPED_FIELD_LABELS: Record<MappedField, string> = {
  word: 'Word',
  wordTranslation: 'Translation',
  sentence: 'Sentence',
  sentenceTranslation: 'Sentence translation',
  category: 'Category',
  score: 'Score',
  date: 'Date',
  language: 'Language',
  sourceUrl: 'Source address',
  sourceTitle: 'Source title',
};

/** Field → 0-based column index; a field left out is not imported. */
export type ColumnMapping = Partial<Record<MappedField, number>>;

export interface TableOptions {
  mapping: ColumnMapping;
  /** The first row names the columns and is not a word. */
  header: boolean;
}

const normalise = (title: string) => title.trim().toLowerCase();
const OUR_TITLES = new Map(
  Object.entries(MAPPED_FIELD_LABELS).map(([field, label]) => [normalise(label), field as MappedField]),
);

/**
 * True when the row is our own CSV export's header (the import then needs no mapping step), with
 * or without the Encounters column that exports carry since decision 0032 (it comes last).
 */
export const isOurHeader = (row: readonly string[]): boolean =>
  CSV_COLUMNS.every(
    (column, index) =>
      normalise(row[index] ?? '') === normalise(column.title) ||
      (column.title === ENCOUNTERS_COLUMN && index === row.length),
  );

/** Where our own CSV's Encounters column is (the header row being ours), else undefined. */
export function encountersColumn(header: readonly string[] | undefined): number | undefined {
  if (!header || !isOurHeader(header)) return undefined;
  const index = header.findIndex((title) => normalise(title) === normalise(ENCOUNTERS_COLUMN));
  return index < 0 ? undefined : index;
}

/** The mapping the header row suggests: each column named like a field feeds it. */
export function guessMapping(header: readonly string[]): ColumnMapping {
  const mapping: ColumnMapping = {};
  header.forEach((title, index) => {
    const field = OUR_TITLES.get(normalise(title.replace(/^\uFEFF/, '')));
    if (field && mapping[field] === undefined) mapping[field] = index;
  });
  return mapping;
}

/** A mapping sent by a client, checked: known fields, column indexes, each column used once. */
export function parseMapping(value: unknown): ColumnMapping | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const mapping: ColumnMapping = {};
  const used = new Set<number>();
  for (const [field, index] of Object.entries(value)) {
    if (!(MAPPED_FIELDS as readonly string[]).includes(field)) return null;
    if (!Number.isInteger(index) || (index as number) < 0 || (index as number) > 1000) return null;
    if (used.has(index as number)) return null;
    used.add(index as number);
    mapping[field as MappedField] = index as number;
  }
  return mapping;
}
