// The language of imported words: the preview proposes one per deck (from the deck's name, else
// the words' letters), the learner's choice per deck is what the words get, spoken with a voice of
// that language, and a language Wordhoard does not speak is refused before anything starts.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportDeckPreview } from '../../../shared/api';
import { ANKI_HEADER } from '../../../shared/export/anki-text';
import { IMPORT_MESSAGES } from '../../../shared/import/texts';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signUp } from '../users/helpers';
import { listWords } from '../words/helpers';
import { importFile, importForm } from './helpers';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signUp(t, 'polyglot@example.com')).token;
});
afterAll(() => t.close());

const rows: [deck: string, word: string, translation: string, tags?: string][] = [
  ['German::Verbs', 'gehen', 'to go'],
  ['German::Verbs', 'laufen', 'to run'],
  ['ภาษาไทย', 'แมว', 'cat'],
  ['ภาษาไทย', 'สุนัข', 'dog'],
  ['Vocabulary', 'la ventana', 'window'],
  ['Vocabulary', 'el árbol', 'tree'],
  ['Vocabulary', 'escribir', 'to write'],
  ['Vocabulary', 'la iglesia', 'church'],
  ['Vocabulary', 'el desayuno', 'breakfast'],
  ['Vocabulary', 'ayer', 'yesterday'],
  ['Vocabulary', 'el periódico', 'newspaper'],
  ['Vocabulary', 'importante', 'important'],
  ['Misc', 'собака', 'dog'],
  ['Misc', 'кошка', 'cat'],
  ['Tagged', 'ciao', 'hello', 'it-IT'],
];
const ankiText = `${ANKI_HEADER}\n${rows.map(([deck, word, back, tags = '']) => `\t${deck}\t${word}\t${back}\t${tags}`).join('\n')}\n`;

async function preview(content: Uint8Array | string, name: string, options?: object) {
  const res = await t.request('POST', '/api/import/preview', {
    body: importForm(content, name, options),
    token,
  });
  return { status: res.status, body: await res.json() };
}

describe('the import preview', () => {
  it('proposes a language per deck: from its name, else from its words’ letters', async () => {
    const { status, body } = await preview(ankiText, 'words.txt');
    expect(status).toBe(200);
    const decks = new Map((body.decks as ImportDeckPreview[]).map((d) => [d.deck, d]));
    expect(decks.get('German::Verbs')).toEqual({
      deck: 'German::Verbs',
      words: 2,
      named: 0,
      language: 'de-DE',
      guessedFrom: 'deck',
    });
    expect(decks.get('ภาษาไทย')).toMatchObject({ language: 'th-TH', guessedFrom: 'deck' });
    expect(decks.get('Vocabulary')).toMatchObject({ language: 'es-ES', guessedFrom: 'words' });
    expect(decks.get('Misc')).toMatchObject({ language: 'ru-RU', guessedFrom: 'words' });
    expect(decks.get('Tagged')).toMatchObject({ words: 1, named: 1 });
    // Nothing was stored.
    expect(await listWords(t, token)).toEqual([]);
  });

  it('reads ISO codes and the languages’ own names as deck names', async () => {
    const decks = ['DE', 'fra', 'Deutsch A1', '日本語の単語', 'Español::Comida', 'Ελληνικά'];
    const text = `${ANKI_HEADER}\n${decks.map((deck, i) => `\t${deck}\tw${i}\tx\t`).join('\n')}\n`;
    const { body } = await preview(text, 'codes.txt');
    expect((body.decks as ImportDeckPreview[]).map((d) => [d.deck, d.language])).toEqual([
      ['DE', 'de-DE'],
      ['fra', 'fr-FR'],
      ['Deutsch A1', 'de-DE'],
      ['日本語の単語', 'ja-JP'],
      ['Español::Comida', 'es-ES'],
      ['Ελληνικά', 'el-GR'],
    ]);
  });

  it('proposes the learner’s own language when nothing says, and reads an Anki package’s decks', async () => {
    const csv = await preview('Word\n123\n', 'numbers.csv', {
      format: 'csv',
      onExisting: 'skip',
      table: { header: true, mapping: { word: 0 } },
    });
    expect(csv.body.decks).toEqual([{ deck: '', words: 1, named: 0, language: 'en-US', guessedFrom: null }]);
    // Spanish words with English sentences: the detector is unsure (its first answer, Portuguese,
    // scores 0.04), so nothing is guessed.
    const mixed = await preview(
      'Word,Sentence\nperro,The dog barks.\nHarbour,The harbour is calm.\ngato,The cat sleeps.\n',
      'mixed.csv',
      { format: 'csv', onExisting: 'skip', table: { header: true, mapping: { word: 0, sentence: 1 } } },
    );
    expect(mixed.body.decks[0]).toMatchObject({ language: 'en-US', guessedFrom: null });
    const apkg = new Uint8Array(
      await readFile(new URL('../fixtures/anki/anki-25-alphabet-word.apkg', import.meta.url)),
    );
    const { body } = await preview(apkg, 'alphabet.apkg');
    expect(body.decks).toEqual([
      { deck: 'Alphabet Word', words: 26, named: 0, language: 'en-US', guessedFrom: 'words' },
    ]);
  });
});

describe('the language chosen for each deck', () => {
  it('is what the deck’s words get, spoken with a voice of it; a word naming its own keeps it', async () => {
    const languages = {
      'German::Verbs': 'de-AT',
      ภาษาไทย: 'th-TH',
      Vocabulary: 'es-MX',
      '': 'ru-RU',
      Tagged: 'fr-FR',
    };
    const job = await importFile(t, token, ankiText, 'words.txt', {
      format: 'anki-text',
      onExisting: 'skip',
      languages,
    });
    expect(job.report?.added).toBe(rows.length);
    const words = new Map((await listWords(t, token)).map((w) => [w.word, w]));
    expect(words.get('gehen')).toMatchObject({ language: 'de-AT', voice: 'de-AT-Female' });
    expect(words.get('แมว')).toMatchObject({ language: 'th-TH', voice: 'th-TH-Female' });
    expect(words.get('escribir')).toMatchObject({ language: 'es-MX', voice: 'es-MX-Female' });
    // A deck the choice does not name takes the file's ('').
    expect(words.get('собака')?.language).toBe('ru-RU');
    expect(words.get('ciao')?.language).toBe('it-IT');
  });

  it('is refused when Wordhoard does not speak it, before anything starts', async () => {
    const other = (await signUp(t, 'klingon@example.com')).token;
    for (const languages of [{ 'German::Verbs': 'tlh-QO' }, { '': 42 }]) {
      const res = await t.request('POST', '/api/import', {
        body: importForm(ankiText, 'words.txt', {
          format: 'anki-text',
          onExisting: 'skip',
          languages,
        } as object),
        token: other,
      });
      expect(res.status).toBe(422);
      expect((await res.json()).message).toBe(IMPORT_MESSAGES.badLanguage);
    }
    expect(await listWords(t, other)).toEqual([]);
    // The same file with no choice is imported.
    const job = await importFile(t, other, ankiText, 'words.txt', {
      format: 'anki-text',
      onExisting: 'skip',
    });
    expect(job.report?.added).toBe(rows.length);
  });
});
