// The words lists kept in memory, bounded in bytes (LIST_CACHE_MB): the JSON of each learner's
// list, where its rows start and their ids, and every compressed copy made of it count, so the server's memory stays within the bound
// however many learners open their list. The least recently used list goes first; a learner whose
// list went is served by building it again, as after any change to it.
import { LRUCache } from 'lru-cache';
import type { Encoding } from '../../http/encoding';
import type { ListRows } from './list-rows';
import type { ListForm } from './list-sql';

export interface CachedList {
  /** The learner's words_version the list was read at (its rows' list_seq are at most one above). */
  version: number;
  etag: string;
  /** Which form `json` holds: the list's JSON, or the compact form's rows (without its keys). */
  form: ListForm;
  json: Uint8Array<ArrayBuffer>;
  /** Where each row is, to bring the list up to date from the changed rows; null: rebuild it whole. */
  rows: Omit<ListRows, 'json'> | null;
  /** Compressed once per version and encoding, on first demand. */
  encoded: Readonly<Partial<Record<Encoding, Uint8Array<ArrayBuffer>>>>;
}

/** What an entry costs besides its bytes (the object, its tag, the cache's own links), rounded up. */
const ENTRY_OVERHEAD_BYTES = 512;

export const listBytes = (list: CachedList): number =>
  Object.values(list.encoded).reduce((sum, bytes) => sum + (bytes?.byteLength ?? 0), list.json.byteLength) +
  (list.rows ? list.rows.ids.byteLength + list.rows.starts.byteLength : 0) +
  ENTRY_OVERHEAD_BYTES;

/** A learner's list in one form: the two forms are kept, bounded and dropped each on its own. */
export const listKey = (userId: number, form: ListForm) => `${userId}:${form}`;

export type ListCache = LRUCache<string, CachedList>;

/**
 * The share of the bound that, once dropped, makes the runtime collect. A list's bytes (and the
 * text SQLite built it from) live mostly outside the JavaScript heap, where the collector does not
 * count them: measured here, 12 learners' lists of 10,000 words through a 32 MB cache left the
 * process 65 MB larger than its cache until a collection gave it back; collecting after each
 * eighth of the bound dropped, it stayed within 5 MB of it. At the default bound that is one
 * collection (a few ms on this heap) per six lists or so built for learners whose list had gone.
 */
const COLLECT_AFTER_SHARE = 1 / 8;

/** A list larger than the whole bound is answered but not kept (lru-cache refuses to store it). */
export function createListCache(maxBytes: number): ListCache {
  let dropped = 0;
  return new LRUCache<string, CachedList>({
    maxSize: maxBytes,
    sizeCalculation: listBytes,
    disposeAfter(list, _userId, reason) {
      // A list replaced by itself with one more compressed copy frees nothing.
      if (reason !== 'evict' && reason !== 'delete') return;
      dropped += listBytes(list);
      if (dropped < maxBytes * COLLECT_AFTER_SHARE) return;
      dropped = 0;
      // At once: a collection merely scheduled (Bun.gc(false)) left the process as large.
      Bun.gc(true);
    },
  });
}
