// Issue 19's figures (docs/decisions/0031-offline-study.md) in Debian's Chromium against a real
// server, for a learner with 10,000 words:
// - the offline start of /words/list: the service worker controls the page, the network is cut
//   (context.setOffline), and the time from navigation to the list's rows drawn from what the
//   device kept (the list's 'words-list-interactive' mark), in turns with the reference page of
//   bench/web.ts (fetch 10,000 words, parse, sort, draw) in a second context that stays online;
// - sending 1,000 queued changes: 1,000 score changes queued offline by the app's own outbox
//   module, then the network back and the time until the server holds all 1,000 (read from its
//   database), in turns with the same 1,000 calls sent one at a time from here;
// - the service worker and offline code's gzip size on the words route (bench/offline-size.ts).
// `BENCH_ONLY=offline bun bench/run.ts` (needs `npm run build`).
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { RATIO_BUDGETS, ratioRow } from './lib/budgets';
import { summarise } from './lib/measure';
import { markTime } from './lib/page-marks';
import { seedWords } from './lib/seed';
import type { BenchServer } from './lib/server-process';
import type { Row } from './lib/table';
import { sendRow } from './offline-send';
import { offlineSizeRow } from './offline-size';
import { startReferenceSite } from './reference/web-page';

const START_RUNS = 7;

/** The app in control of its page: the worker installed, the list fetched and kept on the device. */
async function keptApp(context: BrowserContext, url: string, userId: number): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${url}/words/list`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await markTime(page, 'words-list-interactive');
  // The words worker keeps the list's text after drawing it: wait until it is in IndexedDB.
  await page.waitForFunction(
    (key) =>
      new Promise<boolean>((done) => {
        const open = indexedDB.open('wordhoard-offline');
        open.onsuccess = () => {
          const get = open.result.transaction('kept').objectStore('kept').get(key);
          get.onsuccess = () => done(get.result !== undefined);
          get.onerror = () => done(false);
        };
        open.onerror = () => done(false);
      }),
    `words:${userId}`,
    { timeout: 60_000, polling: 250 },
  );
  return page;
}

async function offlineStartRow(
  app: BrowserContext,
  page: Page,
  reference: Page,
  refUrl: string,
  url: string,
) {
  await app.setOffline(true);
  const figure: number[] = [];
  const base: number[] = [];
  for (let run = 0; run < START_RUNS + 1; run++) {
    await reference.goto(refUrl);
    const referenceMs = await markTime(reference, 'reference-ready');
    await page.goto(`${url}/words/list`);
    const figureMs = await markTime(page, 'words-list-interactive');
    await page
      .locator('.words-table__row')
      .first()
      .waitFor({ timeout: 30_000 })
      .catch(async (error: unknown) => {
        await page.screenshot({ path: '/tmp/offline-bench-no-rows.png' });
        throw error;
      });
    if (run === 0) continue; // warm-up
    figure.push(figureMs);
    base.push(referenceMs);
  }
  const f = summarise(figure);
  const r = summarise(base);
  return ratioRow(
    'Offline: /words/list start with the network cut, 10,000 words',
    RATIO_BUDGETS.offlineStart,
    {
      figure: { median: f.median, p99: Math.max(...figure) },
      reference: r,
      ratio: f.median / r.median,
    },
  );
}

export async function benchOffline(server: BenchServer): Promise<Row[]> {
  const rows: Row[] = [await offlineSizeRow()];
  const { token, userId } = await server.signUp('offline-bench@example.com');
  const client = createClient({ url: `file:${join(server.dataDir, 'wordhoard.db')}` });
  await seedWords(client, server.dataDir, userId, 10_000);
  client.close();
  const site = await startReferenceSite();
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu'],
    });
    const app = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await app.addInitScript((value) => localStorage.setItem('token', value), token);
    const reference = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    const page = await keptApp(app, server.url, userId);
    rows.push(await offlineStartRow(app, page, reference, site.url, server.url));
    rows.push(await sendRow(app, page, server, token, userId));
  } finally {
    await browser?.close();
    site.close();
  }
  return rows;
}
