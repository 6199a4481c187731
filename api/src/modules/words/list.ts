// The words list answer, built by SQLite (list-sql.ts) and kept per learner and version in a cache
// bounded in bytes (list-cache.ts), so an unchanged list costs no query and a 304, or the cached
// bytes. A changed list is brought up to date from the rows the database marked since the cached
// version (words.list_seq, set by triggers on every insert and update), so it costs the few rows
// that changed and a splice of bytes rather than a json_object per word; a list not in the cache,
// or one where many rows changed, is built whole (docs/decisions/0061-incremental-list.md).
// The database alone says what changed: several server processes share it, each with its cache.
// Each form of the list (its JSON, or the compact rows a client asks for: list-response.ts) is kept
// and brought up to date on its own, with its own ETag (docs/decisions/0064-compact-list.md).
import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { type CachedList, listKey } from './list-cache';
import { type ChangedRow, patchRows, splitRows } from './list-rows';
import { LIST_SQL_OF, type ListForm } from './list-sql';

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

/** The list's ETag: the compact form's differs, so a 304 never answers one form for the other. */
export const listEtag = (userUuid: string, version: number, form: ListForm) =>
  `"${userUuid}-${version}${form === 'rows' ? '-c' : ''}"`;

interface ListOf {
  deps: ListDeps;
  user: ListUser;
  form: ListForm;
}

/** The list as read at `version`; its compressed copies carried over only when its bytes are the same. */
function keep(
  { deps, user, form }: ListOf,
  version: number,
  json: Uint8Array<ArrayBuffer>,
  rows: CachedList['rows'],
  encoded: CachedList['encoded'] = {},
) {
  const entry: CachedList = { version, etag: listEtag(user.uuid, version, form), form, json, rows, encoded };
  deps.listCache.set(listKey(user.id, form), entry);
  return entry;
}

async function buildList(of: ListOf) {
  const { rows: result } = await of.deps.client.execute({
    sql: LIST_SQL_OF[of.form].withIds,
    args: [of.user.id],
  });
  const [row] = result;
  const json = bytesOf(row?.list);
  const ids = Float64Array.from(JSON.parse(String(row?.ids ?? '[]')) as number[]);
  const rows = splitRows(json, ids, of.form);
  return keep(of, Number(row?.version ?? of.user.wordsVersion), json, rows && { ids, starts: rows.starts });
}

// Past this many changed rows the whole list is built instead: each changed row comes over as a
// row of its own, dearer per word than json_group_array's (an import, a first list after a while).
const changedRowsLimit = (words: number) => 64 + (words >> 3);

async function changedRows({ deps, user, form }: ListOf, cached: CachedList, withIds: boolean) {
  const limit = changedRowsLimit(cached.rows?.ids.length ?? 0);
  const { rows } = await deps.client.execute({
    sql: withIds ? LIST_SQL_OF[form].changedWithIds : LIST_SQL_OF[form].changed,
    args: [user.id, cached.version, limit + 1],
  });
  const [head, ...changed] = rows;
  if (!head || head.version === null || changed.length > limit) return null;
  const words: ChangedRow[] = changed.map((row) => ({ id: Number(row.id), json: bytesOf(row.json) }));
  return { version: Number(head.version), count: head.count, words };
}

/** The cached list brought up to date from the rows changed since; null when it is cheaper whole. */
async function changedList(of: ListOf, cached: CachedList) {
  const index = cached.rows;
  if (!index) return null;
  let changed = await changedRows(of, cached, false);
  if (!changed) return null;
  if (changed.words.length === 0 && Number(changed.count) === index.ids.length)
    return keep(of, changed.version, cached.json, index, cached.encoded);
  let list = patchRows({ json: cached.json, ...index }, changed.words);
  // Fewer words than the cached ones and the new ones together: some were deleted. Which, only
  // every id can tell; asked again with the changed rows, so both come from one snapshot.
  if (list.ids.length !== Number(changed.count)) {
    changed = await changedRows(of, cached, true);
    if (!changed) return null;
    const present = new Set(JSON.parse(String(changed.count)) as number[]);
    list = patchRows({ json: cached.json, ...index }, changed.words, present);
    if (list.ids.length !== present.size) return null;
  }
  return keep(of, changed.version, list.json, { ids: list.ids, starts: list.starts });
}

/**
 * The list of the account read for this request, in `form`: its row carries the list version, so
 * an unchanged list costs no query at all.
 */
export async function wordsList(deps: ListDeps, user: ListUser, form: ListForm = 'json') {
  const of = { deps, user, form };
  const cached = deps.listCache.get(listKey(user.id, form));
  if (cached && cached.version === user.wordsVersion) return cached;
  return (cached && (await changedList(of, cached))) ?? buildList(of);
}
