// A reader of Anki packages written from Anki's documented schema 11 (ankitects/anki:
// rslib/src/storage/schema11.sql, pylib/anki/models.py and decks.py, the legacy media map), kept
// apart from our exporter so a mistake there is not repeated here: it opens the collection with
// SQLite and reports every rule a package breaks.
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type Row } from '@libsql/client';
import { unzipSync } from 'fflate';

const COLUMNS: Record<string, string[]> = {
  col: ['id', 'crt', 'mod', 'scm', 'ver', 'dty', 'usn', 'ls', 'conf', 'models', 'decks', 'dconf', 'tags'],
  notes: ['id', 'guid', 'mid', 'mod', 'usn', 'tags', 'flds', 'sfld', 'csum', 'flags', 'data'],
  cards: [
    'id',
    'nid',
    'did',
    'ord',
    'mod',
    'usn',
    'type',
    'queue',
    'due',
    'ivl',
    'factor',
    'reps',
    'lapses',
    'left',
    'odue',
    'odid',
    'flags',
    'data',
  ],
  revlog: ['id', 'cid', 'usn', 'ease', 'ivl', 'lastIvl', 'factor', 'time', 'type'],
  graves: ['usn', 'oid', 'type'],
};

export interface CheckedPackage {
  problems: string[];
  files: Record<string, Uint8Array>;
  mediaMap: Record<string, string>;
  models: Record<string, { name: string; flds: { name: string }[]; tmpls: { qfmt: string; afmt: string }[] }>;
  decks: Record<string, { name: string }>;
  notes: Row[];
  cards: Row[];
  revlog: Row[];
}

const stripHtml = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&nbsp;/g, ' ')
    .replace(/&#91;/g, '[')
    .replace(/&amp;/g, '&');

export async function checkPackage(bytes: Uint8Array): Promise<CheckedPackage> {
  const problems: string[] = [];
  const files = unzipSync(bytes);
  if (!files['collection.anki2']) problems.push('no collection.anki2');
  const mediaMap = JSON.parse(new TextDecoder().decode(files.media ?? new Uint8Array())) as Record<
    string,
    string
  >;
  for (const key of Object.keys(mediaMap)) if (!files[key]) problems.push(`media entry ${key} missing`);
  const dir = await mkdtemp(join(tmpdir(), 'anki-check-'));
  const path = join(dir, 'c.anki2');
  await writeFile(path, files['collection.anki2'] ?? new Uint8Array());
  const db = createClient({ url: `file:${path}` });
  try {
    for (const [table, columns] of Object.entries(COLUMNS)) {
      const info = await db.execute(`PRAGMA table_info(${table})`);
      const names = info.rows.map((row) => String(row.name));
      if (names.join() !== columns.join()) problems.push(`${table} columns ${names.join()}`);
    }
    const col = (await db.execute('SELECT * FROM col')).rows;
    if (col.length !== 1 || col[0]?.ver !== 11) problems.push('col must be one row of version 11');
    const json = (key: string) => JSON.parse(String(col[0]?.[key]));
    const models = json('models');
    const decks = json('decks');
    json('conf');
    json('dconf');
    json('tags');
    const notes = (await db.execute('SELECT * FROM notes ORDER BY id')).rows;
    const cards = (await db.execute('SELECT * FROM cards ORDER BY id')).rows;
    const revlog = (await db.execute('SELECT * FROM revlog ORDER BY id')).rows;
    if ((await db.execute('SELECT * FROM graves')).rows.length > 0) problems.push('graves not empty');
    const names = new Set(Object.values(mediaMap));
    for (const note of notes) {
      const model = models[String(note.mid)];
      const fields = String(note.flds).split('\x1f');
      if (!model) problems.push(`note ${note.id}: unknown model`);
      else if (fields.length !== model.flds.length) problems.push(`note ${note.id}: field count`);
      const stripped = stripHtml(fields[0] ?? '');
      const csum = Number.parseInt(createHash('sha1').update(stripped).digest('hex').slice(0, 8), 16);
      if (note.csum !== csum) problems.push(`note ${note.id}: csum`);
      if (String(note.sfld) !== stripped) problems.push(`note ${note.id}: sfld`);
      if (note.usn !== -1) problems.push(`note ${note.id}: usn`);
      for (const [, name] of String(note.flds).matchAll(/\[sound:([^\]]+)\]|<img src="([^"]+)"/g))
        if (name && !names.has(name)) problems.push(`note ${note.id}: media ${name} not in the map`);
    }
    const noteIds = new Set(notes.map((n) => n.id));
    for (const card of cards) {
      if (!noteIds.has(card.nid)) problems.push(`card ${card.id}: no note`);
      if (!decks[String(card.did)]) problems.push(`card ${card.id}: no deck`);
      const model = models[String(notes.find((n) => n.id === card.nid)?.mid)];
      if (model && Number(card.ord) >= model.tmpls.length) problems.push(`card ${card.id}: ord`);
    }
    const cardIds = new Set(cards.map((c) => c.id));
    for (const row of revlog) {
      if (!cardIds.has(row.cid)) problems.push(`revlog ${row.id}: no card`);
      if (![1, 2, 3, 4].includes(Number(row.ease))) problems.push(`revlog ${row.id}: ease`);
    }
    return { problems, files, mediaMap, models, decks, notes, cards, revlog };
  } finally {
    db.close();
    await rm(dir, { recursive: true, force: true });
  }
}
