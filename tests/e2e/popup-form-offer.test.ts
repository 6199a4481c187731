// The popup's quick add in Chromium with the unpacked extension against the real server
// (docs/decisions/0044-word-forms.md): "anchors" when "anchor" is saved adds nothing; the popup
// offers "Add this sentence to “anchor”" (an encounter) and "Save as a new word anyway".
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_OFFER_TEXTS } from '../../shared/forms/form-offer';
import { ENCOUNTER_TEXTS } from '../../shared/words/encounters';
import { type E2EBrowser, launchBrowser } from './browser';
import { addWord, signUp } from './learner';
import { openSharedServer, type SharedServer } from './stack';

let server: SharedServer;
let restoreFetch: (() => void) | undefined;
let browser: E2EBrowser;
let token = '';

beforeAll(async () => {
  // The run's shared server (stack.ts): this file only needs a learner of its own on it.
  ({ server, restoreFetch } = openSharedServer());
  token = await signUp(server, 'popup-forms@example.org');
  await addWord(server, token, 'anchor', 'The anchor holds.');
  await addWord(server, token, 'lantern', 'A lantern glows.');
  browser = await launchBrowser();
  const user = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).user;
  await browser.worker.evaluate(
    (items) =>
      (
        globalThis as unknown as { chrome: { storage: { local: { set(items: object): Promise<void> } } } }
      ).chrome.storage.local.set(items),
    { serverUrl: server.url, token, user },
  );
}, 120_000);
afterAll(async () => {
  await browser?.close();
  restoreFetch?.();
});

const savedWords = async (): Promise<{ word: string; encounterCount?: number }[]> =>
  (
    await fetch(`${server.url}/api/words/get/words`, { headers: { authorization: `Bearer ${token}` } })
  ).json();

async function quickAdd(word: string, sentence: string): Promise<Page> {
  const popup = await browser.context.newPage();
  await popup.goto(`chrome-extension://${browser.extensionId}/popup.html`);
  await popup.getByLabel('Word', { exact: true }).fill(word);
  await popup.getByLabel('Sentence', { exact: true }).fill(sentence);
  await popup.getByRole('button', { name: 'Add word' }).click();
  return popup;
}

describe('a form of a saved word added in the popup', () => {
  it('offers the sentence to the saved word, and keeps it there', async () => {
    const popup = await quickAdd('anchors', 'Two anchors lay on the deck.');
    await popup.getByText('“anchors” is a form of “anchor”, which you saved.').waitFor();
    expect((await savedWords()).map((word) => word.word)).not.toContain('anchors');
    await popup.getByRole('button', { name: FORM_OFFER_TEXTS.addSentenceTo('anchor') }).click();
    await popup.getByText(ENCOUNTER_TEXTS.added).waitFor();
    await expect
      .poll(async () => (await savedWords()).find((word) => word.word === 'anchor')?.encounterCount)
      .toBe(1);
    expect((await savedWords()).map((word) => word.word)).not.toContain('anchors');
    expect(await popup.getByLabel('Word', { exact: true }).inputValue()).toBe('');
    await popup.close();
  });

  it('saves it as a new word when the learner says so', async () => {
    const popup = await quickAdd('lanterns', 'Lanterns hang in the street.');
    await popup.getByRole('button', { name: FORM_OFFER_TEXTS.saveAnyway }).click();
    await popup.getByText('"lanterns" added!').waitFor();
    expect((await savedWords()).map((word) => word.word)).toContain('lanterns');
    await popup.close();
  });
});
