// Background Sync in Chromium against the real server (docs/decisions/0031-offline-study.md): a word
// is added offline and the app is closed; with no page of the app open, the service worker's `sync`
// event (fired through the DevTools protocol, as the browser fires it when the network is back)
// sends it from the worker. The app opened afterwards shows it saved, and nothing was sent twice.
// Needs `npm run build`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offlineAddKept } from '../../shared/offline/new-words';
import type { Word } from '../../shared/words/types';
import { SYNC_TAG } from '../../web/src/lib/offline/background-sync';
import { addWord, signUp } from './learner';
import { cutNetwork, launchOnProfile } from './profile-browser';
import { type RunningServer, startServer, stopAndClean } from './server';

let server: RunningServer;
let token: string;
let context: BrowserContext | undefined;
const profile = mkdtempSync(join(tmpdir(), 'wordhoard-background-sync-'));
/** Every add that left the browser: whether the service worker sent it. */
const adds: { fromWorker: boolean }[] = [];

async function savedWords(): Promise<Word[]> {
  const res = await fetch(`${server.url}/api/words/get/words`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Word[];
}

beforeAll(async () => {
  server = await startServer();
  token = await signUp(server, 'background.sync@example.com');
  await addWord(server, token, 'apple', 'An apple a day keeps the doctor away.');
});
afterAll(async () => {
  await context?.close();
  rmSync(profile, { recursive: true, force: true });
  if (server) await stopAndClean(server);
});

describe('Background Sync', () => {
  it('sends a word added offline from the service worker, with the app closed', async () => {
    context = await launchOnProfile(profile, false, token);
    context.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/words/add')
        adds.push({ fromWorker: request.serviceWorker() !== null });
    });
    const page = await context.newPage();
    await page.goto(`${server.url}/words/list`);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.getByText('apple').first().waitFor();

    await cutNetwork(context, true);
    // The worker's own requests are beyond the emulation, and a sync fires at once while the
    // machine is really online: the server goes away too, so that one finds no network.
    await server.stop();
    await page.getByRole('button', { name: 'ADD' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a word' });
    await dialog.getByLabel('Word', { exact: true }).fill('lantern');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await page.getByText(offlineAddKept('lantern')).waitFor();
    // The page asked for a sync under the outbox's tag.
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
              sync: { getTags(): Promise<string[]> };
            };
            return registration.sync.getTags();
          }),
        { timeout: 30_000 },
      )
      .toContain(SYNC_TAG);

    // The app is closed; the network comes back; the browser fires the sync at the worker.
    const blank = await context.newPage();
    await page.close();
    await server.restart();
    await cutNetwork(context, false);
    const cdp = await context.newCDPSession(blank);
    const registration = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r: { scopeURL: string }) => r.scopeURL.startsWith(server.url));
        if (ours) resolve(ours.registrationId);
      }),
    );
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.dispatchSyncEvent', {
      origin: server.url,
      registrationId: await registration,
      tag: SYNC_TAG,
      lastChance: false,
    });
    await expect
      .poll(async () => (await savedWords()).filter((w) => w.word === 'lantern').length, { timeout: 60_000 })
      .toBe(1);
    expect(adds).toEqual([{ fromWorker: true }]);
    // Its translation, left empty offline, was filled in by the server's translator as it was sent.
    expect((await savedWords()).find((w) => w.word === 'lantern')?.wordTranslation).toBe('linterna');

    // The app opened again finds nothing waiting, and shows the word as saved.
    const again = await context.newPage();
    await again.goto(`${server.url}/words/list`);
    await again.getByText('lantern').first().waitFor();
    await expect.poll(() => again.locator('.waiting-mark').count(), { timeout: 30_000 }).toBe(0);
    await again.locator('.offline-banner').waitFor({ state: 'hidden' });
    expect(adds).toHaveLength(1);
    expect((await savedWords()).filter((w) => w.word === 'lantern')).toHaveLength(1);
  });
});
