// A first visit cut off before the service worker took control (docs/decisions/0031-offline-study.md),
// in a fresh Chromium profile against the real server: the learner opens the app, the network goes
// at once, and they get the offline banner and, for a screen whose code never arrived, the chunk
// error page under it, with no uncaught error. The network back, the worker registers and keeps
// the app, which then opens offline. Needs `npm run build`.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addWord, signUp } from './learner';
import { openSharedStack, type SharedServer, type SharedStack } from './stack';

let server: SharedServer;
let browser: SharedStack;
let token: string;

beforeAll(async () => {
  browser = await openSharedStack();
  server = browser.server;
  token = await signUp(server, 'offline.first@example.com');
  await addWord(server, token, 'harbour', 'The boats rest in the harbour.');
});
afterAll(async () => {
  await browser?.close();
});

/** The browser's own logs of a request that found no network: not the app's errors. */
const NETWORK_LOG = /^Failed to load resource: net::ERR_INTERNET_DISCONNECTED$|fetching the script\.$/;

/** Uncaught errors and the console errors that are not the browser's network logs. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !NETWORK_LOG.test(message.text())) errors.push(message.text());
  });
  return errors;
}

const banner = (page: Page) => page.locator('.offline-banner');

describe('a first visit that goes offline before the service worker controls the page', () => {
  it('shows the offline banner and no uncaught error, then keeps the app once the network is back', async () => {
    const page = await browser.context.newPage();
    const errors = watchErrors(page);
    await page.addInitScript((signedIn) => {
      if (location.protocol === 'http:') localStorage.setItem('token', signedIn);
    }, token);
    await page.goto(`${server.url}/home`, { waitUntil: 'domcontentloaded' });
    await browser.context.setOffline(true);
    await banner(page).getByText('Offline', { exact: true }).waitFor();
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();

    // The words screen's code was never fetched: its chunk error page, under the banner.
    await page.getByRole('link', { name: 'My Words', exact: true }).click();
    await page.locator('[data-chunk-failure="error"]').waitFor();
    expect(await banner(page).textContent()).toBe('Offline');
    expect(errors).toEqual([]);

    // The network back: the worker registers and keeps the app; it controls the next start.
    await browser.context.setOffline(false);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.getByText('harbour').first().waitFor();
    await browser.context.setOffline(true);
    await page.goto(`${server.url}/words/list`);
    await page.getByText('harbour').first().waitFor();
    await banner(page).getByText('Offline', { exact: true }).waitFor();
    expect(errors).toEqual([]);
    await browser.context.setOffline(false);
    await page.close();
  });
});
