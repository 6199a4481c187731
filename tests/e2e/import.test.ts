// The import in Chromium against the real server: a learner opens the import from the profile,
// chooses a CSV, maps its columns with the preview in view, chooses "keep both", watches the
// progress and reads the report, then finds the words in the list. Needs `npm run build`.
import { describe, expect, it } from 'vitest';
import { ANKI_HEADER } from '../../shared/export/anki-text';
import {
  IMPORT_DROP,
  IMPORT_GUESSED_FROM,
  IMPORT_LANGUAGE_WHOLE_FILE,
  importDeckLabel,
  ON_EXISTING_LABELS,
  SKIP_REASONS,
} from '../../shared/import/texts';
import type { Word } from '../../shared/words/types';
import { axeViolations } from './axe';
import { learnerStack } from './learner-stack';

const learner = learnerStack('import.e2e@example.com', [['harbour', '']]);

const CSV =
  'Spanish,English,Example\nperro,dog,El perro ladra.\nHarbour,puerto,The harbour is calm.\nPerro ,dog again,\ngato,cat,\n';

describe('the import', () => {
  it('maps a CSV’s columns, shows its progress and reports what it did', async () => {
    await learner.open('/auth', { width: 375 });
    await learner.page
      .getByRole('region', { name: 'Import' })
      .getByRole('button', { name: 'Import words' })
      .click();
    const dialog = learner.page.getByRole('dialog', { name: 'Import' });
    // Every progress text the dialog announces, kept as it goes (an import of four rows is quick).
    await learner.page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { announced: string[] }).announced = seen;
      new MutationObserver(() => {
        for (const node of document.querySelectorAll('[role="status"]')) seen.push(node.textContent ?? '');
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await dialog
      .getByLabel(IMPORT_DROP)
      .setInputFiles({ name: 'words.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
    await expect.poll(() => dialog.getByLabel('Format').inputValue()).toBe('csv');
    await dialog.getByLabel('Word', { exact: true }).selectOption({ label: '1: Spanish' });
    await dialog.getByLabel('Translation', { exact: true }).selectOption({ label: '2: English' });
    await dialog.getByLabel('Sentence', { exact: true }).selectOption({ label: '3: Example' });
    const preview = dialog.getByRole('region', { name: 'First rows' });
    await expect.poll(() => preview.getByRole('cell').first().textContent()).toBe('perro');
    await dialog.getByLabel(ON_EXISTING_LABELS.keepBoth).check();
    // A file without decks: one language for it, proposed from its words or the learner's own.
    await expect.poll(() => dialog.getByLabel(IMPORT_LANGUAGE_WHOLE_FILE).inputValue()).toBe('en-US');
    // Every field labelled, the preview a named region, nothing axe finds (WCAG 2.x A/AA).
    expect(await axeViolations(learner.page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();

    await dialog.getByText('Import finished: 2 added, 1 updated, 1 skipped.').waitFor();
    await dialog.getByText(`Row 4 (Perro): ${SKIP_REASONS.twiceInFile}`).waitFor();
    const announced = await learner.page.evaluate(
      () => (window as unknown as { announced: string[] }).announced,
    );
    expect(
      announced.some((text) => text.startsWith('Reading the file') || text.startsWith('Importing')),
    ).toBe(true);

    await dialog.getByRole('link', { name: 'Go to my words' }).click();
    await learner.page.waitForURL(/\/words\/list/);
    await learner.page.getByText('gato').first().waitFor();
    await learner.page.getByText('perro').first().waitFor();
  });

  it('proposes a language per Anki deck, from its name or its words, and imports the one chosen', async () => {
    const rows = [
      ['German::Verbs', 'gehen', 'to go'],
      ['ภาษาไทย', 'แมว', 'cat'],
      ...['la ventana', 'el árbol', 'escribir', 'la iglesia', 'el desayuno', 'ayer'].map((w) => [
        'Vocabulary',
        w,
        '',
      ]),
    ];
    const file = `${ANKI_HEADER}\n${rows.map(([deck, word, back]) => `\t${deck}\t${word}\t${back}\t`).join('\n')}\n`;
    await learner.open('/auth', { width: 1280 });
    await learner.page
      .getByRole('region', { name: 'Import' })
      .getByRole('button', { name: 'Import words' })
      .click();
    const dialog = learner.page.getByRole('dialog', { name: 'Import' });
    await dialog
      .getByLabel(IMPORT_DROP)
      .setInputFiles({ name: 'decks.txt', mimeType: 'text/plain', buffer: Buffer.from(file) });
    const german = dialog.getByLabel(importDeckLabel('German::Verbs', 1));
    await expect.poll(() => german.inputValue()).toBe('de-DE');
    expect(await dialog.getByLabel(importDeckLabel('ภาษาไทย', 1)).inputValue()).toBe('th-TH');
    expect(await dialog.getByLabel(importDeckLabel('Vocabulary', 6)).inputValue()).toBe('es-ES');
    await dialog.getByText(IMPORT_GUESSED_FROM.words).waitFor();
    expect(await dialog.getByText(IMPORT_GUESSED_FROM.deck).count()).toBe(2);
    // IMPORT_SHOTS=<folder> keeps pictures of the dialog at both widths, to look at.
    const shots = process.env.IMPORT_SHOTS;
    if (shots) {
      await learner.page.screenshot({ path: `${shots}/import-1280.png` });
      await learner.page.setViewportSize({ width: 375, height: 812 });
      await dialog.getByLabel(importDeckLabel('Vocabulary', 6)).scrollIntoViewIfNeeded();
      await learner.page.screenshot({ path: `${shots}/import-375.png` });
    }
    expect(await axeViolations(learner.page)).toEqual([]);
    // The learner says the German is Austrian.
    await german.selectOption('de-AT');
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await dialog.getByText('Import finished: 8 added, 0 updated, 0 skipped.').waitFor();

    const res = await fetch(`${learner.server.url}/api/words/get/words`, {
      headers: { authorization: `Bearer ${learner.token}` },
    });
    const words = new Map(((await res.json()) as Word[]).map((w) => [w.word, w]));
    expect(words.get('gehen')).toMatchObject({ language: 'de-AT', voice: 'de-AT-Female' });
    expect(words.get('แมว')).toMatchObject({ language: 'th-TH', voice: 'th-TH-Female' });
    expect(words.get('escribir')?.language).toBe('es-ES');
  });
});
