// The words lists kept in memory, bounded in bytes (LIST_CACHE_MB): the JSON of each learner's
// list and every compressed copy made of it count, so the server's memory stays within the bound
// however many learners open their list. The least recently used list goes first; a learner whose
// list went is served by building it again, as after any change to it.
import { LRUCache } from 'lru-cache';
import type { Encoding } from '../../http/encoding';

export interface CachedList {
  version: number;
  etag: string;
  json: Uint8Array<ArrayBuffer>;
  /** Compressed once per version and encoding, on first demand. */
  encoded: Readonly<Partial<Record<Encoding, Uint8Array<ArrayBuffer>>>>;
}

/** What an entry costs besides its bytes (the object, its tag, the cache's own links), rounded up. */
const ENTRY_OVERHEAD_BYTES = 512;

export const listBytes = (list: CachedList): number =>
  Object.values(list.encoded).reduce((sum, bytes) => sum + (bytes?.byteLength ?? 0), list.json.byteLength) +
  ENTRY_OVERHEAD_BYTES;

export type ListCache = LRUCache<number, CachedList>;

/** A list larger than the whole bound is answered but not kept (lru-cache refuses to store it). */
export const createListCache = (maxBytes: number): ListCache =>
  new LRUCache<number, CachedList>({ maxSize: maxBytes, sizeCalculation: listBytes });
