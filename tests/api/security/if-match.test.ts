// Lost updates: an edit may name the version it started from (If-Match). A stale one is refused
// with 409 instead of silently overwriting another session's edit (docs/decisions/0005).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { addWord, listWords, wordForm } from '../words/helpers';
import { quickProviders } from './helpers/stubs';
import { etagOf, expectWholeMedia, twoSessions } from './helpers/two-sessions';

let t: TestApp;
let sessions: [string, string];
beforeAll(async () => {
  t = await createTestApp({}, quickProviders);
});
afterAll(() => t.close());
beforeEach(async () => {
  sessions = await twoSessions(t);
});

describe('If-Match on update', () => {
  const put = (token: string, uuid: string, fields: Record<string, string>, version?: string) =>
    t.request('PUT', `/api/words/update/${uuid}`, {
      token,
      body: wordForm({ word: 'meadow', ...fields }),
      headers: version === undefined ? {} : { 'if-match': version },
    });

  it('answers 409 to an edit made from a version another session has since changed', async () => {
    const [a, b] = sessions;
    const { uuid } = await addWord(t, a, { word: 'meadow' });
    const version = etagOf((await listWords(t, b))[0]);

    const first = await put(a, uuid, { wordTranslation: 'prado' }, version);
    expect(first.status).toBe(200);
    expect(first.headers.get('etag')).toBe(etagOf(await first.json()));
    expect(first.headers.get('etag')).not.toBe(version);
    const stale = await put(b, uuid, { sentence: 'Cows in the meadow.' }, version);
    expect(stale.status).toBe(409);
    expect((await stale.json()).code).toBe('word_changed');
    const [now] = await listWords(t, a);
    expect([now?.wordTranslation, now?.sentence]).toEqual(['prado', 'The house is on the hill.']);

    const again = await put(
      b,
      uuid,
      { wordTranslation: 'prado', sentence: 'Cows.' },
      first.headers.get('etag') ?? '',
    );
    expect(again.status).toBe(200);
  });

  it('lets exactly one of 8 parallel edits from the same version through', async () => {
    const { uuid } = await addWord(t, sessions[0], { word: 'meadow' });
    const version = etagOf((await listWords(t, sessions[0]))[0]);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        put(sessions[i % 2] as string, uuid, { wordTranslation: `t${i}` }, version),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    await expectWholeMedia(t);
  });

  it('is optional (the last edit wins), a score change is no conflict, and a bad value is 400', async () => {
    const [a, b] = sessions;
    const { uuid } = await addWord(t, a, { word: 'meadow' });
    expect((await put(b, uuid, { wordTranslation: 'x' })).status).toBe(200);
    expect((await put(a, uuid, { wordTranslation: 'y' })).status).toBe(200);
    expect((await listWords(t, a))[0]?.wordTranslation).toBe('y');

    const version = etagOf((await listWords(t, a))[0]);
    expect((await t.request('PATCH', `/api/words/update/score/${uuid}/3`, { token: b })).status).toBe(200);
    expect((await put(a, uuid, { wordTranslation: 'z' }, version)).status).toBe(200);
    expect((await put(a, uuid, { wordTranslation: 'w' }, 'yesterday')).status).toBe(400);
  });
});
