// The words list answer, built by SQLite (list-sql.ts) and kept per learner and version in a cache
// bounded in bytes (list-cache.ts), so an unchanged list costs no query and a 304, or the cached
// bytes. A changed list is brought up to date from the rows the database marked since the cached
// version (words.list_seq, set by triggers on every insert and update), so it costs the few rows
// that changed and a splice of bytes rather than a json_object per word; a list not in the cache,
// or one where many rows changed, is built whole (docs/decisions/0061-incremental-list.md).
// The database alone says what changed: several server processes share it, each with its cache.
import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { compress, type Encoding, preferredEncoding } from '../../http/encoding';
import type { CachedList } from './list-cache';
import { type ChangedRow, patchRows, splitRows } from './list-rows';
import { CHANGED_ROWS_SQL, CHANGED_ROWS_WITH_IDS_SQL, LIST_WITH_IDS_SQL } from './list-sql';

type ListDeps = Pick<AppDeps, 'client' | 'listCache'>;
type ListUser = Pick<typeof users.$inferSelect, 'id' | 'uuid' | 'wordsVersion'>;

/** Raises the user's list version; call in the same transaction as the change. */
export async function bumpWordsVersion(db: Pick<AppDeps['db'], 'update'>, userId: number) {
  await db
    .update(users)
    .set({ wordsVersion: sql`${users.wordsVersion} + 1` })
    .where(eq(users.id, userId));
}

const bytesOf = (value: unknown) =>
  value instanceof ArrayBuffer ? new Uint8Array(value) : new TextEncoder().encode('[]');

/** The list as read at `version`; its compressed copies carried over only when its bytes are the same. */
function keep(
  deps: ListDeps,
  user: ListUser,
  version: number,
  json: Uint8Array<ArrayBuffer>,
  rows: CachedList['rows'],
  encoded: CachedList['encoded'] = {},
) {
  const entry: CachedList = { version, etag: `"${user.uuid}-${version}"`, json, rows, encoded };
  deps.listCache.set(user.id, entry);
  return entry;
}

async function buildList(deps: ListDeps, user: ListUser) {
  const [row] = (await deps.client.execute({ sql: LIST_WITH_IDS_SQL, args: [user.id] })).rows;
  const json = bytesOf(row?.list);
  const ids = Float64Array.from(JSON.parse(String(row?.ids ?? '[]')) as number[]);
  const rows = splitRows(json, ids);
  return keep(
    deps,
    user,
    Number(row?.version ?? user.wordsVersion),
    json,
    rows && { ids, starts: rows.starts },
  );
}

// Past this many changed rows the whole list is built instead: each changed row comes over as a
// row of its own, dearer per word than json_group_array's (an import, a first list after a while).
const changedRowsLimit = (words: number) => 64 + (words >> 3);

async function changedRows(deps: ListDeps, userId: number, cached: CachedList, withIds: boolean) {
  const limit = changedRowsLimit(cached.rows?.ids.length ?? 0);
  const { rows } = await deps.client.execute({
    sql: withIds ? CHANGED_ROWS_WITH_IDS_SQL : CHANGED_ROWS_SQL,
    args: [userId, cached.version, limit + 1],
  });
  const [head, ...changed] = rows;
  if (!head || head.version === null || changed.length > limit) return null;
  const words: ChangedRow[] = changed.map((row) => ({ id: Number(row.id), json: bytesOf(row.json) }));
  return { version: Number(head.version), count: head.count, words };
}

/** The cached list brought up to date from the rows changed since; null when it is cheaper whole. */
async function changedList(deps: ListDeps, user: ListUser, cached: CachedList) {
  const index = cached.rows;
  if (!index) return null;
  let changed = await changedRows(deps, user.id, cached, false);
  if (!changed) return null;
  if (changed.words.length === 0 && Number(changed.count) === index.ids.length)
    return keep(deps, user, changed.version, cached.json, index, cached.encoded);
  let list = patchRows({ json: cached.json, ...index }, changed.words);
  // Fewer words than the cached ones and the new ones together: some were deleted. Which, only
  // every id can tell; asked again with the changed rows, so both come from one snapshot.
  if (list.ids.length !== Number(changed.count)) {
    changed = await changedRows(deps, user.id, cached, true);
    if (!changed) return null;
    const present = new Set(JSON.parse(String(changed.count)) as number[]);
    list = patchRows({ json: cached.json, ...index }, changed.words, present);
    if (list.ids.length !== present.size) return null;
  }
  return keep(deps, user, changed.version, list.json, { ids: list.ids, starts: list.starts });
}

/**
 * The list of the account read for this request: its row carries the list version, so an unchanged
 * list costs no query at all.
 */
export async function wordsList(deps: ListDeps, user: ListUser) {
  const cached = deps.listCache.get(user.id);
  if (cached && cached.version === user.wordsVersion) return cached;
  return (cached && (await changedList(deps, user, cached))) ?? buildList(deps, user);
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
