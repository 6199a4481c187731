// The progress page offline in Chromium against the real server (docs/decisions/0031-offline-study.md):
// opened online, the device keeps its figures; with the network cut the page opens again from
// them, saying from when, with the offline banner; the network back, the server's figures replace
// them. Needs `npm run build`.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../shared/accounts/roles';
import { axeViolations } from './axe';
import { addWord, signUp } from './learner';
import { answer, serverNow, wordUuids } from './reviews';
import { openSharedStack, type SharedServer, type SharedStack } from './stack';

let server: SharedServer;
let browser: SharedStack;
let token: string;

beforeAll(async () => {
  browser = await openSharedStack();
  server = browser.server;
  token = await signUp(server, 'offline.progress@example.com');
  for (const word of ['harbour', 'meadow']) await addWord(server, token, word, `A ${word}.`);
  const uuids = await wordUuids(server, token);
  const now = await serverNow(server);
  for (const word of ['harbour', 'meadow'])
    await answer(server, token, uuids.get(word) as string, 3, now - DAY_MS);
});
afterAll(async () => {
  await browser?.close();
});

const figure = (page: Page, term: string) =>
  page
    .locator('.progress-figure', { has: page.locator('dt', { hasText: term }) })
    .locator('dd')
    .first();
const keptNote = (page: Page) => page.getByText(/^Offline: your progress as of /);

describe('the progress page offline', () => {
  it('opens from the figures kept on the device, says from when, and takes the server’s once online', async () => {
    const page = await browser.context.newPage();
    await page.addInitScript((signedIn) => localStorage.setItem('token', signedIn), token);
    await page.goto(`${server.url}/progress`);
    // The service worker controls the page: the app itself opens offline.
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await figure(page, 'Days studied').waitFor();
    expect(await figure(page, 'Days studied').textContent()).toBe('1 day');
    expect(await keptNote(page).count()).toBe(0);

    await browser.context.setOffline(true);
    await page.reload();
    await keptNote(page).waitFor();
    expect(await figure(page, 'Days studied').textContent()).toBe('1 day');
    await page.locator('.offline-banner').getByText('Offline', { exact: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // A review given elsewhere meanwhile: once online, the page shows the server's figures.
    const uuids = await wordUuids(server, token);
    await answer(server, token, uuids.get('harbour') as string, 3, await serverNow(server));
    await browser.context.setOffline(false);
    await keptNote(page).waitFor({ state: 'detached' });
    await figure(page, 'Days studied').waitFor();
    expect(await figure(page, 'Days studied').textContent()).toBe('2 days');
    await page.close();
  });
});
