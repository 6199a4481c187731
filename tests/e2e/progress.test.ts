// The progress page in Chromium against the real server: a learner with a few answers (given
// through the API over three days) opens it from the profile screen (or the test) and reads their
// figures; the charts answer the keyboard; a learner with no answers yet sees the empty state;
// axe finds nothing. Needs `npm run build`.
import { beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../shared/accounts/roles';
import { axeViolations } from './axe';
import { type OpenScreen, signUp } from './learner';
import { learnerStack } from './learner-stack';
import { answer, serverNow, wordUuids } from './reviews';

const learner = learnerStack(
  'progress.studied@example.com',
  ['harbour', 'meadow', 'lantern'].map((word) => [word, `A ${word}.`] as const),
);
let newcomer = '';

beforeAll(async () => {
  const { server, token: studied } = learner;
  newcomer = await signUp(server, 'progress.new@example.com');
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

/** Opens `path` as the learner who studied (or the newcomer), light at 1280 px unless told. */
const open = (path: string, as: OpenScreen & { token?: string } = {}) =>
  learner.open(path, { width: 1280, colorScheme: 'light', ...as });

const figure = (term: string) =>
  learner.page
    .locator('.progress-figure', { has: learner.page.locator('dt', { hasText: term }) })
    .locator('dd')
    .first();

describe('the progress page', () => {
  it('opens from the profile screen with the figures of the answers given', async () => {
    await open('/auth');
    await learner.page.getByRole('link', { name: 'Your progress' }).click();
    await learner.page.getByRole('heading', { level: 1, name: 'Your progress' }).waitFor();
    expect(new URL(learner.page.url()).pathname).toBe('/progress');
    await figure('Days studied').waitFor();
    expect(await figure('Days studied').textContent()).toBe('3 days');
    expect(await figure('Current streak').textContent()).toBe('2 days');
    expect(await figure('True retention').textContent()).toBe('67%');
    const perDay = learner.page.getByRole('figure', { name: 'Reviews per day over the last 30 days' });
    expect(await perDay.getByRole('img').count()).toBe(30);
    await perDay.getByRole('img', { name: 'Today: 1 review' }).waitFor();
    expect(await learner.page.getByText('6 reviews in 30 days, 3 new words').count()).toBe(1);
  });

  it('opens from the test mode too', async () => {
    await open('/words/test', { width: 375 });
    await learner.page.getByRole('link', { name: 'Your progress' }).click();
    await learner.page.waitForURL(`${learner.server.url}/progress`);
    await figure('Current streak').waitFor();
  });

  it('moves through the bars by keyboard, naming each figure', async () => {
    await open('/progress');
    const today = learner.page.getByRole('img', { name: 'Today: 1 review' });
    await today.focus();
    await learner.page.keyboard.press('ArrowLeft');
    const focused = () => learner.page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    expect(await focused()).toMatch(/^[A-Z][a-z]{2} \d{1,2}: 2 reviews$/);
    expect(await learner.page.locator('.chart-readout').first().textContent()).toBe(await focused());
  });

  it('fits 375 px without sideways scrolling of the page; the year scrolls in its card, opened on today', async () => {
    await open('/progress', { width: 375, lookOnly: true });
    await figure('Days studied').waitFor();
    const widths = await learner.page.evaluate(() => {
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
    await open('/progress', { width, colorScheme: scheme, lookOnly: true });
    await figure('Days studied').waitFor();
    expect(await axeViolations(learner.page)).toEqual([]);
  });

  it('shows the figures in depth, by period and category, with tables and the keyboard', async () => {
    await open('/progress', { width: 375, colorScheme: 'dark' });
    await learner.page.getByRole('heading', { level: 2, name: 'In depth' }).waitFor();
    // A month: a bar a day. Today lantern came back, young, and passed.
    const states = learner.page.getByRole('figure', { name: 'Reviews by card state' });
    expect(await states.getByRole('img').count()).toBe(30);
    const todayBar = states.getByRole('img').last();
    expect(await todayBar.getAttribute('aria-label')).toMatch(/: 1 review \(young 1\)$/);
    await todayBar.focus();
    await learner.page.keyboard.press('ArrowLeft');
    const focused = await learner.page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    expect(focused).toMatch(/: 2 reviews \(young 2\)$/);
    // True retention, young and mature apart: 2 of 3 young reviews passed, none mature yet.
    const retention = learner.page.getByRole('table', { name: 'True retention, young and mature' });
    expect(await retention.getByRole('row', { name: /^Young/ }).textContent()).toBe('Young3267%');
    expect(await retention.getByRole('row', { name: /^Mature/ }).textContent()).toBe('Mature00—');
    const counts = learner.page.getByRole('table', { name: 'Card counts' });
    expect(await counts.getByRole('row', { name: /^New/ }).textContent()).toBe('New00%');
    // The time chart's table, unfolded.
    const time = learner.page.getByRole('region', { name: 'Time studied' });
    await time.getByText('Show as a table').click();
    expect(await time.getByRole('table', { name: 'Minutes studied' }).getByRole('row').count()).toBe(31);
    expect(await axeViolations(learner.page)).toEqual([]);

    // A year: a bar a week; then one category, asked of the server.
    const asked = learner.page.waitForResponse((res) => res.url().includes('period=year'));
    await learner.page.getByLabel('Period').selectOption('year');
    await asked;
    await learner.page.waitForFunction(
      () => document.querySelectorAll('figure[aria-label="Minutes studied"] [role="img"]').length === 53,
    );
    const filtered = learner.page.waitForResponse((res) => res.url().includes('category=Nature'));
    await learner.page.getByLabel('Category').selectOption('Nature');
    expect((await filtered).status()).toBe(200);
    expect(await learner.page.getByLabel('Category').inputValue()).toBe('Nature');
    expect(await learner.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await axeViolations(learner.page)).toEqual([]);
  });

  it('greets a learner with no answers yet with what will appear and the way to the test', async () => {
    await open('/progress', { token: newcomer, width: 375 });
    await learner.page.getByRole('heading', { name: 'No reviews yet' }).waitFor();
    expect(await learner.page.getByRole('figure').count()).toBe(0);
    expect(await axeViolations(learner.page)).toEqual([]);
    await learner.page.getByRole('link', { name: 'Start the test' }).click();
    await learner.page.waitForURL(`${learner.server.url}/words/test`);
  });

  it('sends a visitor to the connection screen', async () => {
    await open('/progress', { token: '' });
    await learner.page.waitForURL(`${learner.server.url}/auth`);
  });
});
