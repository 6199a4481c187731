// The browser's local storage, as the app uses it (SPEC §9 names the keys). Reads never throw:
// a value another version of the app (or a person in dev tools) left behind that does not parse
// or does not have the expected shape falls back to the default instead of breaking a screen.
import { WEB_SESSION_EVENT } from '../../../shared/accounts/web-session';
import { orDefault, type Shape } from '../../../shared/shape';

export const storageKeys = {
  token: 'token',
  displaySettings: 'displaySettings',
  openSettings: 'openSettings',
  cardMode: 'cardMode',
  mediaPlayerRepeat: 'mediaPlayer_repeat',
  mediaPlayerSleep: 'mediaPlayer_sleep',
  /** Not in SPEC §9: whether the player plays a word's further sentences after the main one. */
  mediaPlayerEncounters: 'mediaPlayer_encounters',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

/** Local storage itself, or null where it is unavailable (private modes, blocked cookies). */
function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The raw text under a key (the token is kept as plain text, not JSON). */
export function readText(key: StorageKey): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Tells the extension's content script on this page that the session changed (shared/accounts/web-session.ts). */
function announceSession(key: StorageKey | null): void {
  if (key !== null && key !== storageKeys.token) return;
  globalThis.document?.dispatchEvent(new Event(WEB_SESSION_EVENT));
}

export function writeText(key: StorageKey, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch {
    // Quota exceeded or storage blocked: the app keeps working with its in-memory state.
  }
  announceSession(key);
}

/** The JSON value under a key, or `fallback` when it is missing, is not JSON, or is not of `shape`. */
export function readJson<T>(key: StorageKey, fallback: T, shape: Shape<T>): T {
  const text = readText(key);
  if (text === null) return fallback;
  try {
    return orDefault(JSON.parse(text), shape, fallback);
  } catch {
    return fallback;
  }
}

export function writeJson(key: StorageKey, value: unknown): void {
  writeText(key, JSON.stringify(value));
}

export function removeKey(key: StorageKey): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to do: see writeText.
  }
  announceSession(key);
}

/** Empties the app's storage, as logout does (SPEC §4 Session). */
export function clearAll(): void {
  try {
    storage()?.clear();
  } catch {
    // Nothing to do: see writeText.
  }
  announceSession(null);
}
