// The words list in Chromium against the real server (SPEC §2 "List mode", "Sort-and-select
// panel"): newest first, sorting, a score filter, a Hebrew search without vowel marks, deleting
// through the overlay, and a 10,000-word account that keeps few rows in the DOM.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSignedIn } from './learner';
import { openSharedStack, type SharedServer, type SharedStack } from './stack';

let server: SharedServer;
let browser: SharedStack;
beforeAll(async () => {
  browser = await openSharedStack();
  server = browser.server;
});
afterAll(async () => {
  await browser?.close();
});

async function signUp(email: string): Promise<string> {
  const post = (path: string, body: unknown) =>
    fetch(`${server.url}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  await post('/users/register', { email });
  const login = await post('/users/login', { email, password: server.mailedPassword(email) });
  expect(login.status).toBe(200);
  return login.text();
}

async function addWord(
  token: string,
  word: string,
  wordTranslation: string,
  language: string,
  score: number,
) {
  const form = new FormData();
  for (const [key, value] of Object.entries({
    word,
    wordTranslation,
    sentence: '',
    sentenceTranslation: '',
    language,
    voice: `${language}-Female`,
    highQuality: 'false',
    category: '',
  })) {
    form.append(key, value);
  }
  const headers = { authorization: `Bearer ${token}` };
  const added = await fetch(`${server.url}/api/words/add`, { method: 'POST', headers, body: form });
  expect(added.status).toBe(201);
  const { uuid } = (await added.json()) as { uuid: string };
  if (score !== 1) {
    const scored = await fetch(`${server.url}/api/words/update/score/${uuid}/${score}`, {
      method: 'PATCH',
      headers,
    });
    expect(scored.status).toBe(200);
  }
}

/** Opens the list signed in with this token, on a fresh local storage: panel closed, table chosen. */
async function openList(page: Page, token: string) {
  await startSignedIn(page, server, token, { height: 800 });
  await page.goto(`${server.url}/words/list`);
  await page.locator('.words-table__row').first().waitFor();
}

const listedWords = (page: Page) => page.locator('.playable--word .playable__text').allTextContents();

describe('the words list', () => {
  let page: Page;

  beforeAll(async () => {
    const token = await signUp('lea@example.com');
    await addWord(token, 'casa', 'house', 'es-ES', 3);
    await addWord(token, 'perro', 'dog', 'es-ES', 2);
    await addWord(token, 'שָׁלוֹם', 'peace', 'he-IL', 1);
    await addWord(token, 'gato', 'cat', 'es-ES', 3);
    page = await browser.context.newPage();
    await openList(page, token);
  });
  afterAll(async () => {
    await page?.close();
  });

  it('lists the words newest first', async () => {
    expect(await listedWords(page)).toEqual(['gato', 'שָׁלוֹם', 'perro', 'casa']);
  });

  it('sorts alphabetically ascending from the panel', async () => {
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByLabel('Sort by').selectOption({ label: 'Alphabetically' });
    await page.getByLabel('Order').selectOption({ label: 'Ascending' });
    await expect.poll(() => listedWords(page)).toEqual(['casa', 'gato', 'perro', 'שָׁלוֹם']);
  });

  it('filters by score', async () => {
    await page.getByLabel('Score', { exact: true }).selectOption({ label: '3' });
    await expect.poll(() => listedWords(page)).toEqual(['casa', 'gato']);
    expect(await page.getByRole('button', { name: /^Total Words/ }).textContent()).toBe('2');
  });

  it('loads the list in a worker after a reload, sorted and filtered as the settings were left', async () => {
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await page.reload();
    await expect.poll(() => listedWords(page)).toEqual(['casa', 'gato']);
    expect(workers.some((url) => url.includes('/static/js/words-worker-'))).toBe(true);
  });

  it('finds the Hebrew word by a search without vowel marks', async () => {
    await page.getByLabel('Search', { exact: true }).fill('שלו');
    await expect.poll(() => listedWords(page)).toEqual(['שָׁלוֹם']);
    await page.locator('label', { hasText: 'Search' }).click();
    await expect.poll(() => listedWords(page)).toEqual(['casa', 'gato']);
  });

  it('deletes a word through the overlay', async () => {
    await page.getByRole('button', { name: 'Delete gato' }).click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.textContent()).toMatch(/Delete the word:\s*gato/);
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('Word deleted!').waitFor();
    await expect.poll(() => listedWords(page)).toEqual(['casa']);
    await page.reload();
    await page.locator('.words-table__row').first().waitFor();
    expect(await listedWords(page)).toEqual(['casa']);
  });
});

/** 10,000 words written straight into the database, dated from the user's registration on. */
async function insertWords(email: string, count: number) {
  const db = createClient({ url: `file:${join(server.dataDir, 'wordhoard.db')}` });
  // The server (shared with the files running beside this one) may hold the write lock: wait for it.
  await db.execute('PRAGMA busy_timeout = 30000');
  const user = await db.execute({
    sql: 'SELECT id, registered_at FROM users WHERE email = ?',
    args: [email],
  });
  const id = Number(user.rows[0]?.id);
  const start = Number(user.rows[0]?.registered_at);
  const columns =
    'uuid, user_id, word, word_key, word_translation, language, voice, category, score, date, updated_at';
  for (let first = 0; first < count; first += 500) {
    const rows = Array.from({ length: Math.min(500, count - first) }, (_, k) => first + k + 1);
    await db.execute({
      sql: `INSERT INTO words (${columns}) VALUES ${rows.map(() => '(?,?,?,?,?,?,?,?,?,?,?)').join(',')}`,
      args: rows.flatMap((n) => [
        randomUUID(),
        id,
        `word${n}`,
        `word${n}`,
        `translation ${n}`,
        'en-US',
        'en-US-Female',
        'No',
        1 + (n % 3),
        new Date(start + n).toISOString(),
        start,
      ]),
    });
  }
  await db.execute({ sql: 'UPDATE users SET words_version = words_version + 1 WHERE id = ?', args: [id] });
  db.close();
}

describe('a 10,000-word list', () => {
  it('scrolls from top to bottom with few rows in the DOM', async () => {
    const token = await signUp('many@example.com');
    await insertWords('many@example.com', 10_000);
    const page = await browser.context.newPage();
    await openList(page, token);
    expect((await listedWords(page))[0]).toBe('word10000');
    expect(await page.locator('tr').count()).toBeLessThan(60);
    expect(await page.evaluate(() => performance.getEntriesByName('words-list-interactive').length)).toBe(1);

    // Instant: the page scrolls smoothly otherwise. Rows measured on the way may lengthen the
    // page a little, so the learner (and the test) may need a second push to the very end.
    const oldest = page.getByText('word1', { exact: true });
    for (let push = 0; push < 5 && (await oldest.count()) === 0; push++) {
      await page.evaluate(() =>
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
      );
      await page.waitForFunction(() => document.querySelectorAll('.words-table__row').length > 0);
    }
    await oldest.waitFor();
    expect(await page.locator('tr').count()).toBeLessThan(60);
    await page.close();
  });

  it('logged no console errors on the pages', () => {
    expect(browser.consoleErrors).toEqual([]);
  });
});
