// What a full backup holds, entry by entry, each read only when the zip asks for it: the words
// and reviews a page at a time, one media file at a time (docs/decisions/0025-export.md).
import { and, asc, count, eq, gt } from 'drizzle-orm';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  type BackupManifest,
  mediaFileName,
} from '../../../../shared/export/backup';
import { encounters, media, preferences, reviews, wordSchedules, words } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { mediaChunks, mediaKey } from '../../providers/media/port';
import { readStudyPreferences } from '../review/study-preferences';
import { defaultPreferences } from '../users/preferences-defaults';
import { keysetPages } from './keyset-pages';
import { wordPages } from './read-words';

export interface BackupEntry {
  name: string;
  /** JSON is deflated; pictures and audio are compressed already and are stored as they are. */
  deflate: boolean;
  body: AsyncGenerator<Uint8Array | string>;
}

type ExportDeps = Pick<AppDeps, 'db' | 'media' | 'clock'>;

async function* once(value: unknown) {
  yield JSON.stringify(value, null, 2);
}

/** A JSON array written a page at a time. */
async function* jsonArray<T>(pages: AsyncGenerator<T[]>) {
  let first = true;
  yield '[';
  for await (const page of pages) {
    if (page.length === 0) continue;
    yield `${first ? '\n' : ',\n'}${page.map((item) => JSON.stringify(item)).join(',\n')}`;
    first = false;
  }
  yield '\n]\n';
}

async function* reviewPages(db: AppDeps['db'], userId: number) {
  const pages = keysetPages(
    0,
    (afterId, limit) =>
      db
        .select()
        .from(reviews)
        .where(and(eq(reviews.userId, userId), gt(reviews.id, afterId)))
        .orderBy(asc(reviews.id))
        .limit(limit),
    (row) => row.id,
  );
  for await (const rows of pages)
    yield rows.map(({ id: _id, userId: _user, wordId: _word, ...rest }) => rest);
}

async function* schedulePages(db: AppDeps['db'], userId: number) {
  const pages = keysetPages(
    0,
    (afterId, limit) =>
      db
        .select({ wordUuid: words.uuid, schedule: wordSchedules })
        .from(wordSchedules)
        .innerJoin(words, eq(words.id, wordSchedules.wordId))
        .where(and(eq(wordSchedules.userId, userId), gt(wordSchedules.wordId, afterId)))
        .orderBy(asc(wordSchedules.wordId))
        .limit(limit),
    (row) => row.schedule.wordId,
  );
  for await (const rows of pages) {
    yield rows.map(({ wordUuid, schedule: { wordId: _w, userId: _u, ...rest } }) => ({ wordUuid, ...rest }));
  }
}

/** A word's further sentences (docs/decisions/0029-encounters.md), by the word's uuid. */
async function* encounterPages(db: AppDeps['db'], userId: number) {
  const pages = keysetPages(
    0,
    (afterId, limit) =>
      db
        .select({ wordUuid: words.uuid, encounter: encounters })
        .from(encounters)
        .innerJoin(words, eq(words.id, encounters.wordId))
        .where(and(eq(encounters.userId, userId), gt(encounters.id, afterId)))
        .orderBy(asc(encounters.id))
        .limit(limit),
    (row) => row.encounter.id,
  );
  for await (const rows of pages) {
    yield rows.map(({ wordUuid, encounter: { id: _id, wordId: _w, userId: _u, metAt, ...rest } }) => ({
      wordUuid,
      ...rest,
      metAt: new Date(metAt).toISOString(),
    }));
  }
}

const mediaRows = (db: AppDeps['db'], userId: number) =>
  db
    .select({ id: media.id, kind: media.kind, mime: media.mime, size: media.size })
    .from(media)
    .where(eq(media.userId, userId))
    .orderBy(asc(media.id));

async function counted(deps: ExportDeps, userId: number) {
  const total = async (table: typeof words | typeof reviews | typeof encounters) =>
    (await deps.db.select({ n: count() }).from(table).where(eq(table.userId, userId)))[0]?.n ?? 0;
  return { words: await total(words), reviews: await total(reviews), encounters: await total(encounters) };
}

export async function* backupEntries(deps: ExportDeps, userId: number): AsyncGenerator<BackupEntry> {
  // The list of media is small (ids and types); their bytes are read one file at a time below.
  const files = await mediaRows(deps.db, userId);
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exportedAt: new Date(deps.clock.now()).toISOString(),
    counts: { ...(await counted(deps, userId)), media: files.length },
    media: files.map((file) => ({ ...file, file: mediaFileName(file) })),
  };
  yield { name: 'manifest.json', deflate: true, body: once(manifest) };
  const [prefs] = await deps.db.select().from(preferences).where(eq(preferences.userId, userId)).limit(1);
  const { userId: _owner, ...spoken } = prefs ?? { userId, ...defaultPreferences };
  yield { name: 'preferences.json', deflate: true, body: once(spoken) };
  yield {
    name: 'study-preferences.json',
    deflate: true,
    body: once(await readStudyPreferences(deps.db, userId)),
  };
  yield { name: 'words.json', deflate: true, body: jsonArray(wordPages(deps.db, userId)) };
  yield { name: 'schedules.json', deflate: true, body: jsonArray(schedulePages(deps.db, userId)) };
  yield { name: 'reviews.json', deflate: true, body: jsonArray(reviewPages(deps.db, userId)) };
  yield { name: 'encounters.json', deflate: true, body: jsonArray(encounterPages(deps.db, userId)) };
  for (const file of files) {
    yield {
      name: mediaFileName(file),
      deflate: false,
      body: mediaChunks(deps.media, mediaKey(userId, file.id)),
    };
  }
}
