// The collection inside a package, opened read-only from a temporary file through the guard of
// collection-guard.ts (decision 0033). Schema 11 (legacy packages) keeps note types and decks as
// JSON in `col`; schema 18 (collection.anki21b) keeps them in tables whose names use Anki's own
// `unicase` collation, which SQLite here does not know. SQLite needs a collation only to compare or
// sort by such a column, and the guard's scans never do. Deck names in schema 18 separate levels
// with \x1f instead of "::".
import type { Database } from 'bun:sqlite';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { APKG_MESSAGES } from '../../../../../shared/export/anki-package';
import {
  COL_JSON_BYTES_MAX,
  type CollectionTable,
  IMPORT_TEXT_BYTES_MAX,
  NOTE_BYTES_MAX,
  READ_LIMIT_MESSAGES,
} from '../../../../../shared/import/read-limits';
import { ImportFileError } from '../import-record';
import { checkTable, openGuarded, scanTable } from './collection-guard';

export interface OpenCollection {
  /** Checks `table` (rows, computed columns) and scans it; only tables of the guard's list. */
  scan<Row>(table: CollectionTable, columns: string): AsyncGenerator<Row>;
  /** Counts text read from the file; past IMPORT_TEXT_BYTES_MAX the import is refused. */
  countText(bytes: number): void;
  /** Note type id → its field names in order. */
  fieldNames: Map<number, string[]>;
  /** Deck id → its full name, levels joined by "::". */
  deckNames: Map<number, string>;
  /** The collection's day zero (col.crt) in epoch ms: review due days count from it. */
  crtMs: number;
  close(): Promise<void>;
}

/** A text column read only when it is within NOTE_BYTES_MAX: `name` and `name_bytes`. */
export const boundedText = (column: string) =>
  `CASE WHEN octet_length(${column}) <= ${NOTE_BYTES_MAX} THEN ${column} END AS ${column}, octet_length(${column}) AS ${column}_bytes`;

/** The row's text of `column`, refused (whole import) past NOTE_BYTES_MAX. */
export function textOf(row: Record<string, unknown>, column: string, table: string): string {
  if (Number(row[`${column}_bytes`] ?? 0) > NOTE_BYTES_MAX)
    throw new ImportFileError(READ_LIMIT_MESSAGES.noteTooLarge(table));
  return String(row[column] ?? '');
}

type Scan = OpenCollection['scan'];

async function schema11Names(db: Database) {
  const sizes = db
    .query('SELECT octet_length(models) AS m, octet_length(decks) AS d FROM col LIMIT 1')
    .get() as {
    m: number | null;
    d: number | null;
  } | null;
  if ((sizes?.m ?? 0) + (sizes?.d ?? 0) > COL_JSON_BYTES_MAX)
    throw new ImportFileError(READ_LIMIT_MESSAGES.colTooLarge);
  const row = db.query('SELECT models, decks FROM col LIMIT 1').get() as {
    models?: string;
    decks?: string;
  } | null;
  const models = JSON.parse(String(row?.models ?? '{}')) as Record<
    string,
    { flds?: { name: string; ord: number }[] }
  >;
  const decks = JSON.parse(String(row?.decks ?? '{}')) as Record<string, { name?: string }>;
  const fieldNames = new Map(
    Object.entries(models).map(([id, model]) => [
      Number(id),
      [...(model.flds ?? [])].sort((a, b) => a.ord - b.ord).map((f) => String(f.name)),
    ]),
  );
  const deckNames = new Map(Object.entries(decks).map(([id, deck]) => [Number(id), String(deck.name ?? '')]));
  return { fieldNames, deckNames };
}

async function schema18Names(scan: Scan, countText: (bytes: number) => void) {
  const ordered = new Map<number, { ord: number; name: string }[]>();
  for await (const row of scan<Record<string, unknown>>('fields', `ntid, ord, ${boundedText('name')}`)) {
    const list = ordered.get(Number(row.ntid)) ?? [];
    countText(Number(row.name_bytes ?? 0));
    list.push({ ord: Number(row.ord), name: textOf(row, 'name', 'fields') });
    ordered.set(Number(row.ntid), list);
  }
  const fieldNames = new Map(
    [...ordered].map(([id, list]) => [id, list.sort((a, b) => a.ord - b.ord).map((f) => f.name)]),
  );
  const deckNames = new Map<number, string>();
  for await (const row of scan<Record<string, unknown>>('decks', `id, ${boundedText('name')}`)) {
    countText(Number(row.name_bytes ?? 0));
    deckNames.set(Number(row.id), textOf(row, 'name', 'decks').replaceAll('\x1f', '::'));
  }
  return { fieldNames, deckNames };
}

const UNICASE = Buffer.from('COLLATE unicase');
const NOCASE = Buffer.from('COLLATE nocase ');

/**
 * Anki's `unicase` collation, unknown here, becomes NOCASE of the same length in the temporary
 * copy: Bun's SQLite (3.54) finds no plan at all for a table whose index needs a missing
 * collation, even a plain scan, and its defensive mode forbids editing the schema with SQL. The
 * bytes change in place, so no page or record moves; a note that holds those very words reads
 * "COLLATE nocase" instead.
 */
function withoutUnicase(bytes: Uint8Array): Uint8Array {
  // A view, not a copy: the unpacked collection is ours alone and may be hundreds of MB.
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = view.indexOf(UNICASE); at !== -1; at = view.indexOf(UNICASE, at + UNICASE.length))
    NOCASE.copy(view, at);
  return view;
}

export async function openCollection(bytes: Uint8Array): Promise<OpenCollection> {
  const dir = await mkdtemp(join(tmpdir(), 'wordhoard-anki-import-'));
  const path = join(dir, 'collection.sqlite');
  let db: Database | null = null;
  const close = async () => {
    db?.close();
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await writeFile(path, withoutUnicase(bytes));
    const guarded = openGuarded(path);
    db = guarded.db;
    const open = guarded.db;
    for (const table of ['col', 'notes', 'cards'] as const) checkTable(open, guarded.tables, table);
    const scan: Scan = (table, columns) => {
      checkTable(open, guarded.tables, table);
      return scanTable(open, table, columns);
    };
    let textBytes = 0;
    const countText = (n: number) => {
      textBytes += n;
      if (textBytes > IMPORT_TEXT_BYTES_MAX) throw new ImportFileError(READ_LIMIT_MESSAGES.tooMuchText);
    };
    const names = guarded.tables.has('notetypes')
      ? await schema18Names(scan, countText)
      : await schema11Names(open);
    const crt = Number(
      (open.query('SELECT crt FROM col LIMIT 1').get() as { crt?: number } | null)?.crt ?? 0,
    );
    return { scan, countText, ...names, crtMs: crt * 1000, close };
  } catch (error) {
    await close();
    if (error instanceof ImportFileError) throw error;
    throw new ImportFileError(APKG_MESSAGES.badCollection);
  }
}
