// The add dialog in Chromium against the real server (docs/decisions/0044-word-forms.md): typing
// "anchors" when "anchor" is saved adds nothing; the server's answer is shown with "Add this
// sentence to “anchor”" (an encounter) and "Save as a new word anyway". Needs `npm run build`.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_OFFER_TEXTS } from '../../shared/forms/form-offer';
import { ENCOUNTER_TEXTS } from '../../shared/words/encounters';
import { addWord, signUp, startSignedIn } from './learner';
import { openSharedStack, type SharedServer, type SharedStack } from './stack';

let server: SharedServer;
let browser: SharedStack;
let page: Page;
let token = '';

beforeAll(async () => {
  browser = await openSharedStack();
  server = browser.server;
  page = browser.page;
  token = await signUp(server, 'form-offer.e2e@example.com');
  await addWord(server, token, 'anchor', 'The anchor holds.');
  await addWord(server, token, 'lantern', 'A lantern glows.');
});
afterAll(async () => {
  await browser?.close();
});

const savedWords = async (): Promise<{ word: string; encounterCount?: number }[]> =>
  (
    await fetch(`${server.url}/api/words/get/words`, { headers: { authorization: `Bearer ${token}` } })
  ).json();

async function openAddDialog() {
  await startSignedIn(page, server, token, { width: 1280 });
  await page.goto(`${server.url}/words/list`);
  await page.getByRole('button', { name: /^\+?\s*add$/i }).click();
  return page.getByRole('dialog', { name: 'Add a word' });
}

describe('a form of a saved word typed in the add dialog', () => {
  it('offers the sentence to the saved word, and keeps it there', async () => {
    const dialog = await openAddDialog();
    await dialog.getByLabel('Word', { exact: true }).fill('anchors');
    await dialog.getByLabel('Sentence', { exact: true }).fill('Two anchors lay on the deck.');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await dialog.getByText('“anchors” is a form of “anchor”, which you saved.').waitFor();
    expect((await savedWords()).map((word) => word.word)).not.toContain('anchors');
    await dialog.getByRole('button', { name: FORM_OFFER_TEXTS.addSentenceTo('anchor') }).click();
    await page.getByText(ENCOUNTER_TEXTS.added).first().waitFor();
    const words = await savedWords();
    expect(words.map((word) => word.word)).not.toContain('anchors');
    expect(words.find((word) => word.word === 'anchor')?.encounterCount).toBe(1);
  });

  it('saves it as a new word when the learner says so', async () => {
    const dialog = await openAddDialog();
    await dialog.getByLabel('Word', { exact: true }).fill('lanterns');
    await dialog.getByLabel('Sentence', { exact: true }).fill('Lanterns hang in the street.');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await dialog.getByRole('button', { name: FORM_OFFER_TEXTS.saveAnyway }).click();
    await page.getByText('"lanterns" added!').first().waitFor();
    expect((await savedWords()).map((word) => word.word)).toContain('lanterns');
    // The form emptied for the next word: the offer went with it.
    expect(await dialog.getByRole('button', { name: FORM_OFFER_TEXTS.saveAnyway }).count()).toBe(0);
  });
});
