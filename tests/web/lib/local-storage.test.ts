// @vitest-environment jsdom
// (happy-dom, the project's default, does not emulate what this file checks: see vitest.config.ts.)
// Local storage helpers (SPEC §9 keys): a bad value never breaks a screen.
import { describe, expect, it, vi } from 'vitest';
import { WEB_SESSION_EVENT } from '../../../shared/accounts/web-session';
import { boolean, nullable, number, object, refined, string } from '../../../shared/shape';
import {
  clearAll,
  readJson,
  readText,
  removeKey,
  storageKeys,
  writeJson,
  writeText,
} from '../../../web/src/lib/local-storage';

const isCount = refined(number, (value) => value >= 0);
const settingsShape = object({ search: string, sort: object({ sortBy: number, inOrder: number }) });

describe('storage keys', () => {
  it('are the six names of the spec, and the named ones beside it', () => {
    const spec = [
      'cardMode',
      'displaySettings',
      'mediaPlayer_repeat',
      'mediaPlayer_sleep',
      'openSettings',
      'token',
    ];
    // Not in SPEC §9: the media player's further sentences (docs/decisions/0029-encounters.md).
    const beside = ['mediaPlayer_encounters'];
    expect(Object.values(storageKeys).sort()).toEqual([...spec, ...beside].sort());
  });
});

describe('readJson', () => {
  it('reads back what writeJson stored', () => {
    writeJson(storageKeys.displaySettings, { search: 'ha', sort: { sortBy: 2, inOrder: 0 } });
    expect(readJson(storageKeys.displaySettings, null, nullable(settingsShape))).toEqual({
      search: 'ha',
      sort: { sortBy: 2, inOrder: 0 },
    });
    expect(localStorage.getItem('displaySettings')).toBe('{"search":"ha","sort":{"sortBy":2,"inOrder":0}}');
  });

  it('gives the fallback for a missing key', () => {
    expect(readJson(storageKeys.openSettings, false, boolean)).toBe(false);
  });

  it('gives the fallback for text that is not JSON', () => {
    localStorage.setItem('mediaPlayer_repeat', '{oops');
    expect(readJson(storageKeys.mediaPlayerRepeat, 1, number)).toBe(1);
  });

  it('gives the fallback when the value has the wrong shape', () => {
    writeJson(storageKeys.mediaPlayerSleep, 'ten');
    expect(readJson(storageKeys.mediaPlayerSleep, 0, isCount)).toBe(0);
    writeJson(storageKeys.mediaPlayerSleep, 10);
    expect(readJson(storageKeys.mediaPlayerSleep, 0, isCount)).toBe(10);
  });

  it('gives the fallback when the browser refuses storage', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(readJson(storageKeys.cardMode, true, boolean)).toBe(true);
    expect(readText(storageKeys.token)).toBeNull();
  });
});

describe('text and removal', () => {
  it('keeps the token as plain text, and removes it', () => {
    writeText(storageKeys.token, 'a.b.c');
    expect(localStorage.getItem('token')).toBe('a.b.c');
    expect(readText(storageKeys.token)).toBe('a.b.c');
    removeKey(storageKeys.token);
    expect(readText(storageKeys.token)).toBeNull();
  });

  it('survives a full storage', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => writeJson(storageKeys.cardMode, true)).not.toThrow();
    expect(readJson(storageKeys.cardMode, false, boolean)).toBe(false);
  });
});

describe('the session event for the browser extension', () => {
  it('fires on this page when the token is stored, removed or the storage cleared, and not for other keys', () => {
    const heard = vi.fn();
    document.addEventListener(WEB_SESSION_EVENT, heard);
    try {
      writeText(storageKeys.token, 'a.token.value');
      removeKey(storageKeys.token);
      clearAll();
      writeText(storageKeys.cardMode, '1');
      expect(heard).toHaveBeenCalledTimes(3);
    } finally {
      document.removeEventListener(WEB_SESSION_EVENT, heard);
    }
  });
});
