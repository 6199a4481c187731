// A word's encounters through each word export and back (decision 0032): the CSV's Encounters
// column, the Anki text's list on the back and the .apkg's Encounters field (with each sentence's
// audio) give a fresh account the same encounters, as far as the format keeps them. A foreign file
// with such a list brings text only, and no word ends above the limit of encounters.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSV_COLUMNS } from '../../../shared/export/columns';
import { ENCOUNTERS_MAX, type Encounter, type EncounterAddedAnswer } from '../../../shared/words/encounters';
import type { Word } from '../../../shared/words/types';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { claimOf, signUp } from '../users/helpers';
import { addWord, listWords } from '../words/helpers';
import { importFile } from './helpers';

let t: TestApp;
let token: string;
const LINKED = {
  sentence: 'La lluvia <b>cae</b> & [sound:x.mp3]',
  sentenceTranslation: 'The rain "falls"',
  sourceUrl: 'https://example.com/a?x=1&y=2',
  sourceTitle: 'A <i>story</i>',
};
const TITLED = { sentence: 'Llueve otra vez.', sourceUrl: 'https://example.com/b', sourceTitle: '' };
const PLAIN = { sentence: 'Otra lluvia,\nmás fuerte.' };

beforeAll(async () => {
  t = await createTestApp();
  token = (await signUp(t, 'met-source@example.com')).token;
  const met = await addWord(t, token, { word: 'lluvia', wordTranslation: 'rain', sentence: 'Hoy llueve.' });
  await addWord(t, token, { word: 'sol', wordTranslation: 'sun' });
  for (const body of [LINKED, TITLED, PLAIN]) {
    const res = await t.request('POST', `/api/encounters/${met.uuid}`, { body, token });
    expect(res.status).toBe(201);
    expect(((await res.json()) as EncounterAddedAnswer).encounter.speechSentence).not.toBe('');
    t.clock.advance(1000);
  }
});
afterAll(() => t.close());

const download = async (path: string, as = token) => {
  const res = await t.request('GET', path, { token: as });
  expect(res.status).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
};

/** The encounters of the account's word, oldest first. */
async function encountersOf(as: string, word: string): Promise<Encounter[]> {
  const found = (await listWords(t, as)).find((w: Word) => w.word === word);
  expect(found).toBeDefined();
  const res = await t.request('GET', `/api/encounters/${found?.uuid}`, { token: as });
  expect(res.status).toBe(200);
  return [...((await res.json()) as { encounters: Encounter[] }).encounters].reverse();
}

const texts = (list: Encounter[], keepsTitle: boolean) =>
  list.map((e) => ({
    sentence: e.sentence,
    sentenceTranslation: e.sentenceTranslation,
    sourceUrl: e.sourceUrl,
    sourceTitle: keepsTitle ? e.sourceTitle : '',
  }));

async function importInto(email: string, bytes: Uint8Array | string, name: string) {
  const target = (await signUp(t, email)).token;
  const job = await importFile(t, target, bytes, name);
  expect(job).toMatchObject({ state: 'done', report: { added: 2, skipped: [] } });
  return target;
}

describe('encounters read back by the import', () => {
  it('of the .apkg: the same sentences, translations, pages and titles, and the same audio bytes', async () => {
    const target = await importInto('met-apkg@example.com', await download('/api/export/apkg'), 'w.apkg');
    const theirs = await encountersOf(token, 'lluvia');
    const mine = await encountersOf(target, 'lluvia');
    expect(texts(mine, true)).toEqual(texts(theirs, true));
    expect(mine).toHaveLength(3);
    for (const [index, encounter] of mine.entries()) {
      expect(encounter.speechSentence).not.toBe('');
      const path = (id: number, audio: string) => `/api/words/get/audio/${id}/${audio}`;
      expect(await download(path(claimOf(target).id, encounter.speechSentence), target)).toEqual(
        await download(path(claimOf(token).id, theirs[index]?.speechSentence ?? '')),
      );
    }
    expect(await encountersOf(target, 'sol')).toEqual([]);
  });

  it('of the Anki text export: the same texts, pages and titles; the back keeps only the translations', async () => {
    const target = await importInto('met-anki@example.com', await download('/api/export/anki'), 'w.txt');
    expect(texts(await encountersOf(target, 'lluvia'), true)).toEqual(
      texts(await encountersOf(token, 'lluvia'), true),
    );
    const lluvia = async (as: string) => (await listWords(t, as)).find((w) => w.word === 'lluvia');
    const source = await lluvia(token);
    expect(await lluvia(target)).toMatchObject({
      wordTranslation: 'rain',
      sentenceTranslation: source?.sentenceTranslation,
      encounterCount: 3,
    });
  });

  it('of the CSV export: the same texts and pages (a line break in a sentence is a space there)', async () => {
    const target = await importInto('met-csv@example.com', await download('/api/export/csv'), 'w.csv');
    const oneLine = (list: ReturnType<typeof texts>) =>
      list.map((e) => ({ ...e, sentence: e.sentence.replace(/\s*\n\s*/g, ' ') }));
    expect(texts(await encountersOf(target, 'lluvia'), false)).toEqual(
      oneLine(texts(await encountersOf(token, 'lluvia'), false)),
    );
  });

  it(`keep the newest ${ENCOUNTERS_MAX} of a hand-made CSV holding more than twice as many`, async () => {
    const header = CSV_COLUMNS.map((c) => c.title).join(',');
    const many = ENCOUNTERS_MAX * 2 + 10;
    const lines = Array.from({ length: many }, (_, i) => `Sentence ${i + 1}.`).join('\n');
    const csv = `${header}\r\nnube,cloud,,,es-ES,No,1,,,,,,"${lines}"\r\nviento,wind,,,,,,,,,,,\r\n`;
    const target = await importInto('met-many@example.com', csv, 'many.csv');
    const kept = await encountersOf(target, 'nube');
    expect(kept).toHaveLength(ENCOUNTERS_MAX);
    expect(kept[0]?.sentence).toBe(`Sentence ${many - ENCOUNTERS_MAX + 1}.`);
    expect(kept.at(-1)?.sentence).toBe(`Sentence ${many}.`);
  });

  it('of a foreign Anki text file holding such a list: text only, and no address but a web page', async () => {
    const list =
      '<ul class="encounters"><li><script>alert(1)</script><b>Bold</b> &lt;i&gt; text' +
      '<br><i>tr &amp; more</i> <a href="javascript:alert(1)">Evil</a></li>' +
      '<li><img src=x onerror=alert(1)>Second<br><i>dos</i> Just a title</li></ul>';
    const file = `#separator:tab\n#html:true\nnube\tcloud${list}\nviento\twind\n`;
    const target = await importInto('met-foreign@example.com', file, 'foreign.txt');
    const met = await encountersOf(target, 'nube');
    expect(texts(met, true)).toEqual([
      { sentence: 'Bold <i> text', sentenceTranslation: 'tr & more', sourceUrl: '', sourceTitle: 'Evil' },
      { sentence: 'Second', sentenceTranslation: 'dos', sourceUrl: '', sourceTitle: 'Just a title' },
    ]);
    expect((await listWords(t, target)).find((w) => w.word === 'nube')?.wordTranslation).toBe('cloud');
  });
});
