// The progress page in Chromium against the real server: a learner with a few answers (given
// through the API over three days) opens it from the profile screen (or the test) and reads their
// figures; the charts answer the keyboard; a learner with no answers yet sees the empty state;
// axe finds nothing. Needs `npm run build`.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../shared/accounts/roles';
import { axeViolations } from './axe';
import { addWord, signUp, startSignedIn } from './learner';
import { answer, serverNow, wordUuids } from './reviews';
import { openSharedStack, type SharedServer, type SharedStack } from './stack';

let server: SharedServer;
let browser: SharedStack;
let page: Page;
let studied = '';
let newcomer = '';

beforeAll(async () => {
  browser = await openSharedStack();
  server = browser.server;
  page = browser.page;
  studied = await signUp(server, 'progress.studied@example.com');
  newcomer = await signUp(server, 'progress.new@example.com');
  for (const word of ['harbour', 'meadow', 'lantern']) await addWord(server, studied, word, `A ${word}.`);
  const uuids = await wordUuids(server, studied);
  const uuid = (word: string) => uuids.get(word) as string;
  const now = await serverNow(server);
  // Three days ago all three are met; the day before today two come back (one forgotten); today
  // the third comes back, remembered: 2 of 3 reviews a day or more apart passed.
  for (const word of ['harbour', 'meadow', 'lantern'])
    await answer(server, studied, uuid(word), 3, now - 3 * DAY_MS);
  await answer(server, studied, uuid('harbour'), 3, now - DAY_MS);
  await answer(server, studied, uuid('meadow'), 1, now - DAY_MS);
  await answer(server, studied, uuid('lantern'), 3, now);
});
afterAll(async () => {
  await browser?.close();
});

async function signIn(token: string, width = 1280, colorScheme: 'light' | 'dark' = 'light') {
  await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
  await startSignedIn(page, server, token, { width });
}

const figure = (term: string) =>
  page
    .locator('.progress-figure', { has: page.locator('dt', { hasText: term }) })
    .locator('dd')
    .first();

describe('the progress page', () => {
  it('opens from the profile screen with the figures of the answers given', async () => {
    await signIn(studied);
    await page.goto(`${server.url}/auth`);
    await page.getByRole('link', { name: 'Your progress' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your progress' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/progress');
    await figure('Days studied').waitFor();
    expect(await figure('Days studied').textContent()).toBe('3 days');
    expect(await figure('Current streak').textContent()).toBe('2 days');
    expect(await figure('True retention').textContent()).toBe('67%');
    const perDay = page.getByRole('figure', { name: 'Reviews per day over the last 30 days' });
    expect(await perDay.getByRole('img').count()).toBe(30);
    await perDay.getByRole('img', { name: 'Today: 1 review' }).waitFor();
    expect(await page.getByText('6 reviews in 30 days, 3 new words').count()).toBe(1);
  });

  it('opens from the test mode too', async () => {
    await signIn(studied, 375);
    await page.goto(`${server.url}/words/test`);
    await page.getByRole('link', { name: 'Your progress' }).click();
    await page.waitForURL(`${server.url}/progress`);
    await figure('Current streak').waitFor();
  });

  it('moves through the bars by keyboard, naming each figure', async () => {
    await signIn(studied);
    await page.goto(`${server.url}/progress`);
    const today = page.getByRole('img', { name: 'Today: 1 review' });
    await today.focus();
    await page.keyboard.press('ArrowLeft');
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    expect(await focused()).toMatch(/^[A-Z][a-z]{2} \d{1,2}: 2 reviews$/);
    expect(await page.locator('.chart-readout').first().textContent()).toBe(await focused());
  });

  it('fits 375 px without sideways scrolling of the page; the year scrolls in its card, opened on today', async () => {
    await signIn(studied, 375);
    await page.goto(`${server.url}/progress`);
    await figure('Days studied').waitFor();
    const widths = await page.evaluate(() => {
      const scroller = document.querySelector('.heatmap__scroller') as HTMLElement;
      return {
        page: document.documentElement.scrollWidth,
        year: scroller.scrollWidth,
        shown: scroller.clientWidth,
        fromEnd: scroller.scrollWidth - scroller.clientWidth - scroller.scrollLeft,
      };
    });
    expect(widths.page).toBeLessThanOrEqual(375);
    expect(widths.year).toBeGreaterThan(widths.shown);
    expect(widths.fromEnd).toBeLessThanOrEqual(1);
  });

  it.each([
    [1280, 'light'],
    [375, 'light'],
    [375, 'dark'],
  ] as const)('passes axe at %i px, %s', async (width, scheme) => {
    await signIn(studied, width, scheme);
    await page.goto(`${server.url}/progress`);
    await figure('Days studied').waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('shows the figures in depth, by period and category, with tables and the keyboard', async () => {
    await signIn(studied, 375, 'dark');
    await page.goto(`${server.url}/progress`);
    await page.getByRole('heading', { level: 2, name: 'In depth' }).waitFor();
    // A month: a bar a day. Today lantern came back, young, and passed.
    const states = page.getByRole('figure', { name: 'Reviews by card state' });
    expect(await states.getByRole('img').count()).toBe(30);
    const todayBar = states.getByRole('img').last();
    expect(await todayBar.getAttribute('aria-label')).toMatch(/: 1 review \(young 1\)$/);
    await todayBar.focus();
    await page.keyboard.press('ArrowLeft');
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    expect(focused).toMatch(/: 2 reviews \(young 2\)$/);
    // True retention, young and mature apart: 2 of 3 young reviews passed, none mature yet.
    const retention = page.getByRole('table', { name: 'True retention, young and mature' });
    expect(await retention.getByRole('row', { name: /^Young/ }).textContent()).toBe('Young3267%');
    expect(await retention.getByRole('row', { name: /^Mature/ }).textContent()).toBe('Mature00—');
    const counts = page.getByRole('table', { name: 'Card counts' });
    expect(await counts.getByRole('row', { name: /^New/ }).textContent()).toBe('New00%');
    // The time chart's table, unfolded.
    const time = page.getByRole('region', { name: 'Time studied' });
    await time.getByText('Show as a table').click();
    expect(await time.getByRole('table', { name: 'Minutes studied' }).getByRole('row').count()).toBe(31);
    expect(await axeViolations(page)).toEqual([]);

    // A year: a bar a week; then one category, asked of the server.
    const asked = page.waitForResponse((res) => res.url().includes('period=year'));
    await page.getByLabel('Period').selectOption('year');
    await asked;
    await page.waitForFunction(
      () => document.querySelectorAll('figure[aria-label="Minutes studied"] [role="img"]').length === 53,
    );
    const filtered = page.waitForResponse((res) => res.url().includes('category=Nature'));
    await page.getByLabel('Category').selectOption('Nature');
    expect((await filtered).status()).toBe(200);
    expect(await page.getByLabel('Category').inputValue()).toBe('Nature');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('greets a learner with no answers yet with what will appear and the way to the test', async () => {
    await signIn(newcomer, 375);
    await page.goto(`${server.url}/progress`);
    await page.getByRole('heading', { name: 'No reviews yet' }).waitFor();
    expect(await page.getByRole('figure').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Start the test' }).click();
    await page.waitForURL(`${server.url}/words/test`);
  });

  it('sends a visitor to the connection screen', async () => {
    await page.goto(`${server.url}/home`);
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${server.url}/progress`);
    await page.waitForURL(`${server.url}/auth`);
  });
});
