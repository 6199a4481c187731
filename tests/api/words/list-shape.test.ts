// The list SQLite builds (list.ts) says what the API says of a word anywhere else (view.ts), byte
// for byte in any script: the count of encounters only on words that have some, highQuality as a
// boolean, and text outside ASCII as written.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type WordRow, wordView } from '../../../api/src/modules/words/view';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signUp } from '../users/helpers';
import { addWord, listWords } from './helpers';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signUp(t, 'list-shape@example.com')).token;
});
afterAll(() => t.close());

it('answers each word as the single-word answers do, with its version', async () => {
  const plain = await addWord(t, token, { word: 'maison', highQuality: 'false' });
  const met = await addWord(t, token, {
    word: 'Straße',
    sentence: 'Die Straße ist lang — «très» 長い 🚲.',
    sentenceTranslation: 'The street is long.',
    highQuality: 'true',
    category: 'Städte',
  });
  for (const sentence of ['Wir gehen die Straße entlang.', 'Eine Straße in Köln.']) {
    const res = await t.request('POST', `/api/encounters/${met.uuid}`, { body: { sentence }, token });
    expect(res.status).toBe(201);
  }
  const { rows } = await t.client.execute('SELECT * FROM words ORDER BY id DESC');
  const expected = rows.map((row) => {
    const r = row as unknown as Record<string, unknown>;
    const stored = {
      ...r,
      wordTranslation: r.word_translation,
      sentenceTranslation: r.sentence_translation,
      highQuality: r.high_quality === 1,
      speechWord: r.speech_word,
      speechSentence: r.speech_sentence,
      sourceUrl: r.source_url,
      sourceTitle: r.source_title,
      encounterCount: r.encounter_count,
    } as unknown as WordRow;
    return { ...wordView(stored), updatedAt: r.updated_at };
  });
  const list = await listWords(t, token);
  expect(list).toEqual(expected);
  expect(list.map((w) => [w.word, w.encounterCount, w.highQuality])).toEqual([
    ['Straße', 2, true],
    ['maison', undefined, false],
  ]);
  expect(list[0]?.sentence).toBe('Die Straße ist lang — «très» 長い 🚲.');
  expect(Object.keys(list[1] ?? {})).not.toContain('encounterCount');
  expect(plain.uuid).toBe(list[1]?.uuid);
});
