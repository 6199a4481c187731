// Our own .apkg read back by the Anki package reader: every word with its uuid, texts, category,
// language, score, date, source, the picture and audio bytes, the answers and the FSRS state.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAnkiPackage } from '../../../api/src/modules/import/anki-package';
import type { ImportRecord } from '../../../api/src/modules/import/import-record';
import { exportedCategory } from '../../../shared/words/rules';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { claimOf, signUp } from '../users/helpers';
import { addWord, listWords } from '../words/helpers';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signUp(t, 'round-trip@example.com')).token;
  const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#336699' } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  await addWord(t, token, {
    word: 'Straße & <Weg>',
    wordTranslation: 'street "road"',
    sentence: 'Die Straße ist lang.\nSehr lang.',
    sentenceTranslation: 'The street is long.',
    language: 'de-DE',
    voice: 'de-DE-Female',
    category: 'Town',
    sourceUrl: 'https://example.com/a?b=1&c=2',
    sourceTitle: 'A page',
    myImage: new File([new Uint8Array(png)], 'street.png'),
  });
  await addWord(t, token, { word: 'luna', sourceUrl: 'https://example.com/moon' });
  const [street] = (await listWords(t, token)).filter((w) => w.word.startsWith('Straße'));
  for (const [grade, durationMs] of [
    [3, 4000],
    [2, 8000],
  ]) {
    t.clock.advance(3_600_000);
    const answer = {
      answerId: randomUUID(),
      uuid: street?.uuid,
      grade,
      answeredAt: t.clock.now(),
      durationMs,
      source: 'web-test',
    };
    expect((await t.request('POST', '/api/review/answer', { body: answer, token })).status).toBe(200);
  }
});
afterAll(() => t.close());

async function served(kind: 'image' | 'audio', id: string) {
  const res = await t.request('GET', `/api/words/get/${kind}/${claimOf(token).id}/${id}`, { token });
  expect(res.status).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
}

describe('an export read back', () => {
  it('gives the same words, files, answers and schedule', async () => {
    const res = await t.request('GET', '/api/export/apkg', { token });
    const records: ImportRecord[] = [];
    for await (const record of readAnkiPackage(new Uint8Array(await res.arrayBuffer()))) records.push(record);
    const words = await listWords(t, token);
    expect(records.map((r) => r.uuid).sort()).toEqual(words.map((w) => w.uuid).sort());
    for (const word of words) {
      const record = records.find((r) => r.uuid === word.uuid);
      expect(record).toMatchObject({
        word: word.word,
        wordTranslation: word.wordTranslation,
        sentence: word.sentence,
        sentenceTranslation: word.sentenceTranslation,
        language: word.language,
        // A word without a category sits in the root deck, which reads as none ('').
        category: exportedCategory(word.category),
        score: word.score,
        // The record holds the day (YYYY-MM-DD); the note id keeps the millisecond for Anki.
        date: word.date.slice(0, 10),
        sourceUrl: word.sourceUrl,
        sourceTitle: word.sourceTitle,
      });
      expect(record?.picture?.bytes).toEqual(word.picture ? await served('image', word.picture) : undefined);
      expect(record?.speechWord?.bytes).toEqual(await served('audio', word.speechWord));
      expect(record?.speechSentence?.bytes).toEqual(await served('audio', word.speechSentence));
    }
    const street = records.find((r) => r.word.startsWith('Straße'));
    expect(street?.reviews?.map((r) => [r.grade, r.durationMs])).toEqual([
      [3, 4000],
      [2, 8000],
    ]);
    expect(street?.schedule).toMatchObject({ reps: 2, state: expect.any(Number) });
    expect(street?.schedule?.stability).toBeGreaterThan(0);
    expect(records.find((r) => r.word === 'luna')).not.toHaveProperty('reviews');
  });
});
