// The words list answer. SQLite itself turns the rows into JSON (json_group_array), the
// cheapest way to build it, and hands it over as a BLOB: its UTF-8 bytes as they are, where a TEXT
// result became a JavaScript string (decoded) that had to be encoded again before compression,
// together about a third of a 1,000-word answer's time. The JSON and its compressed forms are kept
// per user and version in a cache bounded in bytes (list-cache.ts), so an unchanged list costs one
// small query and a 304, or the cached bytes.
import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { compress, type Encoding, preferredEncoding } from '../../http/encoding';
import type { CachedList } from './list-cache';

type ListDeps = Pick<AppDeps, 'client' | 'listCache'>;

/** Each word's keys and values, as wordView (view.ts) answers them. */
const WORD_FIELDS = `'uuid', uuid, 'word', word, 'wordTranslation', word_translation,
    'sentence', sentence, 'sentenceTranslation', sentence_translation,
    'language', language, 'voice', voice, 'highQuality', json(iif(high_quality, 'true', 'false')),
    'picture', picture, 'speechWord', speech_word, 'speechSentence', speech_sentence,
    'category', category, 'score', score, 'date', date,
    'sourceUrl', source_url, 'sourceTitle', source_title, 'updatedAt', updated_at`;

// encounterCount only where a word has encounters (most have none). One of two json_object calls
// per row, chosen by CASE, costs what a single json_object does; merging a second object into each
// row (json_patch) parsed and wrote every row twice, 1.5 times the list's time. The rarer words that
// also carry translatedBy or formMet (saved from a page's lookup card) take the json_patch, whose
// null members leave the key out, as wordView does.
export const LIST_SQL = `
  SELECT CAST(coalesce(json_group_array(CASE
    WHEN translated_by <> '' OR form_met <> '' THEN json_patch(json_object(${WORD_FIELDS}), json_object(
      'encounterCount', nullif(encounter_count, 0), 'translatedBy', nullif(translated_by, ''),
      'formMet', nullif(form_met, '')))
    WHEN encounter_count > 0 THEN json_object(${WORD_FIELDS}, 'encounterCount', encounter_count)
    ELSE json_object(${WORD_FIELDS}) END), '[]') AS BLOB) AS list
  FROM (SELECT * FROM words WHERE user_id = ? ORDER BY id DESC)`;

/** Raises the user's list version; call in the same transaction as the change. */
export async function bumpWordsVersion(db: Pick<AppDeps['db'], 'update'>, userId: number) {
  await db
    .update(users)
    .set({ wordsVersion: sql`${users.wordsVersion} + 1` })
    .where(eq(users.id, userId));
}

async function buildList(deps: ListDeps, userId: number, version: number, uuid: string) {
  const result = await deps.client.execute({ sql: LIST_SQL, args: [userId] });
  const bytes = result.rows[0]?.list;
  const json = bytes instanceof ArrayBuffer ? new Uint8Array(bytes) : new TextEncoder().encode('[]');
  const entry: CachedList = { version, etag: `"${uuid}-${version}"`, json, encoded: {} };
  deps.listCache.set(userId, entry);
  return entry;
}

/**
 * The list of the account read for this request: its row carries the list version, so an unchanged
 * list costs no query at all.
 */
export async function wordsList(
  deps: ListDeps,
  user: Pick<typeof users.$inferSelect, 'id' | 'uuid' | 'wordsVersion'>,
) {
  const cached = deps.listCache.get(user.id);
  if (cached && cached.version === user.wordsVersion) return cached;
  return buildList(deps, user.id, user.wordsVersion, user.uuid);
}

// Level 1 of either: most of the saving on this repetitive JSON at a fraction of higher levels' time
// (zstd costs what gzip does, about 7 ms for 10,000 words here, and sends half the bytes).
// The entry is replaced, not changed, so the cache counts the new copy's bytes; a list that has
// gone from the cache meanwhile (or never fitted in it) is not put back.
function encodedList(cache: ListDeps['listCache'], userId: number, list: CachedList, encoding: Encoding) {
  const cached = list.encoded[encoding];
  if (cached) return cached;
  const bytes = compress(list.json, encoding, 1);
  if (cache.peek(userId) === list)
    cache.set(userId, { ...list, encoded: { ...list.encoded, [encoding]: bytes } });
  return bytes;
}

export function listResponse(
  deps: Pick<ListDeps, 'listCache'>,
  userId: number,
  list: CachedList,
  request: Request,
): Response {
  const headers: Record<string, string> = {
    etag: list.etag,
    'cache-control': 'private, no-cache',
    vary: 'Accept-Encoding, Authorization',
    'content-type': 'application/json; charset=utf-8',
  };
  if (request.headers.get('if-none-match') === list.etag) return new Response(null, { status: 304, headers });
  const encoding = preferredEncoding(request.headers.get('accept-encoding'));
  if (!encoding) return new Response(list.json, { headers });
  headers['content-encoding'] = encoding;
  return new Response(encodedList(deps.listCache, userId, list, encoding), { headers });
}
