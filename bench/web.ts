// Web figures in headless Chromium against a real server with 10,000 words: time from navigation
// to an interactive list, the re-render after a filter change (performance marks put by the
// app), DOM rows while scrolling, and the extension popup's interactive time.
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { launchBrowser } from '../tests/e2e/browser';
import { seedWords } from './lib/seed';
import type { BenchServer } from './lib/server-process';
import { ms, type Row } from './lib/table';

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

export async function benchWeb(server: BenchServer): Promise<{ rows: Row[]; token: string }> {
  const { token, userId } = await server.signUp('web-bench@example.com');
  const client = createClient({ url: `file:${join(server.dataDir, 'wordhoard.db')}` });
  await seedWords(client, server.dataDir, userId, 10_000);
  client.close();

  const browser = await launchBrowser();
  const rows: Row[] = [];
  try {
    const page = browser.page;
    await page.goto(`${server.url}/home`);
    await page.evaluate((value) => localStorage.setItem('token', value), token);

    const interactive: number[] = [];
    const filters: number[] = [];
    let domRows = 0;
    for (let run = 0; run < 3; run++) {
      await page.goto(`${server.url}/words/list`);
      await page.waitForFunction(
        () => performance.getEntriesByName('words-list-interactive').length > 0,
        null,
        {
          timeout: 30_000,
        },
      );
      interactive.push(
        await page.evaluate(() => performance.getEntriesByName('words-list-interactive')[0]?.startTime ?? 0),
      );
      if (run === 0) await page.getByRole('button', { name: 'Settings' }).click();
      await page.getByLabel('Score', { exact: true }).waitFor();
      for (const score of ['2', '3', 'All']) {
        const before = await page.evaluate(() => performance.getEntriesByName('words-filter-applied').length);
        await page.getByLabel('Score', { exact: true }).selectOption({ label: score });
        await page.waitForFunction(
          (n) => performance.getEntriesByName('words-filter-applied').length > n,
          before,
        );
        filters.push(
          await page.evaluate(
            () => performance.getEntriesByName('words-filter-applied').at(-1)?.duration ?? 0,
          ),
        );
      }
      for (const fraction of [0.25, 0.5, 0.9]) {
        await page.evaluate((f) => window.scrollTo(0, document.body.scrollHeight * f), fraction);
        await page.waitForTimeout(100);
        domRows = Math.max(domRows, await page.locator('tr').count());
      }
    }
    const tti = median(interactive);
    const filter = median(filters);
    rows.push({
      figure: 'Web: /words/list interactive, 10,000 words',
      budget: '< 1500 ms',
      value: ms(tti),
      pass: tti < 1500,
    });
    rows.push({
      figure: 'Web: filter change re-render, 10,000 words',
      budget: '< 100 ms',
      value: ms(filter),
      p99: ms(Math.max(...filters)),
      pass: filter < 100,
    });
    rows.push({
      figure: 'Web: DOM rows while scrolling 10,000 words',
      budget: '< 60',
      value: String(domRows),
      pass: domRows < 60,
    });

    const popupTimes: number[] = [];
    for (let run = 0; run < 5; run++) {
      const popup = await browser.context.newPage();
      await popup.goto(`chrome-extension://${browser.extensionId}/popup.html`);
      await popup.waitForFunction(() => performance.getEntriesByName('popup-interactive').length > 0);
      popupTimes.push(
        await popup.evaluate(() => performance.getEntriesByName('popup-interactive')[0]?.startTime ?? 0),
      );
      await popup.close();
    }
    const popup = median(popupTimes);
    rows.push({
      figure: 'Extension: popup interactive',
      budget: '< 150 ms',
      value: ms(popup),
      pass: popup < 150,
    });
  } finally {
    await browser.close();
  }
  return { rows, token };
}
