// One learner, two sessions (say the web app and the extension) changing the same words at the
// same moment: no duplicates, counts that add up, every 2xx answer reflected in the list, and
// media whole. Edits that must not be lost silently: if-match.test.ts.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Word } from '../../../shared/words/types';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { addWord, listWords, wordForm } from '../words/helpers';
import { quickProviders } from './helpers/stubs';
import { twoSessions, expectWholeMedia as wholeMedia } from './helpers/two-sessions';

let t: TestApp;
let sessions: [string, string];
beforeAll(async () => {
  t = await createTestApp({}, quickProviders);
});
afterAll(() => t.close());
// Each test is a new learner with two sessions.
beforeEach(async () => {
  sessions = await twoSessions(t);
});

interface Answer {
  op: 'add' | 'update' | 'score' | 'delete';
  target: string;
  status: number;
  body: unknown;
}

/** Runs every call at once and keeps each answer beside what was asked. */
async function together(calls: { op: Answer['op']; target: string; run: () => Promise<Response> }[]) {
  return Promise.all(
    calls.map(async ({ op, target, run }): Promise<Answer> => {
      const res = await run();
      const text = await res.text();
      return { op, target, status: res.status, body: text ? JSON.parse(text) : null };
    }),
  );
}

const keyOf = (word: string) => word.trim().toLowerCase();
const SENTENCES = ['We walked home.', 'It was late.', 'Nobody saw it.'];
const add = (token: string, word: string, i: number) => () =>
  t.request('POST', '/api/words/add', { token, body: wordForm({ word, sentence: SENTENCES[i % 3] ?? '' }) });
const countOf = (answers: Answer[], op: Answer['op'], status: number) =>
  answers.filter((a) => a.op === op && a.status === status).length;

const expectWholeMedia = () => wholeMedia(t);

describe('parallel adds of the same words from two sessions', () => {
  it('store each word once: one 201 per word, 409 for the rest, no duplicates', async () => {
    const texts = ['Apple', ' apple ', 'APPLE', 'pear', 'Pear ', 'plum', 'fig', 'FIG', 'kiwi', 'lime'];
    const answers = await together(
      texts.flatMap((word, i) =>
        sessions.map((token) => ({ op: 'add' as const, target: word, run: add(token, word, i) })),
      ),
    );
    const keys = new Set(texts.map(keyOf));
    for (const key of keys) {
      const forKey = answers.filter((a) => keyOf(a.target) === key);
      expect(
        forKey.filter((a) => a.status === 201),
        key,
      ).toHaveLength(1);
      expect(forKey.filter((a) => a.status !== 201).map((a) => a.status)).toEqual(
        forKey.filter((a) => a.status !== 201).map(() => 409),
      );
    }
    const list = await listWords(t, sessions[1]);
    expect(list.map((w) => keyOf(w.word)).sort()).toEqual([...keys].sort());
    await expectWholeMedia();
  });
});

describe('parallel updates, scores, deletes and re-adds of the same words', () => {
  it('keeps the count, reflects every 2xx answer and leaves the media whole', async () => {
    const [a, b] = sessions;
    const originals: Word[] = [];
    for (let i = 0; i < 10; i++)
      originals.push(await addWord(t, a, { word: `word-${i}`, sentence: SENTENCES[i % 3] ?? '' }));

    const calls = originals.flatMap((w, i) => [
      ...sessions.map((token, s) => ({
        op: 'update' as const,
        target: w.uuid,
        run: () =>
          t.request('PUT', `/api/words/update/${w.uuid}`, {
            token,
            body: wordForm({
              word: w.word,
              sentence: SENTENCES[(i + s + 1) % 3] ?? '',
              wordTranslation: `from-${s}`,
            }),
          }),
      })),
      ...sessions.map((token, s) => ({
        op: 'score' as const,
        target: w.uuid,
        run: () => t.request('PATCH', `/api/words/update/score/${w.uuid}/${s + 2}`, { token }),
      })),
      ...(i < 5
        ? [
            ...sessions.map((token) => ({
              op: 'delete' as const,
              target: w.uuid,
              run: () => t.request('DELETE', `/api/words/delete/${w.uuid}`, { token }),
            })),
            { op: 'add' as const, target: w.word, run: add(b, w.word.toUpperCase(), i + 1) },
          ]
        : []),
      { op: 'add' as const, target: `new-${i}`, run: add(i % 2 ? a : b, `new-${i}`, i) },
    ]);
    const answers = await together(calls.sort(() => Math.random() - 0.5));
    expect(answers.filter((x) => x.status >= 500)).toEqual([]);

    const list = await listWords(t, b);
    const adds = originals.length + countOf(answers, 'add', 201);
    expect(list).toHaveLength(adds - countOf(answers, 'delete', 200));
    expect(new Set(list.map((w) => keyOf(w.word))).size).toBe(list.length);

    const listed = new Map(list.map((w) => [w.uuid, w]));
    for (const answer of answers) {
      if (answer.op === 'delete' && answer.status === 200) expect(listed.has(answer.target)).toBe(false);
      if (answer.op === 'add' && answer.status === 201) {
        const uuid = (answer.body as Word).uuid;
        const deleted = answers.some((d) => d.op === 'delete' && d.status === 200 && d.target === uuid);
        expect(listed.has(uuid) || deleted).toBe(true);
      }
    }
    for (const word of originals) {
      const now = listed.get(word.uuid);
      if (!now) continue;
      const mine = (op: Answer['op']) =>
        answers.filter((x) => x.op === op && x.target === word.uuid && x.status === 200);
      const translations = mine('update').map((x) => (x.body as Word).wordTranslation);
      const scores = mine('score').map((x) => x.body as number);
      if (translations.length) expect(translations).toContain(now.wordTranslation);
      if (scores.length) expect(scores).toContain(now.score);
    }
    await expectWholeMedia();
  });
});

describe('parallel edits of one word', () => {
  it('leave no media behind that no word names', async () => {
    const [a, b] = sessions;
    const word = await addWord(t, a, { word: 'harbour' });
    const answers = await together(
      Array.from({ length: 6 }, (_, i) => ({
        op: 'update' as const,
        target: word.uuid,
        run: () =>
          t.request('PUT', `/api/words/update/${word.uuid}`, {
            token: i % 2 ? a : b,
            body: wordForm({ word: 'harbour', sentence: `Boats number ${i} came in.` }),
          }),
      })),
    );
    expect(answers.map((x) => x.status)).toEqual(answers.map(() => 200));
    const [now] = await listWords(t, a);
    expect(answers.map((x) => (x.body as Word).sentence)).toContain(now?.sentence);
    await expectWholeMedia();
  });
});
