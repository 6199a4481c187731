// Send to Anki's tests: the AnkiConnect stand-in behind the address the extension calls
// (127.0.0.1:8765), reached with the extension's origin as a browser sends it, and the browser's
// grant to reach it.
import { vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ankiSettingsItem, DEFAULT_ANKI_SETTINGS } from '../../extension/lib/anki-settings';
import type { AnkiSettings } from '../../extension/lib/message-types';
import { ANKI_CONNECT_URL } from '../../shared/export/send-to-anki-texts';
import { type AnkiConnectStub, startAnkiConnect } from '../stubs/anki-connect';

// Bun's own fetch: the test page's (happy-dom) fetch stands for a web page, not for the
// extension's background, which no page's CORS rules bind.
const realFetch = Bun.fetch;

export const EXTENSION_ORIGIN = 'chrome-extension://wordhoardtestid';

/** Starts the stand-in; calls to AnkiConnect's address reach it, the rest the fetch in place. */
export async function startAnki(): Promise<AnkiConnectStub> {
  const anki = startAnkiConnect();
  await anki.listening;
  const otherFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (input: string | URL | Request, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.startsWith(ANKI_CONNECT_URL)) return otherFetch(input, init);
    const headers = new Headers(init.headers);
    headers.set('origin', EXTENSION_ORIGIN);
    // The page's AbortSignal is not Bun's: the time-out is left to the test's own.
    return realFetch(anki.url() + url.slice(ANKI_CONNECT_URL.length), { ...init, headers, signal: null });
  });
  return anki;
}

/** The browser's answer to permissions.contains for 127.0.0.1. */
export function grantAnkiPermission(granted = true) {
  return vi.spyOn(fakeBrowser.permissions, 'contains').mockResolvedValue(granted);
}

export async function switchAnkiOn(change: Partial<AnkiSettings> = {}): Promise<void> {
  await ankiSettingsItem.setValue({ ...DEFAULT_ANKI_SETTINGS, enabled: true, ...change });
}

export const decode = (base64: string): number[] => [...Buffer.from(base64, 'base64')];
