// The add's check for another form of a saved word (docs/decisions/0044-word-forms.md): asked for
// with checkForms=true, "anchors" when "anchor" is saved answers 409 'word_is_form' with the saved
// word and stores nothing; without the field the spec's add is unchanged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isWordIsFormAnswer } from '../../../shared/forms/form-offer';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signUp } from '../users/helpers';
import { addWord, listWords, wordForm } from './helpers';

let t: TestApp;
let token: string;
let other: string;
const german = { language: 'de-DE', voice: 'de-DE-Female' };

beforeAll(async () => {
  t = await createTestApp();
  token = (await signUp(t, 'forms@example.com')).token;
  other = (await signUp(t, 'forms-other@example.com')).token;
  await addWord(t, token, { word: 'anchor' });
  await addWord(t, token, { word: 'Haus', ...german });
});
afterAll(() => t.close());

const add = (fields: Record<string, string>, as = token) =>
  t.request('POST', '/api/words/add', { body: wordForm(fields), token: as });

const wordsOf = async (as = token) => (await listWords(t, as)).map((word) => word.word).sort();

describe('POST /api/words/add with checkForms', () => {
  it('answers the saved word a new word is a form of, and stores nothing', async () => {
    const before = await wordsOf();
    const res = await add({ word: ' Anchors ', checkForms: 'true' });
    expect(res.status).toBe(409);
    const body = await res.json();
    expect(isWordIsFormAnswer(body)).toBe(true);
    expect(body.message).toBe('“Anchors” is a form of “anchor”, which you saved.');
    expect(body.formOf).toMatchObject({ word: 'anchor', form: 'Anchors' });
    const [anchor] = (await listWords(t, token)).filter((word) => word.word === 'anchor');
    expect(body.formOf.uuid).toBe(anchor?.uuid);
    expect(await wordsOf()).toEqual(before);
  });

  it('matches within the new word’s language only', async () => {
    const res = await add({ word: 'Häuser', ...german, checkForms: 'true' });
    expect(res.status).toBe(409);
    expect((await res.json()).formOf.word).toBe('Haus');
    // "anchors" as a German word is no form of the English "anchor".
    const german409 = await add({ word: 'anchors', ...german, checkForms: 'true' });
    expect(german409.status).toBe(201);
  });

  it('adds a word that is no form of a saved one, and the saved word itself stays the spec’s duplicate', async () => {
    expect((await add({ word: 'lighthouse', checkForms: 'true' })).status).toBe(201);
    const same = await add({ word: 'Anchor', checkForms: 'true' });
    expect(same.status).toBe(409);
    expect(await same.json()).toEqual({ code: 'word_exists', message: 'The word already exists.' });
  });

  it('adds the form as a word of its own without the field, or with checkForms=false', async () => {
    expect((await add({ word: 'tides', checkForms: 'true' })).status).toBe(201);
    await addWord(t, token, { word: 'sail' });
    expect((await add({ word: 'sails' })).status).toBe(201);
    await addWord(t, token, { word: 'harbour' });
    expect((await add({ word: 'harbours', checkForms: 'false' })).status).toBe(201);
    expect(await wordsOf()).toEqual(expect.arrayContaining(['sails', 'harbours']));
  });

  it('never looks at another learner’s words', async () => {
    expect((await add({ word: 'anchors', checkForms: 'true' }, other)).status).toBe(201);
    expect(await wordsOf(other)).toEqual(['anchors']);
  });

  it('refuses a checkForms that is neither true nor false, adding nothing', async () => {
    const res = await add({ word: 'lanterns', checkForms: 'maybe' });
    expect(res.status).toBe(422);
    expect((await res.json()).message).toBe('checkForms must be "true" or "false".');
    expect(await wordsOf()).not.toContain('lanterns');
  });
});
