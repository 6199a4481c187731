// Page marking against issue 18's bad input (docs/decisions/0030-page-marking.md): a page of 5 MB
// of text, and a list of 50,000 saved words on the 100,000-word article. Each is timed in the page
// from start to its last slice, in turns with the same reference as the article's row (the page's
// text split on spaces with one Map look-up per word, in one go), and the longest main-thread task
// while marking must stay under 50 ms: the page answers its reader throughout.
import { createServer } from 'node:http';
import { chromium, type Page } from 'playwright-core';
import { buildMatcher } from '../shared/marking/matcher';
import { encyclopediaPage } from '../tests/e2e/fixtures/pages/encyclopedia';
import { freePort } from '../tests/e2e/server';
import { RATIO_BUDGETS, ratioRow } from './lib/budgets';
import { summarise } from './lib/measure';
import { ms, type Row } from './lib/table';
import { type BenchWindow, bundle, savedWords } from './marking';

const RUNS = 5;
/** Words of prose that make the article 5 MiB of HTML, nearly all of it text. */
const FIVE_MB_WORDS = 910_000;
const FIVE_MB = 5 * 1024 * 1024;

const bench = (page: Page) => page.evaluate.bind(page);
const settle = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 50))));

interface Timings {
  marking: number[];
  reference: number[];
  longest: number[];
}

/** Marks the page afresh `RUNS` times (after one warm-up), each with its reference and longest task. */
async function timeMarking(page: Page): Promise<Timings> {
  const run = bench(page);
  await run(() => {
    const tasks: number[] = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(entry.duration);
    }).observe({ type: 'longtask' });
    Object.assign(globalThis, { longTasks: tasks });
  });
  const timings: Timings = { marking: [], reference: [], longest: [] };
  for (let turn = 0; turn < RUNS + 1; turn++) {
    await run(() => (globalThis as unknown as BenchWindow).wordhoardBench.reset());
    await settle(page);
    await run(() => (globalThis as unknown as { longTasks: number[] }).longTasks.splice(0));
    const figure = await run(() => (globalThis as unknown as BenchWindow).wordhoardBench.mark());
    // Long tasks are reported after they end: a frame later, they are all in.
    await settle(page);
    const tasks = await run(() => (globalThis as unknown as { longTasks: number[] }).longTasks.splice(0));
    const base = await run(() => (globalThis as unknown as BenchWindow).wordhoardBench.reference());
    if (turn === 0) continue; // warm-up
    timings.marking.push(figure);
    timings.reference.push(base);
    timings.longest.push(Math.max(0, ...tasks));
  }
  return timings;
}

function rows(name: string, budget: (typeof RATIO_BUDGETS)['pageMarking'], timings: Timings): Row[] {
  const figure = summarise(timings.marking);
  const reference = summarise(timings.reference);
  const task = summarise(timings.longest);
  return [
    ratioRow(`Extension: marking ${name}`, budget, {
      figure,
      reference,
      ratio: figure.median / reference.median,
    }),
    {
      figure: `Extension: longest main-thread task while marking ${name} (per run)`,
      budget: '< 50 ms',
      value: ms(task.median),
      p99: ms(task.p99),
      pass: task.median < 50,
    },
  ];
}

export async function benchMarkingBadInput(): Promise<Row[]> {
  const pages = new Map([
    ['/article', encyclopediaPage()],
    ['/five-mb', encyclopediaPage(FIVE_MB_WORDS)],
  ]);
  const fiveMb = Buffer.byteLength(pages.get('/five-mb') ?? '');
  if (fiveMb < FIVE_MB) throw new Error(`the large page is ${fiveMb} bytes, under 5 MiB`);
  const port = await freePort();
  const server = createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(pages.get(request.url ?? '') ?? '');
  });
  await new Promise<void>((listening) => server.listen(port, '127.0.0.1', listening));
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const script = await bundle();
  const open = async (path: string, saved: number) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`http://127.0.0.1:${port}${path}`);
    await page.addScriptTag({ content: script });
    const matcher = buildMatcher(savedWords(saved));
    await page.evaluate((data) => (globalThis as unknown as BenchWindow).wordhoardBench.load(data), matcher);
    return page;
  };
  try {
    const large = await open('/five-mb', 10_000);
    const largeTimings = await timeMarking(large);
    await large.close();
    const manyWords = await open('/article', 50_000);
    const manyTimings = await timeMarking(manyWords);
    await manyWords.close();
    return [
      ...rows(
        `a 5 MB page (${(fiveMb / 1024 / 1024).toFixed(1)} MB), 10,000 saved words`,
        RATIO_BUDGETS.pageMarkingFiveMb,
        largeTimings,
      ),
      ...rows('the 100,000-word page, 50,000 saved words', RATIO_BUDGETS.pageMarkingManyWords, manyTimings),
    ];
  } finally {
    await browser.close();
    server.close();
  }
}
