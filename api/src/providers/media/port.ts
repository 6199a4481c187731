// The media port: where pictures and audio live. `fs` (a folder, the default) or any S3-compatible
// store. Keys are `${userId}/${id}` with id a content hash, so a URL's bytes never change and can
// be cached immutably, and a user's media can be listed and deleted together.
import { createHash } from 'node:crypto';
import { badRequest } from '../../errors';

export interface StoredMedia {
  bytes: Uint8Array;
  mime: string;
}

export interface MediaStore {
  /** Stores the bytes under the key, replacing what was there. */
  put(key: string, bytes: Uint8Array, mime: string): Promise<void>;
  /** The bytes and type, or null when there is nothing under the key. */
  get(key: string): Promise<StoredMedia | null>;
  /** The bytes a chunk at a time, nothing when the key is absent; stores without it are read whole
   *  (`mediaChunks`). An export streams thousands of files through it. */
  chunks?(key: string): AsyncGenerator<Uint8Array>;
  /** Removes the key; removing an absent key is not an error. */
  delete(key: string): Promise<void>;
  /** Every key that starts with the prefix (e.g. `${userId}/`), sorted. */
  list(prefix: string): Promise<string[]>;
  /** Removes what a crash can leave behind besides whole keys (fs: temporary and lone type files); answers how many. */
  removeLeftovers?(): Promise<number>;
}

/** Content id: the first 32 hex digits (128 bits) of the bytes' SHA-256. */
export const contentId = (bytes: Uint8Array): string =>
  createHash('sha256').update(bytes).digest('hex').slice(0, 32);

export const mediaKey = (userId: string | number, id: string): string => `${userId}/${id}`;

// Letters, digits, '-' and '_' only: no dots, so no '..', no hidden or temporary file names, and
// nothing a file system or an S3 console treats specially.
const SEGMENT = '[A-Za-z0-9_-]{1,128}';
const KEY = new RegExp(`^${SEGMENT}(/${SEGMENT}){0,3}$`);
const PREFIX = new RegExp(`^(${SEGMENT}(/${SEGMENT}){0,3}/?)?$`);

export function assertMediaKey(key: string): void {
  if (!KEY.test(key)) throw badRequest('Invalid media key.', 'invalid_media_key');
}

export function assertMediaPrefix(prefix: string): void {
  if (!PREFIX.test(prefix)) throw badRequest('Invalid media key prefix.', 'invalid_media_key');
}

/** A stored file's bytes a chunk at a time where the store can, else whole; nothing when absent. */
export async function* mediaChunks(store: MediaStore, key: string): AsyncGenerator<Uint8Array> {
  if (store.chunks) {
    yield* store.chunks(key);
    return;
  }
  const stored = await store.get(key);
  if (stored) yield stored.bytes;
}
