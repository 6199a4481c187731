// Anki packages built to hurt the server that reads them (decision 0033), written here with Bun's
// SQLite so each attack is visible in its SQL: views that run without end or hand out millions of
// rows, triggers, virtual tables, computed columns, too many rows, a note too large. Each starts
// from one honest schema 11 collection with one note, then applies its statements.
import { Database } from 'bun:sqlite';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { SCHEMA11 } from '../../../api/src/modules/export/apkg/schema11';

const MODEL_ID = 1_600_000_000_000;
const MODELS = JSON.stringify({
  [MODEL_ID]: {
    flds: [
      { name: 'Word', ord: 0 },
      { name: 'Translation', ord: 1 },
    ],
  },
});

/** A recursive CTE of `steps` rows: the work a view built on it asks of whoever reads it. */
export const countTo = (steps: number) =>
  `WITH RECURSIVE r(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM r WHERE i < ${steps})`;

/** The tables of schema 18 that hold names; the attacks replace one of them by a view. */
const SCHEMA18_NAMES = [
  'CREATE TABLE notetypes (id integer PRIMARY KEY, name text NOT NULL)',
  'CREATE TABLE fields (ntid integer NOT NULL, ord integer NOT NULL, name text NOT NULL, PRIMARY KEY (ntid, ord))',
  'CREATE TABLE decks (id integer PRIMARY KEY, name text NOT NULL)',
];

export const ATTACKS = {
  /** The attack found: `fields` a view that steps 30 million times before its first row. */
  fieldsViewCte: [
    ...SCHEMA18_NAMES.filter((sql) => !sql.includes(' fields ')),
    `CREATE VIEW fields AS ${countTo(30_000_000)} SELECT ${MODEL_ID} AS ntid, i AS ord, 'x' AS name FROM r WHERE i = 30000000`,
  ],
  /** 300,000 rows of 1,000 characters each, from a few bytes on disk. */
  hugeDecksView: [
    ...SCHEMA18_NAMES.filter((sql) => !sql.includes(' decks ')),
    `CREATE VIEW decks AS ${countTo(300_000)} SELECT i AS id, printf('%.*c', 1000, 'x') AS name FROM r`,
  ],
  revlogView: [
    'DROP TABLE revlog',
    `CREATE VIEW revlog AS ${countTo(30_000_000)} SELECT i AS id, i AS cid, 3 AS ease, 1 AS time FROM r`,
  ],
  trigger: ['CREATE TRIGGER wipe_cards AFTER UPDATE ON notes BEGIN DELETE FROM cards; END'],
  virtualTable: ['CREATE VIRTUAL TABLE notes_search USING fts5(flds)'],
  computedColumn: [
    'DROP TABLE notes',
    `CREATE TABLE notes (id integer PRIMARY KEY, guid text, mid integer, mod integer, usn integer, tags text,
       flds text GENERATED ALWAYS AS (printf('%.*c', 100000000, 'x')) VIRTUAL,
       sfld integer, csum integer, flags integer, data text)`,
  ],
  controlCharacterName: [`CREATE VIEW "fields\n\u0007evil" AS ${countTo(30_000_000)} SELECT i FROM r`],
} as const;

/** `extraNotes` tiny notes beyond the first: 10 million would be refused at the same bound. */
export const manyNotes = (extraNotes: number) => [
  `${countTo(extraNotes)} INSERT INTO notes SELECT i, 'g' || i, ${MODEL_ID}, 0, 0, '', 'w' || i, 0, 0, 0, '' FROM r`,
];

/** One note whose fields hold `bytes` of text that does not compress (a zip bomb is refused before). */
export const largeNote = (bytes: number) => [
  `UPDATE notes SET flds = hex(randomblob(${Math.ceil(bytes / 2)})) || char(31) || 'big'`,
];

/** The bytes of a schema 11 collection holding the note "hostile", with `statements` applied. */
export function hostileCollection(statements: readonly string[]): Uint8Array {
  const dir = mkdtempSync(join(tmpdir(), 'wordhoard-hostile-'));
  try {
    const path = join(dir, 'collection.anki2');
    const db = new Database(path);
    for (const sql of SCHEMA11) db.run(sql);
    db.run(`INSERT INTO col VALUES (1, 1600000000, 0, 0, 11, 0, 0, 0, '{}', ?, '{}', '{}', '{}')`, [MODELS]);
    db.run(
      `INSERT INTO notes VALUES (-1, 'hostile', ${MODEL_ID}, 0, 0, '', 'hostile' || char(31) || 'feindlich', 0, 0, 0, '')`,
    );
    db.run('INSERT INTO cards VALUES (-1, -1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, ?)', ['']);
    for (const sql of statements) db.run(sql);
    db.close();
    return new Uint8Array(readFileSync(path));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The collection as a package: legacy `collection.anki2`, or zstd `collection.anki21b`. */
export function hostilePackage(
  statements: readonly string[],
  kind: 'anki2' | 'anki21b' = 'anki2',
): Uint8Array {
  const collection = hostileCollection(statements);
  if (kind === 'anki2') return zipSync({ 'collection.anki2': collection, media: strToU8('{}') });
  return zipSync({ 'collection.anki21b': new Uint8Array(Bun.zstdCompressSync(collection)) });
}
