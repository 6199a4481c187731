// Encounters in Chromium against the real server (docs/decisions/0029-encounters.md): a word typed
// again with a new sentence keeps the spec's 'The word already exists.' and offers "Add this
// sentence to it"; the list then counts the sentence, and its dialog plays, promotes and removes it.
// Needs `npm run build`.
import { describe, expect, it } from 'vitest';
import { ENCOUNTER_TEXTS } from '../../shared/words/encounters';
import { axeViolations } from './axe';
import { learnerStack } from './learner-stack';

const learner = learnerStack('encounters.e2e@example.com', [['harbour', 'The harbour is calm.']]);

async function openList(width: number) {
  await learner.open('/words/list', { width });
  await learner.page.getByRole('button', { name: /add/i }).first().waitFor();
}

describe('a word met again', () => {
  it('keeps the new sentence on the saved word from the add dialog', async () => {
    await openList(1280);
    await learner.page.getByRole('button', { name: /^\+?\s*add$/i }).click();
    const dialog = learner.page.getByRole('dialog', { name: 'Add a word' });
    await dialog.getByLabel('Word', { exact: true }).fill('Harbour');
    await expect.poll(() => dialog.getByText('The word already exists.').count()).toBe(1);
    await dialog.getByLabel('Sentence', { exact: true }).fill('Boats rest in the harbour at night.');
    await dialog.getByRole('button', { name: ENCOUNTER_TEXTS.offer }).click();
    await learner.page.getByText(ENCOUNTER_TEXTS.added).first().waitFor();
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await learner.page.getByRole('button', { name: `${ENCOUNTER_TEXTS.count(1)} for harbour` }).waitFor();
  });

  it('lists it in the dialog, makes it the main sentence and keeps the old one', async () => {
    await openList(375);
    await learner.page.getByRole('button', { name: `${ENCOUNTER_TEXTS.count(1)} for harbour` }).click();
    const dialog = learner.page.getByRole('dialog', { name: `${ENCOUNTER_TEXTS.title}: harbour` });
    await dialog.getByText('Boats rest in the harbour at night.').waitFor();
    expect(await axeViolations(learner.page)).toEqual([]);
    await dialog.getByRole('button', { name: ENCOUNTER_TEXTS.makeMain }).click();
    await dialog.getByText('The harbour is calm.').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await learner.page.getByText('Boats rest in the harbour at night.').first().waitFor();
    const list = await (
      await fetch(`${learner.server.url}/api/words/get/words`, {
        headers: { authorization: `Bearer ${learner.token}` },
      })
    ).json();
    expect(list[0]).toMatchObject({ sentence: 'Boats rest in the harbour at night.', encounterCount: 1 });
  });
});
