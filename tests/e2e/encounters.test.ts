// Encounters in Chromium against the real server (docs/decisions/0029-encounters.md): a word typed
// again with a new sentence keeps the spec's 'The word already exists.' and offers "Add this
// sentence to it"; the list then counts the sentence, and its dialog plays, promotes and removes it.
// Needs `npm run build`.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENCOUNTER_TEXTS } from '../../shared/words/encounters';
import { axeViolations } from './axe';
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
  token = await signUp(server, 'encounters.e2e@example.com');
  await addWord(server, token, 'harbour', 'The harbour is calm.');
});
afterAll(async () => {
  await browser?.close();
});

async function openList(width: number) {
  await startSignedIn(page, server, token, { width });
  await page.goto(`${server.url}/words/list`);
  await page.getByRole('button', { name: /add/i }).first().waitFor();
}

describe('a word met again', () => {
  it('keeps the new sentence on the saved word from the add dialog', async () => {
    await openList(1280);
    await page.getByRole('button', { name: /^\+?\s*add$/i }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a word' });
    await dialog.getByLabel('Word', { exact: true }).fill('Harbour');
    await expect.poll(() => dialog.getByText('The word already exists.').count()).toBe(1);
    await dialog.getByLabel('Sentence', { exact: true }).fill('Boats rest in the harbour at night.');
    await dialog.getByRole('button', { name: ENCOUNTER_TEXTS.offer }).click();
    await page.getByText(ENCOUNTER_TEXTS.added).first().waitFor();
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await page.getByRole('button', { name: `${ENCOUNTER_TEXTS.count(1)} for harbour` }).waitFor();
  });

  it('lists it in the dialog, makes it the main sentence and keeps the old one', async () => {
    await openList(375);
    await page.getByRole('button', { name: `${ENCOUNTER_TEXTS.count(1)} for harbour` }).click();
    const dialog = page.getByRole('dialog', { name: `${ENCOUNTER_TEXTS.title}: harbour` });
    await dialog.getByText('Boats rest in the harbour at night.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: ENCOUNTER_TEXTS.makeMain }).click();
    await dialog.getByText('The harbour is calm.').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await page.getByText('Boats rest in the harbour at night.').first().waitFor();
    const list = await (
      await fetch(`${server.url}/api/words/get/words`, { headers: { authorization: `Bearer ${token}` } })
    ).json();
    expect(list[0]).toMatchObject({ sentence: 'Boats rest in the harbour at night.', encounterCount: 1 });
  });
});
