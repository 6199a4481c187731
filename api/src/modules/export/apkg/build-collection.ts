// Writes the learner's words as an Anki collection (schema 11) into a temporary SQLite file, a
// page of notes and cards and a page of revlog at a time, so memory holds one page plus a small
// index per word (its card id and schedule). The caller streams the file and removes the folder.
// The file is written with Bun's built-in SQLite, a row at a time through statements prepared
// once: through @libsql/client the same writes raised the server's RSS by about 50 MB more
// (decision 0027). The learner's own database stays on libSQL; this file is only Anki's.

import { Database, type SQLQueryBindings } from 'bun:sqlite';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ankiDeckFor } from '../../../../../shared/export/anki-note';
import {
  ANKI_DECK_ROOT,
  APKG_NOTETYPE_ID,
  ankiGuid,
  apkgMediaName,
} from '../../../../../shared/export/anki-package';
import { mediaFileName } from '../../../../../shared/export/backup';
import { encountersHtml } from '../../../../../shared/export/encounters-text';
import type { AppDeps } from '../../../deps';
import { readStudyPreferences } from '../../review/study-preferences';
import { encountersByUuid } from '../word-encounters';
import { newCard, scheduledCard } from './card-schedule';
import { colConf, colDeckConfig, colDecks, colModels } from './collection-json';
import { cardRow, writePage } from './collection-rows';
import { mediaTypes, wordWithSchedulePages } from './export-rows';
import { fieldChecksum, noteFields, noteTags, sortField } from './note-fields';
import { SCHEMA11 } from './schema11';
import { type WordCards, writeRevlog } from './write-revlog';

const DAY_MS = 86_400_000;

export interface BuiltCollection {
  dir: string;
  path: string;
  /** Media in zip order: entry "0" is media[0]. */
  media: { id: string; name: string }[];
}

interface Context {
  client: Database;
  nowMs: number;
  crtMs: number;
  mimes: Map<string, string>;
  decks: Map<string, number>;
  media: Map<string, string>;
  mediaOrder: { id: string; name: string }[];
  cards: WordCards;
  position: number;
  /** Note and card ids given so far: a few bytes per word, so that no two ids meet. */
  ids: Set<number>;
}

/** Anki's ids are creation times in ms; two words saved in the same millisecond move apart. */
function uniqueId(ctx: Context, wanted: number): number {
  let id = wanted;
  while (ctx.ids.has(id)) id += 1;
  ctx.ids.add(id);
  return id;
}

/** The root deck's id: a word without a category goes there, as in the Anki text export. */
const rootDeckId = (ctx: Context) => ctx.nowMs;

function deckId(ctx: Context, category: string): number {
  const name = ankiDeckFor(ANKI_DECK_ROOT, category);
  if (name === ANKI_DECK_ROOT) return rootDeckId(ctx);
  let id = ctx.decks.get(name);
  if (id === undefined) {
    id = ctx.nowMs + 1 + ctx.decks.size;
    ctx.decks.set(name, id);
  }
  return id;
}

function mediaName(ctx: Context, id: string): string {
  const mime = id ? ctx.mimes.get(id) : undefined;
  if (!mime) return '';
  let name = ctx.media.get(id);
  if (name === undefined) {
    name = apkgMediaName(id, mediaFileName({ id, mime }).split('.').pop() ?? 'bin');
    ctx.media.set(id, name);
    ctx.mediaOrder.push({ id, name });
  }
  return name;
}

async function writeNotes(ctx: Context, deps: Pick<AppDeps, 'db'>, userId: number, uuids?: string[]) {
  for await (const page of wordWithSchedulePages(deps.db, userId, uuids)) {
    const notes: SQLQueryBindings[][] = [];
    const cards: SQLQueryBindings[][] = [];
    const met = await encountersByUuid(
      deps.db,
      userId,
      // Only words that keep any (their count is on the row): most pages then need no query.
      page.filter(({ word }) => word.encounterCount > 0).map(({ word }) => word.uuid),
    );
    for (const { word, schedule } of page) {
      const i = ctx.position++;
      const saved = Date.parse(word.date);
      const noteId = uniqueId(ctx, Number.isFinite(saved) ? saved : ctx.nowMs);
      const fields = noteFields(
        word,
        {
          picture: mediaName(ctx, word.picture),
          wordAudio: mediaName(ctx, word.speechWord),
          sentenceAudio: mediaName(ctx, word.speechSentence),
        },
        encountersHtml(met.get(word.uuid) ?? [], (e) => mediaName(ctx, e.speechSentence)),
      );
      const mod = Math.floor(word.updatedAt / 1000);
      notes.push([
        noteId,
        ankiGuid(word.uuid),
        APKG_NOTETYPE_ID,
        mod,
        noteTags(word.language, word.score),
        fields.join('\x1f'),
        sortField(fields),
        fieldChecksum(fields),
        '',
      ]);
      const did = deckId(ctx, word.category);
      const first = schedule ? scheduledCard(schedule, i + 1, ctx.crtMs) : newCard(i + 1);
      const cardId = uniqueId(ctx, noteId);
      cards.push(cardRow(cardId, noteId, did, 0, mod, first));
      // Card 2 asks the translation: without one Anki makes no card 2 (anki-note-type.ts).
      if (word.wordTranslation.trim())
        cards.push(cardRow(uniqueId(ctx, noteId + 1), noteId, did, 1, mod, newCard(i + 1)));
      ctx.cards.set(word.id, { cardId, schedule });
    }
    writePage(ctx.client, notes, cards);
    // The local database answers without leaving the event loop, so without this the whole
    // collection would be written in one turn: other learners' requests wait for it, and so does
    // the runtime's own timed garbage collection (the collection's rise halved, decision 0027).
    await new Promise((resolve) => setImmediate(resolve));
  }
}

export async function buildCollection(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  userId: number,
  uuids?: string[],
): Promise<BuiltCollection> {
  const dir = await mkdtemp(join(tmpdir(), 'wordhoard-apkg-'));
  const path = join(dir, 'collection.anki2');
  const client = new Database(path, { create: true, strict: false });
  try {
    const nowMs = deps.clock.now();
    const ctx: Context = {
      client,
      nowMs,
      crtMs: Math.floor(nowMs / DAY_MS) * DAY_MS,
      mimes: await mediaTypes(deps.db, userId),
      decks: new Map(),
      media: new Map(),
      mediaOrder: [],
      cards: new Map(),
      position: 0,
      ids: new Set(),
    };
    for (const statement of SCHEMA11) client.run(statement);
    await writeNotes(ctx, deps, userId, uuids);
    await writeRevlog(client, ctx.cards, deps.db, userId);
    const rootId = rootDeckId(ctx);
    client
      .query('INSERT INTO col VALUES (1,?,?,?,11,0,0,0,?,?,?,?,?)')
      .run(
        Math.floor(ctx.crtMs / 1000),
        nowMs,
        nowMs,
        JSON.stringify(colConf(nowMs)),
        JSON.stringify(colModels(nowMs, rootId)),
        JSON.stringify(colDecks(nowMs, ctx.decks, rootId)),
        JSON.stringify(colDeckConfig(nowMs, await readStudyPreferences(deps.db, userId))),
        '{}',
      );
    client.close();
    return { dir, path, media: ctx.mediaOrder };
  } catch (error) {
    client.close();
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}
