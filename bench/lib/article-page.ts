// The page the reading benches (marking, forms, lookup) run in: the 100,000-word article
// (tests/e2e/fixtures/pages/encyclopedia.ts) served over local HTTP to Debian's Chromium, with the
// bench's own script added. One set-up, so the three rows measure on the same page.
import { createServer } from 'node:http';
import { chromium, type Page } from 'playwright-core';
import { encyclopediaPage } from '../../tests/e2e/fixtures/pages/encyclopedia';
import { freePort } from '../../tests/e2e/server';

export type ArticlePage = { page: Page; close(): Promise<void> };

export async function openArticlePage(script: string): Promise<ArticlePage> {
  const article = encyclopediaPage();
  const port = await freePort();
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(article);
  });
  await new Promise<void>((listening) => server.listen(port, '127.0.0.1', listening));
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const close = async () => {
    await browser.close();
    server.close();
  };
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.addScriptTag({ content: script });
    return { page, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Collects the page's long tasks from now on; `takeLongTasks` empties the list. */
export async function watchLongTasks(page: Page): Promise<void> {
  await page.evaluate(() => {
    const tasks: number[] = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(entry.duration);
    }).observe({ type: 'longtask' });
    Object.assign(globalThis, { longTasks: tasks });
  });
}

/** Long tasks are reported after they end: a frame later, they are all in. */
export async function takeLongTasks(page: Page): Promise<number[]> {
  await nextFrame(page);
  return page.evaluate(() => (globalThis as unknown as { longTasks: number[] }).longTasks.splice(0));
}

export function nextFrame(page: Page): Promise<unknown> {
  return page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 50))));
}
