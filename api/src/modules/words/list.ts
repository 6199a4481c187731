// The words list answer. SQLite itself turns the rows into JSON (json_group_array), the
// cheapest way to build it; the JSON and its compressed form are kept per user and version, so
// an unchanged list costs one small query and a 304, or the cached bytes.
import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { AppDeps } from '../../deps';

interface CachedList {
  version: number;
  etag: string;
  json: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer>;
}

const MAX_CACHED_USERS = 500;
const cache = new Map<number, CachedList>();

const LIST_SQL = `
  SELECT coalesce(json_group_array(json_object(
    'uuid', uuid, 'word', word, 'wordTranslation', word_translation,
    'sentence', sentence, 'sentenceTranslation', sentence_translation,
    'language', language, 'voice', voice, 'highQuality', json(iif(high_quality, 'true', 'false')),
    'picture', picture, 'speechWord', speech_word, 'speechSentence', speech_sentence,
    'category', category, 'score', score, 'date', date,
    'sourceUrl', source_url, 'sourceTitle', source_title
  )), '[]') AS list
  FROM (SELECT * FROM words WHERE user_id = ? ORDER BY id DESC)`;

/** Raises the user's list version; call in the same transaction as the change. */
export async function bumpWordsVersion(db: Pick<AppDeps['db'], 'update'>, userId: number) {
  await db
    .update(users)
    .set({ wordsVersion: sql`${users.wordsVersion} + 1` })
    .where(eq(users.id, userId));
}

async function buildList(deps: Pick<AppDeps, 'client'>, userId: number, version: number, uuid: string) {
  const result = await deps.client.execute({ sql: LIST_SQL, args: [userId] });
  const text = String(result.rows[0]?.list ?? '[]');
  const json = new TextEncoder().encode(text);
  // Level 1: most of gzip's saving on this repetitive JSON at a fraction of level 6's time.
  const entry: CachedList = {
    version,
    etag: `"${uuid}-${version}"`,
    json,
    gzip: Bun.gzipSync(json, { level: 1 }),
  };
  if (cache.size >= MAX_CACHED_USERS) cache.delete(cache.keys().next().value as number);
  cache.set(userId, entry);
  return entry;
}

export async function wordsList(deps: Pick<AppDeps, 'db' | 'client'>, userId: number, uuid: string) {
  const [row] = await deps.db.select({ version: users.wordsVersion }).from(users).where(eq(users.id, userId));
  const version = row?.version ?? 0;
  const cached = cache.get(userId);
  if (cached && cached.version === version) return cached;
  return buildList(deps, userId, version, uuid);
}

export function listResponse(list: CachedList, request: Request): Response {
  const headers: Record<string, string> = {
    etag: list.etag,
    'cache-control': 'private, no-cache',
    vary: 'Accept-Encoding, Authorization',
    'content-type': 'application/json; charset=utf-8',
  };
  if (request.headers.get('if-none-match') === list.etag) return new Response(null, { status: 304, headers });
  const gzip = /\bgzip\b/.test(request.headers.get('accept-encoding') ?? '');
  if (gzip) headers['content-encoding'] = 'gzip';
  return new Response(gzip ? list.gzip : list.json, { headers });
}
