// Web figures in headless Chromium against a real server with 10,000 words: time from navigation
// to an interactive list, the re-render after a filter change (performance marks put by the
// app), DOM rows while scrolling, and the extension popup's interactive time. Each time is taken
// in turns with a reference in the same browser: the list against a plain page doing the same
// kind of work (bench/reference/web-page.ts), the popup against a minimal page of the extension.
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import type { Locator, Page } from 'playwright-core';
import { launchBrowser } from '../tests/e2e/browser';
import { RATIO_BUDGETS, ratioRow } from './lib/budgets';
import { summarise } from './lib/measure';
import { seedWords } from './lib/seed';
import type { BenchServer } from './lib/server-process';
import type { Row } from './lib/table';
import { extensionWithReferencePage, REFERENCE_PAGE } from './reference/extension-copy';
import { startReferenceSite } from './reference/web-page';

const RUNS = 5;

const markTime = (page: Page, mark: string) =>
  page
    .waitForFunction((name) => performance.getEntriesByName(name).length > 0, mark, { timeout: 30_000 })
    .then(() => page.evaluate((name) => performance.getEntriesByName(name)[0]?.startTime ?? 0, mark));

/** Chooses each score in turn in the select; answers the duration of each change's measure. */
async function filterTimes(page: Page, select: Locator, measureName: string): Promise<number[]> {
  const times: number[] = [];
  for (const score of ['2', '3', 'All']) {
    const before = await page.evaluate((name) => performance.getEntriesByName(name).length, measureName);
    await select.selectOption({ label: score });
    await page.waitForFunction(({ name, n }) => performance.getEntriesByName(name).length > n, {
      name: measureName,
      n: before,
    });
    times.push(
      await page.evaluate((name) => performance.getEntriesByName(name).at(-1)?.duration ?? 0, measureName),
    );
  }
  return times;
}

const pair = (figure: number[], reference: number[]) => {
  const f = summarise(figure);
  const r = summarise(reference);
  return { figure: { median: f.median, p99: Math.max(...figure) }, reference: r, ratio: f.median / r.median };
};

export async function benchWeb(server: BenchServer): Promise<{ rows: Row[]; token: string }> {
  const { token, userId } = await server.signUp('web-bench@example.com');
  const client = createClient({ url: `file:${join(server.dataDir, 'wordhoard.db')}` });
  await seedWords(client, server.dataDir, userId, 10_000);
  client.close();

  const reference = await startReferenceSite();
  const extension = extensionWithReferencePage();
  const browser = await launchBrowser(extension.dir);
  const rows: Row[] = [];
  try {
    const page = browser.page;
    await page.goto(`${server.url}/home`);
    await page.evaluate((value) => localStorage.setItem('token', value), token);

    const interactive: number[] = [];
    const referenceReady: number[] = [];
    const filters: number[] = [];
    const referenceFilters: number[] = [];
    let domRows = 0;
    for (let run = 0; run < RUNS; run++) {
      await page.goto(reference.url);
      referenceReady.push(await markTime(page, 'reference-ready'));
      referenceFilters.push(...(await filterTimes(page, page.locator('#score'), 'reference-filter')));

      await page.goto(`${server.url}/words/list`);
      interactive.push(await markTime(page, 'words-list-interactive'));
      if (run === 0) await page.getByRole('button', { name: 'Settings' }).click();
      const score = page.getByLabel('Score', { exact: true });
      await score.waitFor();
      filters.push(...(await filterTimes(page, score, 'words-filter-applied')));
      for (const fraction of [0.25, 0.5, 0.9]) {
        await page.evaluate((f) => window.scrollTo(0, document.body.scrollHeight * f), fraction);
        await page.waitForTimeout(100);
        domRows = Math.max(domRows, await page.locator('tr').count());
      }
    }
    rows.push(
      ratioRow(
        'Web: /words/list interactive, 10,000 words',
        RATIO_BUDGETS.listInteractive,
        pair(interactive, referenceReady),
      ),
    );
    rows.push(
      ratioRow(
        'Web: filter change re-render, 10,000 words',
        RATIO_BUDGETS.filterRerender,
        pair(filters, referenceFilters),
      ),
    );
    rows.push({
      figure: 'Web: DOM rows while scrolling 10,000 words',
      budget: '< 60',
      value: String(domRows),
      pass: domRows < 60,
    });

    // The list's tab is left, so its work does not weigh on the popup's figures.
    await page.goto('about:blank');
    const popupTimes: number[] = [];
    const minimalTimes: number[] = [];
    const open = async (path: string, mark: string) => {
      const tab = await browser.context.newPage();
      await tab.goto(`chrome-extension://${browser.extensionId}/${path}`);
      const time = await markTime(tab, mark);
      await tab.close();
      return time;
    };
    await open('popup.html', 'popup-interactive'); // warm-up of both
    await open(REFERENCE_PAGE, 'reference-interactive');
    for (let run = 0; run < 7; run++) {
      minimalTimes.push(await open(REFERENCE_PAGE, 'reference-interactive'));
      popupTimes.push(await open('popup.html', 'popup-interactive'));
    }
    rows.push(ratioRow('Extension: popup interactive', RATIO_BUDGETS.popup, pair(popupTimes, minimalTimes)));
  } finally {
    await browser.close();
    extension.remove();
    reference.close();
  }
  return { rows, token };
}
