// Who is signed in, and the data that belongs to them. The token is the one source of truth: the
// user is decoded from it, so the two can never disagree. Atoms live in jotai's default store so
// the api client (outside React) and the components read the same session.
import { atom, getDefaultStore } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { tokenClaims } from '../../../shared/accounts/token-claims';
import { isTokenUser } from '../../../shared/accounts/token-user';
import type { TokenUser } from '../../../shared/accounts/types';
import type { Preferences, ShownWord } from '../../../shared/words/types';
import { readText, removeKey, storageKeys, writeText } from './local-storage';

export const appStore = getDefaultStore();

/**
 * The token is kept as plain text under 'token' (not JSON), so the browser extension and the
 * server's tests read it as it is. Another tab signing in or out updates this one too.
 */
const tokenStorage = {
  getItem: (): string | null => readText(storageKeys.token) || null,
  setItem: (_key: string, token: string | null): void => {
    if (token) writeText(storageKeys.token, token);
    else removeKey(storageKeys.token);
  },
  removeItem: (): void => removeKey(storageKeys.token),
  subscribe: (key: string, callback: (token: string | null) => void) => {
    const onStorage = (event: StorageEvent) => {
      // A null key means another tab cleared the whole storage (logout).
      if (event.storageArea === localStorage && (event.key === key || event.key === null)) {
        callback(event.newValue || null);
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  },
};

export const tokenAtom = atomWithStorage<string | null>(storageKeys.token, null, tokenStorage, {
  getOnInit: true,
});

/** The user claim of a token, or null when there is no token or it is malformed. */
export function userFromToken(token: string | null): TokenUser | null {
  const user = token ? tokenClaims(token)?.user : null;
  return isTokenUser(user) ? user : null;
}

export const userAtom = atom((get) => userFromToken(get(tokenAtom)));

/**
 * A visitor part-way through registration or password reset (client-side roles -1, -2, -3):
 * the connection screen remembers the e-mail and the step between its tabs.
 */
export interface PendingUser {
  email: string;
  role: -1 | -2 | -3;
}
export const pendingUserAtom = atom<PendingUser | null>(null);

/**
 * The last registration whose password this tab had mailed. Unlike the pending user, which choosing
 * Register or Password Reset clears, it outlives a tab switch: registering the same address again
 * can then fall back on the password already mailed, and registering another address can drop the
 * abandoned one on the server (docs/decisions/0003).
 */
export interface MailedRegistration {
  email: string;
  /** Date.now() when the server confirmed the mail. */
  mailedAt: number;
  /** The register answer's proof that this tab asked for it: only it can cancel the registration. */
  cancelToken: string;
}
export const mailedRegistrationAtom = atom<MailedRegistration | null>(null);

export const preferencesAtom = atom<Preferences | null>(null);
export const wordsAtom = atom<ShownWord[]>([]);

/** Forgets the signed-in user and everything loaded for them (a 401, or logout). */
export function clearSession(): void {
  appStore.set(tokenAtom, null);
  appStore.set(pendingUserAtom, null);
  appStore.set(mailedRegistrationAtom, null);
  appStore.set(preferencesAtom, null);
  appStore.set(wordsAtom, []);
}

/**
 * Stores a renewed token only if the session it renews is still the one in force: a renewal that
 * answers after the learner signed out, or after another learner signed in (in this tab or
 * another), must not bring the old session back.
 */
export function storeRenewedToken(renewed: string, renewedFrom: string): boolean {
  const stored = readText(storageKeys.token);
  if (appStore.get(tokenAtom) !== renewedFrom || stored !== renewedFrom) return false;
  appStore.set(tokenAtom, renewed.trim());
  return true;
}
