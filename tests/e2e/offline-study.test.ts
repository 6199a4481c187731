// Studying offline in Chromium against the real server (docs/decisions/0031-offline-study.md):
// the learner opens the test and the media player online, the network is cut mid-session, scores
// are changed offline and wait (the banner counts them), the page is closed and the app reopened
// offline from what the device kept, the kept audio plays, a word is edited offline, and once the network is back
// the server holds every change once, in the order made. Needs `npm run build`.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../shared/api';
import type { OfflineBatchBody } from '../../shared/offline/batch';
import type { Word } from '../../shared/words/types';
import { addWord, signUp } from './learner';
import { openSharedStack, type SharedServer, type SharedStack } from './stack';

let server: SharedServer;
let browser: SharedStack;
let token: string;
/** Every score change that reached the server, in the order it came. */
const scoreCalls: string[] = [];
/** Each batch call's changes, `uuid=score` for a score. */
const batchCalls: string[][] = [];
/** Word edits that reached the server. */
let editCalls = 0;

async function savedWords(): Promise<Word[]> {
  const res = await fetch(`${server.url}/api/words/get/words`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Word[];
}

/** A tab signed in, recording every sound played and every score change it sends. */
async function openTab(path: string): Promise<Page> {
  const page = await browser.context.newPage();
  await page.addInitScript((signedIn) => {
    if (!localStorage.getItem('token')) localStorage.setItem('token', signedIn);
    // The page's own sending is under test here; Background Sync, whose worker the browser's
    // offline emulation does not reach, has its own test (background-sync.test.ts).
    delete (ServiceWorkerRegistration.prototype as { sync?: unknown }).sync;
    const played: string[] = [];
    Object.assign(window, { played });
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      played.push(this.src);
      return play.call(this);
    };
  }, token);
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/words/update/score/')) scoreCalls.push(path);
    // Scores sent from the outbox travel in batches (shared/offline/batch.ts): one call for a run.
    else if (path === `/api${paths.offlineChanges}`) {
      const { changes } = request.postDataJSON() as OfflineBatchBody;
      batchCalls.push(changes.map((c) => (c.kind === 'score' ? `${c.uuid}=${c.score}` : c.kind)));
    } else if (request.method() === 'PUT' && path.startsWith('/api/words/update/')) editCalls += 1;
  });
  await page.goto(`${server.url}${path}`);
  return page;
}

const shownWord = (page: Page) => page.getByRole('heading', { level: 2 }).textContent();
const scoreShown = (page: Page) => page.locator('.test-score [data-score]').getAttribute('data-score');
const banner = (page: Page) => page.locator('.offline-banner');
const plays = (page: Page) => page.evaluate(() => (window as unknown as { played: string[] }).played.length);

beforeAll(async () => {
  browser = await openSharedStack();
  server = browser.server;
  token = await signUp(server, 'offline@example.com');
  await addWord(server, token, 'apple', 'An apple a day keeps the doctor away.');
  await addWord(server, token, 'river', 'The river runs to the sea.');
});
afterAll(async () => {
  await browser?.close();
});

describe('studying offline', () => {
  it('keeps scores made offline, reopens offline, plays kept audio and sends every change once, in order', async () => {
    const page = await openTab('/words/test');
    // The service worker has precached the app and controls the page: it can open offline.
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.getByText('1 / 2').waitFor();
    const first = await shownWord(page);
    // Revealing speaks the word and its sentence: the device keeps that audio.
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => (window as unknown as { played: string[] }).played.length >= 2);

    await browser.context.setOffline(true);
    await banner(page).getByText('Offline', { exact: true }).waitFor();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await banner(page).getByText('Offline, 2 changes waiting').waitFor();
    expect(await scoreShown(page)).toBe('3');
    await page.keyboard.press('ArrowDown');
    await banner(page).getByText('Offline, 3 changes waiting').waitFor();
    expect(scoreCalls).toEqual([]);
    expect(batchCalls).toEqual([]);
    await page.close();

    // The app opened again with no network: the list, the scores changed offline and the count.
    const again = await openTab('/words/test');
    await again.getByText('1 / 2').waitFor();
    expect(await shownWord(again)).toBe(first);
    expect(await scoreShown(again)).toBe('2');
    await banner(again).getByText('Offline, 3 changes waiting').waitFor();
    // The kept audio plays offline.
    await again.keyboard.press('Enter');
    await again.waitForFunction(() => (window as unknown as { played: string[] }).played.length >= 2);
    expect(await plays(again)).toBeGreaterThanOrEqual(2);
    expect((await savedWords()).find((w) => w.word === first)?.score).toBe(1);
    // An edit made offline waits too, and the list shows it meanwhile.
    await again.getByRole('link', { name: 'List' }).click();
    await again
      .getByRole('button', { name: `Edit ${first}` })
      .first()
      .click();
    const dialog = again.getByRole('dialog', { name: 'Edit the word' });
    await dialog.getByLabel('Translation', { exact: true }).fill('kept offline');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await again.getByText('kept offline').waitFor();
    await banner(again).getByText('Offline, 4 changes waiting').waitFor();
    expect(editCalls).toBe(0);

    // The network comes back: the changes go in the order made, each once.
    await browser.context.setOffline(false);
    await banner(again).waitFor({ state: 'hidden' });
    const uuid = (await savedWords()).find((w) => w.word === first)?.uuid;
    expect(scoreCalls).toEqual([]);
    expect(batchCalls).toEqual([[`${uuid}=2`, `${uuid}=3`, `${uuid}=2`]]);
    const saved = (await savedWords()).find((w) => w.word === first);
    expect(saved?.score).toBe(2);
    expect(saved?.wordTranslation).toBe('kept offline');
    expect(editCalls).toBe(1);
    await again.close();
  });

  it('forgets everything kept on the device at sign-out', async () => {
    const page = await openTab('/words/test');
    await page.getByText('1 / 2').waitFor();
    await page.goto(`${server.url}/auth`);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForFunction(async () => {
      const names = await caches.keys();
      const dbs = await indexedDB.databases();
      const db = await new Promise<IDBDatabase>((resolve) => {
        const request = indexedDB.open('wordhoard-offline');
        request.onsuccess = () => resolve(request.result);
      });
      const count = await new Promise<number>((resolve) => {
        const request = db.transaction('kept').objectStore('kept').count();
        request.onsuccess = () => resolve(request.result);
      });
      db.close();
      return !names.includes('wordhoard-media') && dbs.length > 0 && count === 0;
    });
    await page.close();
  });
});
