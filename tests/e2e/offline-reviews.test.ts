// The test's "Due today" offline in Chromium against the real server
// (docs/decisions/0031-offline-study.md): today's queue is kept, the network is cut mid-session,
// two answers are given offline and wait, the page is closed and the app reopened offline without
// the answered words, the media player plays offline, and once the network is back the server
// holds each answer once, in the order given. Needs `npm run build`.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../shared/accounts/roles';
import { paths, type ReviewProgress } from '../../shared/api';
import type { OfflineBatchBody } from '../../shared/offline/batch';
import { addWord, signUp } from './learner';
import { answer, wordUuids } from './reviews';
import { openSharedStack, type SharedServer, type SharedStack } from './stack';

let server: SharedServer;
let browser: SharedStack;
let token: string;
/** The review answers that reached the server, in the order they came: word uuid each. */
const answersSent: string[] = [];
/** Calls that carried answers from the outbox, many at once. */
let batchCalls = 0;

async function progress(): Promise<ReviewProgress> {
  const res = await fetch(`${server.url}/api${paths.reviewProgress}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as ReviewProgress;
}

async function openTab(path: string): Promise<Page> {
  const page = await browser.context.newPage();
  await page.addInitScript((signedIn) => {
    localStorage.setItem('token', signedIn);
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
    if (request.method() !== 'POST') return;
    if (request.url().endsWith(`/api${paths.reviewAnswer}`))
      answersSent.push((request.postDataJSON() as { uuid: string }).uuid);
    // Answers sent from the outbox travel in batches (shared/offline/batch.ts).
    if (request.url().endsWith(`/api${paths.offlineChanges}`)) {
      batchCalls += 1;
      for (const change of (request.postDataJSON() as OfflineBatchBody).changes)
        if (change.kind === 'review') answersSent.push(change.answer.uuid);
    }
  });
  await page.goto(`${server.url}${path}`);
  return page;
}

const summary = (page: Page, text: string) =>
  page.locator('.review-bar__summary', { hasText: text }).waitFor();
const shownWord = (page: Page) => page.getByRole('heading', { level: 2 }).textContent();
const banner = (page: Page) => page.locator('.offline-banner');

beforeAll(async () => {
  browser = await openSharedStack();
  server = browser.server;
  token = await signUp(server, 'offline.reviews@example.com');
  for (const word of ['apple', 'river', 'stone']) await addWord(server, token, word, `A ${word} here.`);
  const uuids = await wordUuids(server, token);
  for (const word of ['apple', 'river'])
    await answer(server, token, uuids.get(word) as string, 3, Date.now() - 3 * DAY_MS);
});
afterAll(async () => {
  await browser?.close();
});

describe('"Due today" offline', () => {
  it('keeps answers given offline and sends each once, in order, when the network is back', async () => {
    const page = await openTab('/words/test');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await summary(page, '2 due · 1 new');

    // Revealed online: its word and sentence are spoken, and the device keeps their audio.
    const first = await shownWord(page);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => (window as unknown as { played: string[] }).played.length >= 2);
    await browser.context.setOffline(true);
    await page.keyboard.press('2');
    await summary(page, '1 due · 1 new');
    const second = await shownWord(page);
    expect(second).not.toBe(first);
    await page.keyboard.press('Enter');
    await page.keyboard.press('3');
    await banner(page).getByText('Offline, 2 changes waiting').waitFor();
    expect(answersSent).toEqual([]);
    await page.close();

    // Reopened offline: the kept queue without the two answered words, and the count kept.
    const again = await openTab('/words/test');
    await summary(again, '0 due · 1 new');
    expect(await shownWord(again)).toBe('stone');
    await banner(again).getByText('Offline, 2 changes waiting').waitFor();
    // The media player opens and plays offline too, from the audio kept of a word studied.
    await again.getByRole('link', { name: 'Media Player' }).click();
    await again.getByText('1 / 3').waitFor();
    for (let step = 0; step < 3 && (await shownWord(again)) !== first; step++)
      await again.getByRole('button', { name: 'Next word' }).click();
    expect(await shownWord(again)).toBe(first);
    await again.getByRole('button', { name: 'Play', exact: true }).click();
    await again.waitForFunction(() => (window as unknown as { played: string[] }).played.length >= 1);
    await again.getByRole('button', { name: 'Stop' }).click();

    await browser.context.setOffline(false);
    await banner(again).waitFor({ state: 'hidden' });
    const uuids = await wordUuids(server, token);
    expect(answersSent).toEqual([uuids.get(first ?? ''), uuids.get(second ?? '')]);
    expect(batchCalls).toBe(1);
    const today = (await progress()).perDay.at(-1);
    expect(today?.reviews).toBe(2);
    await again.close();
  });
});
