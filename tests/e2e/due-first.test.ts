// The test's "Due today" order in Chromium against the real server (issue 16 part 4): a learner
// with two words due and one new opens the test in that order, answers the due words with the
// keys and a button, sees their scores in the list, undoes the last answer, and ends the day with
// the new word. The screens pass axe, answer buttons and study settings included.
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

async function call(path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set('authorization', `Bearer ${token}`);
  if (init.body) headers.set('content-type', 'application/json');
  const response = await fetch(`${server.url}/api${path}`, { ...init, headers });
  expect(response.status).toBe(200);
  return response.json();
}

const savedWords = () => call('/words/get/words') as Promise<Word[]>;
const scoreOf = async (word: string) => (await savedWords()).find((w) => w.word === word)?.score;

/** A first answer three days ago: the word's 10-minute step is long over, so it is due now. */
async function answeredDaysAgo(word: Word) {
  await call('/review/answer', {
    method: 'POST',
    body: JSON.stringify({
      answerId: crypto.randomUUID(),
      uuid: word.uuid,
      grade: 3,
      answeredAt: Date.now() - 3 * DAY_MS,
      durationMs: 3000,
      source: 'web-test',
    }),
  });
}

const summary = (text: string) => page.locator('.review-bar__summary', { hasText: text }).waitFor();
const shownWord = () => page.getByRole('heading', { level: 2 }).textContent();
const answered = () => page.waitForResponse((res) => res.url().includes('/api/review/answer'));
const listScore = (word: string) =>
  page
    .locator('tr', { has: page.getByText(word, { exact: true }) })
    .locator('[data-score]')
    .getAttribute('data-score');

beforeAll(async () => {
  browser = await openSharedStack();
  server = browser.server;
  token = await signUp(server, 'due@example.com');
  for (const [word, sentence] of [
    ['apple', 'An apple a day.'],
    ['river', 'The river runs.'],
    ['stone', 'A stone sinks.'],
  ] as const) {
    await addWord(server, token, word, sentence);
  }
  for (const word of (await savedWords()).filter((w) => w.word !== 'stone')) await answeredDaysAgo(word);
  page = await browser.context.newPage();
  await page.addInitScript((signedIn) => localStorage.setItem('token', signedIn), token);
});
afterAll(async () => {
  await browser?.close();
});

describe('the due-first test', () => {
  it('opens in "Due today", headed by what is due and new', async () => {
    await page.goto(`${server.url}/words/test`);
    await summary('2 due · 1 new');
    expect(await page.getByRole('combobox', { name: 'Order' }).inputValue()).toBe('due');
    expect(await page.getByText('1 / 3').count()).toBe(1);
  });

  it('answers with a key and a button; each sets the score, and the count drops', async () => {
    const first = await shownWord();
    await page.keyboard.press('Enter');
    let saved = answered();
    await page.keyboard.press('2');
    expect((await saved).status()).toBe(200);
    await summary('1 due · 1 new');
    expect(await scoreOf(first ?? '')).toBe(2);

    const second = await shownWord();
    expect(second).not.toBe(first);
    await page.getByRole('button', { name: 'Reveal' }).click();
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 375, height: 780 });
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
    saved = answered();
    await page.getByRole('button', { name: 'Know very well' }).click();
    expect((await saved).status()).toBe(200);
    await summary('0 due · 1 new');
    expect(await shownWord()).toBe('stone');

    // The list shows the scores the answers gave.
    await page.getByRole('link', { name: 'List' }).click();
    await page.getByRole('table').waitFor();
    expect(await listScore(first ?? '')).toBe('2');
    expect(await listScore(second ?? '')).toBe('3');
  });

  it('undoes the last answer: the word is back, with its score and in the count', async () => {
    await page.getByRole('link', { name: 'Test' }).click();
    await summary('0 due · 1 new');
    // The list order opens when nothing is due; the queue is one choice away.
    await page.getByRole('combobox', { name: 'Order' }).selectOption('due');
    // The keys are the select's while it has focus; the Reveal button takes it.
    await page.getByRole('button', { name: 'Reveal' }).click();
    await page.keyboard.press('3');
    await summary('0 due · 0 new');
    await page.getByRole('heading', { name: 'Done for today' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    const undone = page.waitForResponse((res) => res.url().includes('/api/review/undo'));
    await page.getByRole('button', { name: 'Undo' }).click();
    expect((await undone).status()).toBe(200);
    await summary('0 due · 1 new');
    expect(await shownWord()).toBe('stone');
    expect(await scoreOf('stone')).toBe(1);
  });

  it('keeps the study settings, checked with the shared rules', async () => {
    await page.getByRole('button', { name: 'Study settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Study settings' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('New words per day').inputValue()).toBe('20');
    await dialog.getByLabel('New words per day').fill('0');
    await dialog.getByLabel('Reviews per day').fill('100000');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Reviews per day must be a whole number from 0 to 9999.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByLabel('Reviews per day').fill('150');
    const saved = page.waitForResponse((res) => res.url().includes('/api/study/preferences'));
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);
    // No new words today any more: the queue is empty.
    await summary('0 due · 0 new');
    expect(await call('/study/preferences')).toMatchObject({ newPerDay: 0, reviewsPerDay: 150 });
  });

  it('logged no console errors', () => {
    expect(browser.consoleErrors).toEqual([]);
  });
});
