// Invisible characters in text fields. Before, NUL and bidirectional override characters were
// stored as sent: "dup", "dup" + NUL + "one" and "dup" + NUL + "two" were three words that looked
// alike and passed the duplicate check, and an override could make one word read as another.
// Now the shared rule (shared/text.ts) strips them in the forms and in the API.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signUp } from '../users/helpers';
import { listWords, wordForm } from '../words/helpers';

let t: TestApp;
let token: string;
beforeEach(async () => {
  t = await createTestApp();
  token = (await signUp(t, 'reader@example.com')).token;
});
afterEach(() => t.close());

const add = (fields: Record<string, string>) =>
  t.request('POST', '/api/words/add', { token, body: wordForm(fields) });

describe('control and bidirectional characters in word fields', () => {
  it('are stripped, so look-alike words are one word or visibly different ones', async () => {
    expect((await add({ word: 'dup' })).status).toBe(201);
    // The same word with an invisible tail is the same word: a duplicate.
    for (const lookAlike of ['dup\u0000', 'd\u202Eup', 'du\u2066p\u2069', '\u0007dup\u007F'])
      expect((await add({ word: lookAlike })).status).toBe(409);
    // With a visible tail it is stored without the invisible character.
    expect((await add({ word: 'dup\u0000one' })).status).toBe(201);
    const words = (await listWords(t, token)).map((w) => w.word).sort();
    console.info(`stored words: ${JSON.stringify(words)}`);
    expect(words).toEqual(['dup', 'dupone']);
  });

  it('keep line breaks and tabs in the sentence, and make them spaces in one-line fields', async () => {
    const res = await add({
      word: 'tab\tbed',
      wordTranslation: 'lit\u202E',
      sentence: 'First line.\r\nSecond\tline\u0000.',
      sentenceTranslation: 'Une\u2067 phrase.\nDeux.',
      category: 'Home\u0000',
    });
    expect(res.status).toBe(201);
    const [word] = await listWords(t, token);
    expect(word).toMatchObject({
      word: 'tab bed',
      wordTranslation: 'lit',
      sentence: 'First line.\nSecond\tline.',
      sentenceTranslation: 'Une phrase.\nDeux.',
      category: 'Home',
    });
  });
});

describe('control and bidirectional characters in the profile name', () => {
  it('are stripped', async () => {
    const res = await t.request('PATCH', '/api/users', { token, body: { name: 'Ada\u202E\u0000 Lovelace' } });
    expect(res.status).toBe(200);
    expect((await res.json()).name).toBe('Ada Lovelace');
  });
});
