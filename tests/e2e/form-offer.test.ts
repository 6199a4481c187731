// The add dialog in Chromium against the real server (docs/decisions/0044-word-forms.md): typing
// "anchors" when "anchor" is saved adds nothing; the server's answer is shown with "Add this
// sentence to “anchor”" (an encounter) and "Save as a new word anyway". Needs `npm run build`.
import { describe, expect, it } from 'vitest';
import { FORM_OFFER_TEXTS } from '../../shared/forms/form-offer';
import { ENCOUNTER_TEXTS } from '../../shared/words/encounters';
import { learnerStack } from './learner-stack';

const learner = learnerStack('form-offer.e2e@example.com', [
  ['anchor', 'The anchor holds.'],
  ['lantern', 'A lantern glows.'],
]);

const savedWords = async (): Promise<{ word: string; encounterCount?: number }[]> =>
  (
    await fetch(`${learner.server.url}/api/words/get/words`, {
      headers: { authorization: `Bearer ${learner.token}` },
    })
  ).json();

async function openAddDialog() {
  await learner.open('/words/list', { width: 1280 });
  await learner.page.getByRole('button', { name: /^\+?\s*add$/i }).click();
  return learner.page.getByRole('dialog', { name: 'Add a word' });
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
    await learner.page.getByText(ENCOUNTER_TEXTS.added).first().waitFor();
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
    await learner.page.getByText('"lanterns" added!').first().waitFor();
    expect((await savedWords()).map((word) => word.word)).toContain('lanterns');
    // The form emptied for the next word: the offer went with it.
    expect(await dialog.getByRole('button', { name: FORM_OFFER_TEXTS.saveAnyway }).count()).toBe(0);
  });
});
