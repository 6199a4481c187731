// Client caches of SPEC §3: images by picture id and audio by audio id. Ids are content
// hashes, so a cached entry never goes stale; it is dropped when its word is deleted. Entries
// are object URLs (cheaper than data URLs for audio and large pictures) shared by every screen.
import { fetchMediaBlob } from './words-api';

type Kind = 'image' | 'audio';
const cache = new Map<string, Promise<string>>();
const key = (kind: Kind, id: string) => `${kind}:${id}`;

/** An object URL for the media, fetched once and shared; rejects when the fetch fails. */
export function mediaUrl(kind: Kind, userId: number, id: string): Promise<string> {
  const k = key(kind, id);
  let entry = cache.get(k);
  if (!entry) {
    entry = fetchMediaBlob(kind, userId, id).then((blob) => URL.createObjectURL(blob));
    // A failed fetch is not cached: the next attempt tries again.
    entry.catch(() => cache.delete(k));
    cache.set(k, entry);
  }
  return entry;
}

/** Starts fetching in the background (the next item of the player), ignoring failures. */
export function prefetchMedia(kind: Kind, userId: number, id: string): void {
  if (id) mediaUrl(kind, userId, id).catch(() => undefined);
}

/** Forgets a deleted word's picture and audio and frees their memory. */
export function dropMedia(ids: { picture?: string; speechWord?: string; speechSentence?: string }): void {
  const entries: [Kind, string | undefined][] = [
    ['image', ids.picture],
    ['audio', ids.speechWord],
    ['audio', ids.speechSentence],
  ];
  for (const [kind, id] of entries) {
    if (!id) continue;
    const entry = cache.get(key(kind, id));
    cache.delete(key(kind, id));
    entry?.then((url) => URL.revokeObjectURL(url)).catch(() => undefined);
  }
}

/** Empties both caches (logout). */
export function clearMediaCache(): void {
  for (const entry of cache.values()) entry.then((url) => URL.revokeObjectURL(url)).catch(() => undefined);
  cache.clear();
}
