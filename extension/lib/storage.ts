// Everything the extension keeps, declared once. Each item has a fallback (so a fresh install reads
// sensible values) and a version (so a later shape change ships a migration instead of a crash).
// Values are read back through the validators below: storage is a boundary like any other.
import { storage } from 'wxt/utils/storage';
import type { TokenUser, Word } from '../../shared/api';
import { BUILT_APP_URL, httpOrigin } from './app-url';

/** A selection waiting to be added to the user's words. */
export interface PendingSave {
  id: string;
  /** The trimmed selection, already checked against the word rules. */
  word: string;
  sourceUrl: string;
  sourceTitle: string;
  /** ISO timestamp of the click. */
  savedAt: string;
}

/** Origin of the Wordhoard server; the build's APP_URL until the user picks another. */
export const serverUrlItem = storage.defineItem<string>('local:serverUrl', {
  fallback: BUILT_APP_URL,
  version: 1,
});

/** The bearer token the API issued at login, null when signed out. */
export const tokenItem = storage.defineItem<string | null>('local:token', { fallback: null, version: 1 });

/** The user claim decoded from the token, kept beside it so the popup opens without decoding. */
export const userItem = storage.defineItem<TokenUser | null>('local:user', { fallback: null, version: 1 });

/** The user's words as last fetched, for the duplicate check before a save. */
export const wordsCacheItem = storage.defineItem<Word[]>('local:wordsCache', { fallback: [], version: 1 });

/** Saves not yet sent to the server, oldest first. */
export const saveQueueItem = storage.defineItem<PendingSave[]>('local:saveQueue', {
  fallback: [],
  version: 1,
});

/** The stored server origin, or the build's one when the stored value is not an http(s) URL. */
export async function readServerUrl(): Promise<string> {
  return httpOrigin(await serverUrlItem.getValue()) ?? BUILT_APP_URL;
}

/** True when a stored value has the fields the popup and the API calls rely on. */
export function isTokenUser(value: unknown): value is TokenUser {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  return (
    typeof user.id === 'number' &&
    typeof user.role === 'number' &&
    typeof user.name === 'string' &&
    typeof user.email === 'string'
  );
}
