// CSV and TSV files: papaparse reads the rows, the learner's mapping says which column feeds which
// field. A file with our own export's header needs no mapping; its formula guards come off again.
import Papa from 'papaparse';
import { encountersFromPlainText } from '../../../../../shared/export/encounters-text';
import {
  encountersColumn,
  guessMapping,
  isOurHeader,
  type MappedField,
  type TableOptions,
} from '../../../../../shared/import/mapping';
import { IMPORT_MESSAGES, IMPORT_ROWS_MAX } from '../../../../../shared/import/texts';
import { ImportFileError, type ImportRecord } from '../import-record';
import { unguardFormula } from '../text/cells';
import { decodeText } from '../text/decode';

function parseRows(text: string, delimiter: string): string[][] {
  const parsed = Papa.parse<string[]>(text, {
    delimiter,
    skipEmptyLines: 'greedy',
    // One row past the cap (and the header) is enough to know the file is too long.
    preview: IMPORT_ROWS_MAX + 2,
  });
  const broken = parsed.errors.find((error) => error.type === 'Quotes');
  if (broken) throw new ImportFileError(IMPORT_MESSAGES.brokenQuotes((broken.row ?? 0) + 1));
  return parsed.data;
}

/** The mapping to use: the learner's, or our own export's when the file has its header. */
function tableOptions(first: readonly string[] | undefined, given?: TableOptions): TableOptions {
  if (given && given.mapping.word !== undefined) return given;
  if (first && isOurHeader(first)) return { header: true, mapping: guessMapping(first) };
  throw new ImportFileError(IMPORT_MESSAGES.noWordColumn);
}

/** The learner's mapping, and where our own CSV keeps the encounters (no mapping step names them). */
type ReadOptions = TableOptions & { encounters?: number };

function encountersIn(row: readonly string[], column: number | undefined): ImportRecord['encounters'] {
  if (column === undefined) return undefined;
  const met = encountersFromPlainText(unguardFormula(row[column] ?? ''));
  return met.length > 0 ? met : undefined;
}

const toRecord = (row: readonly string[], line: number, options: ReadOptions): ImportRecord => {
  const cell = (field: MappedField) => {
    const index = options.mapping[field];
    return index === undefined ? undefined : unguardFormula(row[index] ?? '');
  };
  const score = cell('score')?.trim();
  return {
    line,
    word: cell('word') ?? '',
    wordTranslation: cell('wordTranslation'),
    sentence: cell('sentence'),
    sentenceTranslation: cell('sentenceTranslation'),
    category: cell('category'),
    score: score ? Number(score) : undefined,
    date: cell('date')?.trim() || undefined,
    language: cell('language')?.trim() || undefined,
    sourceUrl: cell('sourceUrl')?.trim(),
    sourceTitle: cell('sourceTitle'),
    encounters: encountersIn(row, options.encounters),
  };
};

export function readTable(bytes: Uint8Array, delimiter: ',' | '\t', given?: TableOptions): ImportRecord[] {
  const rows = parseRows(decodeText(bytes), delimiter);
  const table = tableOptions(rows[0], given);
  const options: ReadOptions = { ...table, encounters: table.header ? encountersColumn(rows[0]) : undefined };
  const body = options.header ? rows.slice(1) : rows;
  if (body.length > IMPORT_ROWS_MAX) throw new ImportFileError(IMPORT_MESSAGES.tooManyRows);
  // Rows are numbered as a spreadsheet shows them: the header is row 1.
  const offset = options.header ? 2 : 1;
  return body.map((row, index) => toRecord(row, index + offset, options));
}
