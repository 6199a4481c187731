// The add and edit dialogs in Chromium against the real server (SPEC §2 "Add and edit dialogs",
// §4 "Words list", §7): a word typed in with a pasted picture is added, saved with its picture and
// its spoken audio, and then edited.
// On the shared stack (tests/e2e/stack.ts), with a learner of its own.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Word } from '../../shared/words/types';
import { openSharedStack, type SharedServer, type SharedStack } from './stack';

let server: SharedServer;
let stack: SharedStack;
let token = '';
let page: Page;

async function call(path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return fetch(`${server.url}/api${path}`, { ...init, headers });
}

const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

async function signUp(email: string): Promise<string> {
  expect((await call('/users/register', json({ email }))).status).toBe(200);
  const res = await call('/users/login', json({ email, password: server.mailedPassword(email) }));
  expect(res.status).toBe(200);
  return res.text();
}

async function savedWords(): Promise<Word[]> {
  const res = await call('/words/get/words');
  expect(res.status).toBe(200);
  return (await res.json()) as Word[];
}

/**
 * Pastes a PNG into the page as the browser does for a copied image: a paste event whose
 * clipboard data holds the file. The picture is noise, so it is well over the minimum size.
 */
async function pastePicture(target: Page): Promise<void> {
  await target.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 96;
    canvas.height = 96;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    for (let x = 0; x < 96; x += 4) {
      for (let y = 0; y < 96; y += 4) {
        context.fillStyle = `hsl(${(x * 7 + y * 13) % 360} 70% ${30 + ((x * y) % 50)}%)`;
        context.fillRect(x, y, 4, 4);
      }
    }
    const blob = await new Promise<Blob | null>((done) => canvas.toBlob(done, 'image/png'));
    if (!blob) throw new Error('the canvas gave no PNG');
    const clipboardData = new DataTransfer();
    clipboardData.items.add(new File([blob], 'image.png', { type: 'image/png' }));
    const event = new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true });
    (document.activeElement ?? document.body).dispatchEvent(event);
  });
}

function wordForm(fields: Record<string, string>): FormData {
  const form = new FormData();
  const all = { wordTranslation: '', sentence: '', sentenceTranslation: '', ...fields };
  for (const [key, value] of Object.entries({ ...all, language: 'en-US', voice: 'en-US-Female' })) {
    form.append(key, value);
  }
  form.append('highQuality', 'false');
  form.append('category', 'Fruit');
  return form;
}

async function addThroughApi(word: string, wordTranslation: string): Promise<void> {
  const res = await call('/words/add', { method: 'POST', body: wordForm({ word, wordTranslation }) });
  expect(res.status).toBe(201);
}

/** The words on screen, top to bottom. */
const listedWords = () => page.locator('.playable--word .playable__text').allTextContents();

beforeAll(async () => {
  stack = await openSharedStack();
  server = stack.server;
  token = await signUp('dialogs@example.com');
  page = stack.page;
  await page.addInitScript((signedIn) => localStorage.setItem('token', signedIn), token);
});

afterAll(() => stack?.close());

describe('the word dialogs', () => {
  it('adds a word with a pasted picture', async () => {
    await page.goto(`${server.url}/words/list`);
    await page.getByRole('button', { name: 'ADD' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a word' });
    await dialog.getByLabel('Word', { exact: true }).fill('lantern');
    await dialog.getByLabel('Translation', { exact: true }).fill('lanterne');
    await dialog.getByLabel('Sentence', { exact: true }).fill('The lantern glowed in the dark.');
    await pastePicture(page);
    await dialog.getByRole('img', { name: 'Picture for “lantern”' }).waitFor();
    await dialog.getByRole('button', { name: 'Add' }).click();

    await page.getByText('"lantern" added!').waitFor();
    // The dialog stays open and empty for the next word.
    expect(await dialog.getByLabel('Word', { exact: true }).inputValue()).toBe('');
    const [saved] = await savedWords();
    expect(saved).toMatchObject({
      word: 'lantern',
      wordTranslation: 'lanterne',
      sentence: 'The lantern glowed in the dark.',
      language: 'en-US',
      voice: 'en-US-Female',
      category: 'No',
    });
    expect(saved?.picture).not.toBe('');
    expect(saved?.speechWord).not.toBe('');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('edits the word, keeping its picture', async () => {
    const [before] = await savedWords();
    await page.getByRole('button', { name: 'Edit lantern' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Edit the word' });
    await dialog.getByRole('img', { name: 'Picture for “lantern”' }).waitFor();
    const translation = dialog.getByLabel('Translation', { exact: true });
    expect(await translation.inputValue()).toBe('lanterne');
    await translation.fill('  la lanterne ');
    await dialog.getByRole('button', { name: 'Save' }).click();

    await page.getByText('"lantern" updated!').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const [after] = await savedWords();
    expect(after).toMatchObject({ uuid: before?.uuid, wordTranslation: 'la lanterne' });
    expect(after?.picture).toBe(before?.picture);
  });

  it('puts a new word at the top on screen when the list is sorted otherwise', async () => {
    await addThroughApi('apple', 'pomme');
    await addThroughApi('banana', 'banane');
    await page.goto(`${server.url}/words/list`);
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByLabel('Sort by').selectOption({ label: 'Alphabetically' });
    await page.getByLabel('Order').selectOption({ label: 'Ascending' });
    await expect.poll(() => listedWords()).toEqual(['apple', 'banana', 'lantern']);

    // 'zebra' sorts last; added, it shows first.
    await page.getByRole('button', { name: 'ADD' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a word' });
    await dialog.getByLabel('Word', { exact: true }).fill('zebra');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await page.getByText('"zebra" added!').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await listedWords()).toEqual(['zebra', 'apple', 'banana', 'lantern']);
    expect(await page.getByRole('button', { name: /^Total Words/ }).textContent()).toBe('4');

    // The next time the settings are applied, the new words take their sorted places.
    await page.reload();
    await expect.poll(() => listedWords()).toEqual(['apple', 'banana', 'lantern', 'zebra']);
  });

  it('does not overwrite an edit made meanwhile elsewhere, and keeps what the learner typed', async () => {
    await page.getByRole('button', { name: 'Edit apple' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Edit the word' });
    const translation = dialog.getByLabel('Translation', { exact: true });
    expect(await translation.inputValue()).toBe('pomme');
    // Another window changes the word while this dialog is open.
    const apple = (await savedWords()).find((word) => word.word === 'apple');
    const form = wordForm({ word: 'apple', wordTranslation: 'la pomme' });
    expect((await call(`/words/update/${apple?.uuid}`, { method: 'PUT', body: form })).status).toBe(200);

    await translation.fill('une pomme');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('This word was changed in another window or device.', { exact: false }).waitFor();
    expect(await dialog.isVisible()).toBe(true);
    expect(await translation.inputValue()).toBe('une pomme');
    expect((await savedWords()).find((word) => word.word === 'apple')?.wordTranslation).toBe('la pomme');
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('logged no console errors but the refused stale edit', () => {
    // Chromium logs every answer of 400 or more; the 409 above is the one the test asked for.
    const unexpected = stack.consoleErrors.filter((line) => !line.includes('status of 409'));
    expect(unexpected).toEqual([]);
  });
});
