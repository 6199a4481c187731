// The session: the user comes from the token's user claim, and only when it has the right shape.
import { describe, expect, it } from 'vitest';
import {
  appStore,
  clearSession,
  preferencesAtom,
  tokenAtom,
  userAtom,
  userFromToken,
  wordsAtom,
} from '../../../web/src/lib/session';
import { makeToken, sampleUser } from '../render-app';

describe('userFromToken', () => {
  it("decodes the token's user claim", () => {
    expect(userFromToken(makeToken())).toEqual(sampleUser);
  });

  it.each([
    ['no token', null],
    ['an empty token', ''],
    ['text that is not a JWT', 'not-a-jwt'],
    ['a payload that is not JSON', 'aGVhZA.bm90IGpzb24.c2ln'],
    ['a user of the wrong shape', makeToken({ ...sampleUser, role: 'admin' })],
    ['an empty user claim', makeToken(null)],
  ])('gives no user for %s', (_case, token) => {
    expect(userFromToken(token)).toBeNull();
  });
});

describe('tokenAtom', () => {
  it('is stored as plain text under token, and the user follows it', () => {
    const token = makeToken();
    appStore.set(tokenAtom, token);
    expect(localStorage.getItem('token')).toBe(token);
    expect(appStore.get(userAtom)?.name).toBe('Ada');
  });

  it('follows another tab signing out', () => {
    appStore.set(tokenAtom, makeToken());
    const unsubscribe = appStore.sub(tokenAtom, () => {});
    localStorage.removeItem('token');
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'token', newValue: null, storageArea: localStorage }),
    );
    expect(appStore.get(tokenAtom)).toBeNull();
    expect(appStore.get(userAtom)).toBeNull();
    unsubscribe();
  });
});

describe('clearSession', () => {
  it('forgets the token, the preferences and the words', () => {
    appStore.set(tokenAtom, makeToken());
    appStore.set(preferencesAtom, {
      speechLanguage: 'en-US',
      speechVoice: 'en-US-Female',
      sourceLanguage: 'en',
      targetLanguage: 'es',
      highQuality: false,
      rateSpeech: 1,
    });
    clearSession();
    expect(appStore.get(tokenAtom)).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(appStore.get(preferencesAtom)).toBeNull();
    expect(appStore.get(wordsAtom)).toEqual([]);
  });
});

describe('a renewed token', () => {
  it('is stored only while the session it renews is still in force', async () => {
    const { appStore, storeRenewedToken, tokenAtom } = await import('../../../web/src/lib/session');
    appStore.set(tokenAtom, 'old-token');
    // Another learner signs in (written straight to storage, as another tab or a test does).
    localStorage.setItem('token', 'someone-else');
    expect(storeRenewedToken('renewed-old', 'old-token')).toBe(false);
    expect(localStorage.getItem('token')).toBe('someone-else');

    localStorage.setItem('token', 'old-token');
    expect(storeRenewedToken('renewed-old', 'old-token')).toBe(true);
    expect(appStore.get(tokenAtom)).toBe('renewed-old');
  });
});

describe('a renewed token after a sign-out elsewhere', () => {
  it('is not stored when the token was removed meanwhile', async () => {
    const { appStore, storeRenewedToken, tokenAtom } = await import('../../../web/src/lib/session');
    appStore.set(tokenAtom, 'old-token');
    localStorage.removeItem('token');
    expect(storeRenewedToken('renewed-old', 'old-token')).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
  });
});
