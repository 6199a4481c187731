// Steps that wait, suspend, bury and the leech offer in Chromium against the real server (decision
// 0046). A learner whose leech threshold is 1 forgets a known word: the test offers to suspend or
// rewrite it; they bury one new word and suspend another; a word not known waits for its step, the
// test counts down ("Next word in 10 min") and, the page's clock moved on, takes the word back. The
// list's Study state filter shows the leech, the buried and the suspended word, and resumes one.
// The answer buttons show the interval each grade sets, the same as the queue's next states.
// STEPS_SHOTS=<folder> keeps pictures of the offer and the countdown at 1280 and 375 px, light and dark.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Word } from '../../shared/words/types';
import { axeViolations } from './axe';
import { addWord, signUp } from './learner';
import { openSharedStack, type SharedServer, type SharedStack } from './stack';

let server: SharedServer;
let browser: SharedStack;
let token: string;
let page: Page;

const DAY_MS = 24 * 60 * 60 * 1000;
let lanternUuid = '';
const lantern = () => lanternUuid;
const shots = process.env.STEPS_SHOTS;

async function call(path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set('authorization', `Bearer ${token}`);
  if (init.body) headers.set('content-type', 'application/json');
  const response = await fetch(`${server.url}/api${path}`, { ...init, headers });
  expect(response.status).toBe(200);
  return response.json();
}

const answerAt = (uuid: string, grade: number, answeredAt: number) =>
  call('/review/answer', {
    method: 'POST',
    body: JSON.stringify({
      answerId: crypto.randomUUID(),
      uuid,
      grade,
      answeredAt,
      durationMs: 2000,
      source: 'web-test',
    }),
  });

const shownWord = () => page.getByRole('heading', { level: 2 }).first().textContent();
const holdCall = () => page.waitForResponse((res) => res.url().includes('/api/review/hold'));

/** Pictures at both widths and in both schemes, then back to 1280 light; axe at each. */
async function lookAt(name: string) {
  for (const [width, scheme] of [
    [1280, 'light'],
    [375, 'light'],
    [375, 'dark'],
    [1280, 'dark'],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    expect(await axeViolations(page)).toEqual([]);
    if (shots) await page.screenshot({ path: `${shots}/${name}-${width}-${scheme}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
}

beforeAll(async () => {
  browser = await openSharedStack();
  server = browser.server;
  token = await signUp(server, 'steps@example.com');
  await call('/study/preferences', {
    method: 'PATCH',
    body: JSON.stringify({
      timeZone: 'UTC',
      dayStartHour: 4,
      newPerDay: 20,
      reviewsPerDay: 200,
      desiredRetention: 0.9,
      leechLapses: 1,
    }),
  });
  for (const [word, sentence] of [
    ['lantern', 'A lantern glows.'],
    ['meadow', 'The meadow is green.'],
    ['harbor', 'Boats in the harbor.'],
    ['orchard', 'Apples in the orchard.'],
  ] as const) {
    await addWord(server, token, word, sentence);
  }
  // "lantern" learnt 20 days ago (its step, then graduated): a known word, due again by now.
  const lantern = ((await call('/words/get/words')) as Word[]).find((w) => w.word === 'lantern') as Word;
  lanternUuid = lantern.uuid;
  const learnt = Date.now() - 20 * DAY_MS;
  await answerAt(lantern.uuid, 3, learnt);
  await answerAt(lantern.uuid, 3, learnt + 11 * 60_000);
  page = await browser.context.newPage();
  // The page's own clock, so the test can move it past a 10-minute step without waiting.
  await page.clock.install();
  await page.addInitScript((signedIn) => localStorage.setItem('token', signedIn), token);
});
afterAll(async () => {
  await browser?.close();
});

describe('intervals on the answer buttons', () => {
  it('shows on each button when the word comes back: the scheduler’s own next states', async () => {
    await page.goto(`${server.url}/words/test`);
    await page.locator('.review-bar__summary', { hasText: '1 due · 3 new' }).waitFor();
    expect(await shownWord()).toBe('lantern');
    await page.getByRole('button', { name: 'Reveal' }).click();
    const intervals = page.locator('.review-grade__interval');
    await intervals.first().waitFor();
    const shown = await intervals.evaluateAll((spans) => spans.map((span) => Number(span.dataset.interval)));
    const queue = (await call('/review/queue')) as { intervals: Record<string, number[]> };
    expect(shown).toEqual(queue.intervals[lantern()]);
    // A known word forgotten goes to its 10-minute relearning step; each better grade waits longer.
    expect(shown[0]).toBe(10 * 60_000);
    expect(shown[1]).toBeGreaterThanOrEqual(DAY_MS);
    expect((shown[1] ?? 0) < (shown[2] ?? 0) && (shown[2] ?? 0) < (shown[3] ?? 0)).toBe(true);
    const again = page.getByRole('button', { name: "Don't know" });
    expect(await again.textContent()).toContain('10m');
    expect(await again.getAttribute('aria-keyshortcuts')).toBe('1');
  });
});

describe('leeches, bury and suspend in the test', () => {
  it('offers to suspend or rewrite a word forgotten as often as the leech setting says', async () => {
    expect(await shownWord()).toBe('lantern');
    await page.getByRole('button', { name: "Don't know" }).click();
    const offer = page.getByTestId('leech-offer');
    await offer.getByText('"lantern" was forgotten once.', { exact: false }).waitFor();
    await lookAt('leech-offer');
    await offer.getByRole('button', { name: 'Keep studying it' }).click();
    expect(await offer.count()).toBe(0);
    expect(await call('/review/holds')).toMatchObject({ leeches: [lantern()] });
  });

  it('buries one word and suspends another: each leaves the queue at once', async () => {
    expect(await shownWord()).toBe('meadow');
    let held = holdCall();
    await page.getByRole('button', { name: 'Bury' }).click();
    expect((await held).status()).toBe(200);
    expect(await shownWord()).toBe('harbor');
    held = holdCall();
    await page.getByRole('button', { name: 'Suspend' }).click();
    expect((await held).status()).toBe(200);
    expect(await shownWord()).toBe('orchard');
    const holds = await call('/review/holds');
    expect(holds.buried).toHaveLength(1);
    expect(holds.suspended).toHaveLength(1);
  });
});

describe('steps that wait', () => {
  it('counts down to the next word in its step, then takes it when the step is due', async () => {
    await page.getByRole('button', { name: 'Reveal' }).click();
    await page.getByRole('button', { name: "Don't know" }).click();
    const countdown = page.getByTestId('next-word-countdown');
    await countdown.waitFor();
    expect(await countdown.textContent()).toMatch(/^Next word in (10|9) min$/);
    await lookAt('next-word');
    await page.clock.fastForward('10:30');
    // Both steps are due now: the sooner one (lantern's) first.
    await page.getByRole('heading', { level: 2, name: 'lantern' }).waitFor();
    await page.locator('.review-bar__summary', { hasText: '2 due · 0 new' }).waitFor();
    expect(await countdown.count()).toBe(0);
  });
});

describe('the list’s Study state filter', () => {
  it('lists the leech, the buried and the suspended word, and resumes one', async () => {
    await page.getByRole('link', { name: 'List' }).click();
    const filter = page.getByLabel('Study state');
    await filter.selectOption('leeches');
    await page.getByRole('list', { name: 'Leeches' }).getByText('lantern').waitFor();
    await filter.selectOption('buried');
    await page.getByRole('list', { name: 'Buried' }).getByText('meadow').waitFor();
    await filter.selectOption('suspended');
    const suspended = page.getByRole('list', { name: 'Suspended' });
    await suspended.getByText('harbor').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    if (shots) await page.screenshot({ path: `${shots}/held-words-1280.png` });
    await suspended.getByRole('button', { name: 'Resume: harbor' }).click();
    await page.getByText('No suspended words.').waitFor();
    expect((await call('/review/holds')).suspended).toEqual([]);
  });

  it('logged no console errors', () => {
    expect(browser.consoleErrors).toEqual([]);
  });
});
