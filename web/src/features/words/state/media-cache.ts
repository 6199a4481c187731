// Client caches of SPEC §3: images by picture id and audio by audio id. Ids are content
// hashes, so a cached entry never goes stale; it is dropped when its word is deleted. Entries
// are object URLs (cheaper than data URLs for audio and large pictures) shared by every screen.
// The cache is bounded by the bytes of the blobs it holds (MEDIA_CACHE_MAX_BYTES): going through
// a long list does not keep every picture alive. What it drops is revoked, so the browser frees
// the blob; a screen that shows it again asks for it again.
import { API_BASE, paths } from '../../../../../shared/api';
import { MEDIA_CACHE_MAX_BYTES } from '../../../../../shared/words/picture';
import { BytesBoundedCache } from '../../../lib/bytes-bounded-cache';
import { keepMedia, keptMedia } from '../../../lib/offline/kept-media';
import { fetchMediaBlob } from './words-api';

type Kind = 'image' | 'audio';
interface Entry {
  url: string;
  bytes: number;
}

const stored = new BytesBoundedCache<string, Entry>(
  MEDIA_CACHE_MAX_BYTES,
  // An empty blob still holds a URL: count it as one byte so that it too has a size.
  (entry) => Math.max(1, entry.bytes),
  (entry) => URL.revokeObjectURL(entry.url),
);
/** Fetches under way, so two screens asking at once share one request. */
const pending = new Map<string, Promise<string>>();
const key = (kind: Kind, id: string) => `${kind}:${id}`;

/** The media from the device's kept copy, or fetched and kept for offline (decision 0031). */
async function deviceOrServerBlob(kind: Kind, userId: number, id: string): Promise<Blob> {
  const url = API_BASE + (kind === 'image' ? paths.image(userId, id) : paths.audio(userId, id));
  const kept = await keptMedia(url);
  if (kept) return kept;
  const blob = await fetchMediaBlob(kind, userId, id);
  void keepMedia(url, blob);
  return blob;
}

/** An object URL for the media, fetched once and shared; rejects when the fetch fails. */
export function mediaUrl(kind: Kind, userId: number, id: string): Promise<string> {
  const k = key(kind, id);
  const known = stored.get(k);
  if (known) return Promise.resolve(known.url);
  let entry = pending.get(k);
  if (!entry) {
    entry = deviceOrServerBlob(kind, userId, id).then((blob) => {
      const url = URL.createObjectURL(blob);
      // Only a fetch still wanted is kept: a word deleted or a logout meanwhile dropped it (and
      // revokes its URL, dropPending).
      if (pending.get(k) === entry) {
        pending.delete(k);
        stored.set(k, { url, bytes: blob.size });
      }
      return url;
    });
    // A failed fetch is not cached: the next attempt tries again.
    entry.catch(() => {
      if (pending.get(k) === entry) pending.delete(k);
    });
    pending.set(k, entry);
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
    const k = key(kind, id);
    dropPending(k);
    stored.delete(k);
  }
}

/** A fetch under way that is no longer wanted: its URL is revoked as soon as it comes. */
function dropPending(k: string): void {
  const entry = pending.get(k);
  pending.delete(k);
  entry?.then((url) => URL.revokeObjectURL(url)).catch(() => undefined);
}

/** Empties both caches (logout). */
export function clearMediaCache(): void {
  for (const k of [...pending.keys()]) dropPending(k);
  stored.clear();
}
