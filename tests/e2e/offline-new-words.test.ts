// New words added offline in Chromium against the real server (docs/decisions/0031-offline-study.md):
// a word is added and edited with the network cut, shows at once as waiting, the browser is closed
// and started again offline and still shows it; back online, the add's answer is lost on the way
// (the server took it) and the app is closed mid-send; the next start sends it again under the
// same Idempotency-Key, and the server holds the word once, with the edit. Needs `npm run build`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEW_WORD_WAITING_MARK, offlineAddKept } from '../../shared/offline/new-words';
import type { Word } from '../../shared/words/types';
import { addWord, signUp } from './learner';
import { cutNetwork, launchOnProfile } from './profile-browser';
import { type RunningServer, startServer, stopAndClean } from './server';

let server: RunningServer;
let token: string;
let context: BrowserContext | undefined;
const profile = mkdtempSync(join(tmpdir(), 'wordhoard-offline-adds-'));
/** The Idempotency-Key of every add the browser sent. */
const addKeys: string[] = [];

/** Chromium on the one profile this test closes and starts again (what the device kept survives). */
async function startBrowser(offline: boolean): Promise<BrowserContext> {
  context = await launchOnProfile(profile, offline, token);
  context.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/words/add')
      addKeys.push(request.headers()['idempotency-key'] ?? '');
  });
  return context;
}

async function savedWords(): Promise<Word[]> {
  const res = await fetch(`${server.url}/api/words/get/words`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Word[];
}

const banner = (page: Page) => page.locator('.offline-banner');
const waitingMarks = (page: Page) => page.locator('.waiting-mark', { hasText: NEW_WORD_WAITING_MARK });

beforeAll(async () => {
  server = await startServer();
  token = await signUp(server, 'offline.adds@example.com');
  await addWord(server, token, 'apple', 'An apple a day keeps the doctor away.');
});
afterAll(async () => {
  await context?.close();
  rmSync(profile, { recursive: true, force: true });
  if (server) await stopAndClean(server);
});

describe('a new word added offline', () => {
  it('is kept through a closed browser, and the server holds it once, with its edit, after a lost answer', async () => {
    const browser = await startBrowser(false);
    const page = await browser.newPage();
    await page.goto(`${server.url}/words/list`);
    // The service worker has precached the app and controls the page: it can open offline.
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.getByText('apple').first().waitFor();

    await cutNetwork(browser, true);
    // The service worker's own requests are beyond the emulation: the server goes away too.
    await server.stop();
    await banner(page).getByText('Offline', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'ADD' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a word' });
    await dialog.getByLabel('Word', { exact: true }).fill('harbour');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await page.getByText(offlineAddKept('harbour')).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await waitingMarks(page).waitFor();
    await banner(page).getByText('Offline, 1 change waiting').waitFor();
    // An edit of the waiting word waits behind its add.
    await page.getByRole('button', { name: 'Edit harbour' }).first().click();
    const edit = page.getByRole('dialog', { name: 'Edit the word' });
    await edit.getByLabel('Translation', { exact: true }).fill('port');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'hidden' });
    await banner(page).getByText('Offline, 2 changes waiting').waitFor();
    expect(addKeys).toEqual([]);
    await browser.close();

    // The browser started again with no network: the word is still there, still waiting.
    const again = await startBrowser(true);
    const reopened = await again.newPage();
    await reopened.goto(`${server.url}/words/list`);
    await reopened.getByText('port').waitFor();
    await waitingMarks(reopened).waitFor();
    await banner(reopened).getByText('Offline, 2 changes waiting').waitFor();

    // Online: the server takes the add, but its answer never reaches the app, which is closed
    // while the add is still on its way (its claim on the change left behind, never released).
    await server.restart();
    let lost = false;
    let online = false;
    const closed = new Promise((resolve) => reopened.once('close', resolve));
    await again.route('**/api/words/add', async (route) => {
      if (!online) return route.abort('internetdisconnected');
      if (lost) return route.fallback();
      await route.fetch();
      lost = true;
      await closed;
      await route.abort('connectionreset').catch(() => undefined);
    });
    online = true;
    await cutNetwork(again, false);
    await expect.poll(() => lost, { timeout: 60_000 }).toBe(true);
    await reopened.close();
    await again.unroute('**/api/words/add');
    expect((await savedWords()).filter((w) => w.word === 'harbour')).toHaveLength(1);

    // The next start sends what still waits, at once (the closed page's claim is a dead sender's):
    // the add again (same key, same word) and the edit.
    const last = await again.newPage();
    await last.goto(`${server.url}/words/list`);
    await last.getByText('harbour').first().waitFor();
    await banner(last).waitFor({ state: 'hidden' });
    await expect.poll(async () => waitingMarks(last).count(), { timeout: 30_000 }).toBe(0);
    // The lost add and its resend, at least; the service worker's sync may try too, since the
    // browser fires it whenever the machine's real network is there. Every try names one key.
    expect(addKeys.length).toBeGreaterThanOrEqual(2);
    expect(new Set(addKeys).size).toBe(1);
    const harbours = (await savedWords()).filter((w) => w.word === 'harbour');
    expect(harbours).toHaveLength(1);
    expect(harbours[0]?.wordTranslation).toBe('port');
    expect(harbours[0]?.speechWord).not.toBe('');
  }, 240_000);
});
