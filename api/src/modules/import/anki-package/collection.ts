// The collection inside a package, opened as SQLite from a temporary file. Schema 11 (legacy
// packages) keeps note types and decks as JSON in `col`; schema 18 (collection.anki21b) keeps them
// in tables whose names use Anki's own `unicase` collation, which SQLite here does not know.
// SQLite needs a collation only to compare or sort by such a column (or to write its index), so
// those tables are read with plain SELECTs, never a WHERE or ORDER BY on a name, and the matching
// is done here. Deck names in schema 18 separate levels with \x1f instead of "::".
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Client, createClient } from '@libsql/client';
import { APKG_MESSAGES } from '../../../../../shared/export/anki-package';
import { ImportFileError } from '../import-record';

export interface OpenCollection {
  client: Client;
  /** Note type id → its field names in order. */
  fieldNames: Map<number, string[]>;
  /** Deck id → its full name, levels joined by "::". */
  deckNames: Map<number, string>;
  /** The collection's day zero (col.crt) in epoch ms: review due days count from it. */
  crtMs: number;
  close(): Promise<void>;
}

async function schema11Names(client: Client) {
  const row = (await client.execute('SELECT models, decks FROM col LIMIT 1')).rows[0];
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

async function schema18Names(client: Client) {
  const fieldNames = new Map<number, string[]>();
  const fields = (await client.execute('SELECT ntid, ord, name FROM fields')).rows;
  for (const row of [...fields].sort((a, b) => Number(a.ord) - Number(b.ord))) {
    const list = fieldNames.get(Number(row.ntid)) ?? [];
    list.push(String(row.name));
    fieldNames.set(Number(row.ntid), list);
  }
  const decks = (await client.execute('SELECT id, name FROM decks')).rows;
  const deckNames = new Map(decks.map((row) => [Number(row.id), String(row.name).replaceAll('\x1f', '::')]));
  return { fieldNames, deckNames };
}

export async function openCollection(bytes: Uint8Array): Promise<OpenCollection> {
  const dir = await mkdtemp(join(tmpdir(), 'wordhoard-anki-import-'));
  const path = join(dir, 'collection.sqlite');
  let client: Client | null = null;
  const close = async () => {
    client?.close();
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await writeFile(path, bytes);
    client = createClient({ url: `file:${path}` });
    // Read only: nothing in the learner's file is ever written back.
    await client.execute('PRAGMA query_only = ON');
    const tables = (await client.execute("SELECT name FROM sqlite_master WHERE type = 'table'")).rows.map(
      (r) => String(r.name),
    );
    if (!tables.includes('notes') || !tables.includes('cards') || !tables.includes('col'))
      throw new Error('tables');
    const names = tables.includes('notetypes') ? await schema18Names(client) : await schema11Names(client);
    const crt = Number((await client.execute('SELECT crt FROM col LIMIT 1')).rows[0]?.crt ?? 0);
    return { client, ...names, crtMs: crt * 1000, close };
  } catch {
    await close();
    throw new ImportFileError(APKG_MESSAGES.badCollection);
  }
}
