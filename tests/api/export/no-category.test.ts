// A word without a category is stored as "No"; that is the database's word for none, never a
// category. Exports write it as none (an empty CSV cell, the root deck "Wordhoard" in Anki), and
// imports, of these files and of older ones that wrote "No", never make a category of it.
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANKI_HEADER } from '../../../shared/export/anki-text';
import { hasCategory } from '../../../shared/words/rules';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { importFile } from '../import/helpers';
import { signUp } from '../users/helpers';
import { addWord, listWords } from '../words/helpers';
import { checkPackage } from './anki/schema-checker';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signUp(t, 'uncategorised@example.com')).token;
  await addWord(t, token, { word: 'casa', category: 'Home' });
  await addWord(t, token, { word: 'nube', category: '' });
});
afterAll(() => t.close());

async function exported(path: string): Promise<Uint8Array> {
  const res = await t.request('GET', path, { token });
  expect(res.status).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
}

/** Each word's category in a fresh account that imported `file`; undefined for none. */
async function importedCategories(file: Uint8Array | string, name: string) {
  const other = (await signUp(t, `reader-${crypto.randomUUID()}@example.com`)).token;
  const job = await importFile(t, other, file, name);
  expect(job.state).toBe('done');
  const words = await listWords(t, other);
  return Object.fromEntries(words.map((w) => [w.word, hasCategory(w.category) ? w.category : undefined]));
}

describe('a word without a category', () => {
  it('has an empty Category cell in the CSV export, and comes back without one', async () => {
    const bytes = await exported('/api/export/csv');
    const rows = Papa.parse<string[]>(new TextDecoder().decode(bytes).slice(1), {
      skipEmptyLines: true,
    }).data;
    const column = rows[0]?.indexOf('Category') ?? -1;
    const cells = Object.fromEntries(rows.slice(1).map((row) => [row[0], row[column]]));
    expect(cells).toEqual({ casa: 'Home', nube: '' });
    expect(await importedCategories(bytes, 'words.csv')).toEqual({ casa: 'Home', nube: undefined });
  });

  it('sits in the root deck of the Anki text export, and comes back without one', async () => {
    const text = new TextDecoder().decode(await exported('/api/export/anki'));
    const decks = text
      .trimEnd()
      .split('\n')
      .slice(ANKI_HEADER.split('\n').length)
      .map((row) => row.split('\t')[1]);
    expect(decks.sort()).toEqual(['Wordhoard', 'Wordhoard::Home']);
    expect(await importedCategories(text, 'words.txt')).toEqual({ casa: 'Home', nube: undefined });
  });

  it('sits in the root deck of the .apkg, which has no "No" deck, and comes back without one', async () => {
    const bytes = await exported('/api/export/apkg');
    const checked = await checkPackage(bytes);
    expect(checked.problems).toEqual([]);
    const deckNames = Object.values(checked.decks).map((deck) => deck.name);
    expect(deckNames.sort()).toEqual(['Default', 'Wordhoard', 'Wordhoard::Home']);
    const nube = checked.notes.find((note) => String(note.flds).startsWith('nube'));
    const nubeDecks = checked.cards.filter((card) => card.nid === nube?.id).map((card) => card.did);
    expect(nubeDecks.map((did) => checked.decks[String(did)]?.name)).toEqual(['Wordhoard', 'Wordhoard']);
    expect(await importedCategories(bytes, 'words.apkg')).toEqual({ casa: 'Home', nube: undefined });
  });

  it('read from older files that wrote "No" (a CSV cell, a Wordhoard::No deck) makes no category', async () => {
    const csv = 'Word,Translation,Category\nsol,sun,No\n';
    const table = { header: true, mapping: { word: 0, wordTranslation: 1, category: 2 } };
    const other = (await signUp(t, 'older-files@example.com')).token;
    await importFile(t, other, csv, 'old.csv', { format: 'csv', onExisting: 'skip', table });
    const anki = `${ANKI_HEADER}\nwh-00000000000040008000000000000001\tWordhoard::No\tluna\tmoon\ten-US\n`;
    await importFile(t, other, anki, 'old.txt');
    const words = await listWords(t, other);
    expect(words.map((w) => [w.word, hasCategory(w.category)]).sort()).toEqual([
      ['luna', false],
      ['sol', false],
    ]);
  });

  it('in a re-imported export takes the category away from a word that had one (update)', async () => {
    const text = new TextDecoder().decode(await exported('/api/export/anki'));
    const other = (await signUp(t, 'moved@example.com')).token;
    await addWord(t, other, { word: 'nube', category: 'Weather' });
    const job = await importFile(t, other, text, 'words.txt', { format: 'anki-text', onExisting: 'update' });
    expect(job.report?.updated).toBe(1);
    const nube = (await listWords(t, other)).find((w) => w.word === 'nube');
    expect(hasCategory(nube?.category ?? '')).toBe(false);
  });
});
