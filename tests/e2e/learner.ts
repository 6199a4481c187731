// A signed-up learner and a saved word through the real API, for end-to-end tests that need a
// signed-in screen with something on it.
import type { Page } from 'playwright-core';
import { animationsSettled } from './animations';
import type { RunningServer } from './server';

/** A server of the file's own or the shared one (stack.ts). */
type Server = Pick<RunningServer, 'url' | 'mailedPassword'>;

async function call(server: Server, path: string, init: RequestInit & { token?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  const response = await fetch(`${server.url}/api${path}`, { ...init, headers });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return response;
}

const json = (body: object) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** Registers and logs in; answers the learner's token. */
export async function signUp(server: Server, email: string): Promise<string> {
  await call(server, '/users/register', json({ email }));
  const login = await call(server, '/users/login', json({ email, password: server.mailedPassword(email) }));
  return login.text();
}

/** Saves a word with a sentence, so the study screens have something to show. */
export async function addWord(server: Server, token: string, word: string, sentence: string) {
  const form = new FormData();
  const fields = {
    word,
    sentence,
    wordTranslation: '',
    language: 'en-US',
    voice: 'en-US-Female',
    category: 'Nature',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  await call(server, '/words/add', { method: 'POST', body: form, token });
}

/** How a test opens the app: the window's width, and the local storage it starts from. */
export interface OpenAs {
  width?: number;
  height?: number;
  /** Local storage keys set beside the token (e.g. the spec's `openSettings`). */
  storage?: Record<string, string>;
}

/** An empty page of the app's origin, answered by the browser itself (no request reaches the server). */
const BLANK_PAGE = '<!doctype html><title>storage</title><link rel="icon" href="data:,">';

/** The screen a looking test loaded on a page (url, token, storage, state), while nothing else has. */
const lookedAt = new WeakMap<Page, string>();

/**
 * Starts the page on a fresh local storage holding only this token (signed out when empty) and the
 * given keys, at the given size: the caller then opens the screen it tests.
 *
 * The storage is written from an empty page of the app's origin, not from a screen of the app:
 * loading the app here only to leave it at once cost a whole page load (scripts, styles, the first
 * API requests) before every test that uses this. Local storage belongs to the origin, so the
 * screen the caller opens next reads the same storage.
 */
export async function startSignedIn(page: Page, server: Server, token: string, open: OpenAs = {}) {
  lookedAt.delete(page);
  await page.setViewportSize({ width: open.width ?? 1280, height: open.height ?? 900 });
  const blank = `${server.url}/__wordhoard-test-storage`;
  await page.route(blank, (route) => route.fulfill({ contentType: 'text/html', body: BLANK_PAGE }));
  try {
    await page.goto(blank);
  } finally {
    await page.unroute(blank);
  }
  await page.evaluate(
    ({ value, storage }) => {
      localStorage.clear();
      if (value) localStorage.setItem('token', value);
      for (const [key, item] of Object.entries(storage)) localStorage.setItem(key, item);
    },
    { value: token, storage: open.storage ?? {} },
  );
}

/** How openScreen shows a screen: OpenAs, the colour scheme, and whether the test only looks. */
export interface OpenScreen extends OpenAs {
  /** Emulated with reduced motion (no transitions half-way through a scan or a measure). */
  colorScheme?: 'light' | 'dark';
  /**
   * The test only looks at the screen (measures, scans) and leaves it as it found it: the next
   * looking test of the same screen, learner and storage may then take it as it is, at its own
   * size and scheme, instead of loading the whole app again. The app follows a resized window and
   * a changed scheme as a learner's browser does (CSS media queries; useMediaQuery listens to
   * them), so what is measured is the screen at that size. A test that clicks or types leaves
   * this out: its load is never reused.
   */
  lookOnly?: boolean;
  /**
   * What a looking test does to the screen and leaves it in (say, a tab it clicks, which clicking
   * again does not change): the next looking test with the same state may take the screen as that
   * one left it. Left out, the screen is taken only as it was loaded.
   */
  state?: string;
}

/** Opens `path` signed in as `token` (signed out when empty): startSignedIn, then the screen. */
export async function openScreen(
  page: Page,
  server: Server,
  token: string,
  path: string,
  open: OpenScreen = {},
) {
  const url = `${server.url}${path}`;
  const key = JSON.stringify([url, token, open.storage ?? {}, open.state ?? '']);
  if (open.colorScheme) await page.emulateMedia({ colorScheme: open.colorScheme, reducedMotion: 'reduce' });
  if (open.lookOnly && lookedAt.get(page) === key && page.url() === url) {
    await page.setViewportSize({ width: open.width ?? 1280, height: open.height ?? 900 });
    // The new size or scheme starts the screen's CSS transitions (the navbar's colours take
    // 0.15 s): look once they have ended, at what a load at this size and scheme shows.
    await animationsSettled(page);
    return;
  }
  await startSignedIn(page, server, token, open);
  await page.goto(url);
  if (open.lookOnly) lookedAt.set(page, key);
}
