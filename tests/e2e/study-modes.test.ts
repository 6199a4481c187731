// The study modes in Chromium against the real server (SPEC §2 "Media player", "Test mode", §4):
// the media player plays two spoken words through in order and wraps; the test reveals, scores
// with a key and with a touch swipe, and the score is still there after a reload.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Word } from '../../shared/words/types';
import { openSharedStack, type SharedServer, type SharedStack } from './stack';

let server: SharedServer;
let browser: SharedStack;
let token: string;

async function call(path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return fetch(`${server.url}/api${path}`, { ...init, headers });
}

const json = (body: unknown): RequestInit => ({
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

async function signUp(email: string): Promise<string> {
  expect((await call('/users/register', { method: 'POST', ...json({ email }) })).status).toBe(200);
  const password = server.mailedPassword(email);
  const res = await call('/users/login', { method: 'POST', ...json({ email, password }) });
  expect(res.status).toBe(200);
  return res.text();
}

async function addWord(word: string, wordTranslation: string, sentence: string) {
  const form = new FormData();
  const fields = { word, wordTranslation, sentence, sentenceTranslation: '', language: 'en-US' };
  for (const [key, value] of Object.entries({ ...fields, voice: 'en-US-Female', highQuality: 'false' })) {
    form.append(key, value);
  }
  form.append('category', 'Nature');
  const res = await call('/words/add', { method: 'POST', body: form });
  expect(res.status).toBe(201);
}

async function savedWords(): Promise<Word[]> {
  const res = await call('/words/get/words');
  expect(res.status).toBe(200);
  return (await res.json()) as Word[];
}

interface Played {
  src: string;
  title: string | null;
}

/**
 * A tab signed in with the token. Every play() of an audio element is recorded with its source and
 * the word the lock screen shows at that moment (the Media Session title), so the test reads what
 * was heard and in which order.
 */
async function openTab(path: string): Promise<Page> {
  const page = await browser.context.newPage();
  await page.addInitScript((signedIn) => {
    localStorage.setItem('token', signedIn);
    const played: { src: string; title: string | null }[] = [];
    Object.assign(window, { played });
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      played.push({ src: this.src, title: navigator.mediaSession.metadata?.title ?? null });
      return play.call(this);
    };
  }, token);
  await page.goto(`${server.url}${path}`);
  return page;
}

const playedIn = (page: Page) =>
  page.evaluate(() => (window as unknown as { played: { src: string; title: string | null }[] }).played);

async function waitForPlays(page: Page, count: number): Promise<Played[]> {
  await page.waitForFunction((n) => (window as unknown as { played: unknown[] }).played.length >= n, count, {
    timeout: 45_000,
  });
  return playedIn(page);
}

const shownWord = (page: Page) => page.getByRole('heading', { level: 2 }).textContent();
const scoreShown = (page: Page) => page.locator('.test-score [data-score]').getAttribute('data-score');

beforeAll(async () => {
  browser = await openSharedStack();
  server = browser.server;
  token = await signUp('study@example.com');
  await addWord('apple', 'manzana', 'An apple a day keeps the doctor away.');
  await addWord('river', 'río', 'The river runs to the sea.');
  // Twice the speech speed keeps the run short.
  const preferences = await (await call('/preferences')).json();
  expect(
    (await call('/preferences', { method: 'PATCH', ...json({ ...preferences, rateSpeech: 2 }) })).status,
  ).toBe(200);
});
afterAll(async () => {
  await browser?.close();
});

describe('the media player', () => {
  it('plays word, sentence, word for each of the two words in order, then wraps to the first', async () => {
    const page = await openTab('/words/media-player');
    await page.getByText('1 / 2').waitFor();
    const first = await shownWord(page);
    const second = first === 'apple' ? 'river' : 'apple';
    expect(await page.evaluate(() => navigator.mediaSession.metadata?.title)).toBe(first);

    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await page.getByText('2 / 2').waitFor({ timeout: 30_000 });
    expect(await shownWord(page)).toBe(second);
    const played = await waitForPlays(page, 7);
    await page.getByText('1 / 2').waitFor();

    // The lock screen names the word being heard. (Its title follows the screen a moment after a
    // word's first sound starts, so the sounds after the first of each word are the ones compared.)
    const heard = played.map((entry) => entry.title);
    expect(heard.slice(0, 3)).toEqual([first, first, first]);
    expect(heard.slice(4, 6)).toEqual([second, second]);
    const [w1, s1, again1, w2, s2, again2, wrapped] = played.map((entry) => entry.src);
    // Word, sentence, then the word again (repeat 1); each word has its own audio.
    expect(s1).not.toBe(w1);
    expect(again1).toBe(w1);
    expect(s2).not.toBe(w2);
    expect(again2).toBe(w2);
    expect(w2).not.toBe(w1);
    expect(wrapped).toBe(w1);

    await page.getByRole('button', { name: 'Stop' }).click();
    await page.getByRole('button', { name: 'Play', exact: true }).waitFor();
    await page.close();
  });
});

describe('the test', () => {
  it('reveals the answer, scores with ArrowUp and a touch swipe, and keeps the score', async () => {
    const page = await openTab('/words/test');
    await page.getByText('1 / 2').waitFor();
    const word = await shownWord(page);
    const translation = word === 'apple' ? 'manzana' : 'río';
    expect(await page.getByText(translation, { exact: true }).count()).toBe(0);

    await page.keyboard.press('Enter');
    await page.getByText(translation, { exact: true }).waitFor();
    // Revealing speaks the word, then the sentence.
    const played = await waitForPlays(page, 2);
    expect(played[1]?.src).not.toBe(played[0]?.src);

    expect(await scoreShown(page)).toBe('1');
    const keySaved = page.waitForResponse((res) => res.url().includes('/words/update/score/'));
    await page.keyboard.press('ArrowUp');
    expect((await keySaved).status()).toBe(200);
    expect(await scoreShown(page)).toBe('2');

    // A finger swiping up the card.
    const box = await page.getByRole('article').boundingBox();
    if (!box) throw new Error('the card is not on screen');
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    const touch = await page.context().newCDPSession(page);
    const swipeSaved = page.waitForResponse((res) => res.url().includes('/words/update/score/'));
    await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    for (let step = 1; step <= 5; step++) {
      await touch.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x, y: y - step * 15 }],
      });
    }
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    expect((await swipeSaved).status()).toBe(200);
    expect(await scoreShown(page)).toBe('3');

    await page.reload();
    await page.getByText('1 / 2').waitFor();
    expect(await shownWord(page)).toBe(word);
    expect(await scoreShown(page)).toBe('3');
    expect((await savedWords()).find((saved) => saved.word === word)?.score).toBe(3);
    await page.close();
  });

  it('logged no console errors', () => {
    expect(browser.consoleErrors).toEqual([]);
  });
});
