// Per-learner quotas, written as the abuse they stop: one account filling the disk with pictures,
// the database with words, or the speech workers with a flood of adds.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ADDS_PER_MINUTE,
  ADDS_RATE_MESSAGE,
  MEDIA_BYTES_MAX,
  MEDIA_QUOTA_MESSAGE,
  WORDS_MAX,
  WORDS_QUOTA_MESSAGE,
} from '../../../shared/accounts/quotas';
import type { UsageAnswer } from '../../../shared/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { notePicture } from '../security/helpers/cast';
import { quickProviders } from '../security/helpers/stubs';
import { claimOf, MINUTE, signUp } from '../users/helpers';
import { addWord, wordForm } from './helpers';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({}, quickProviders);
});
afterEach(() => t.close());

const add = (token: string, fields: Record<string, string | Blob>) =>
  t.request('POST', '/api/words/add', { token, body: wordForm(fields) });
const count = async (sql: string) => Number((await t.client.execute(sql)).rows[0]?.n);
const usage = async (token: string) =>
  (await (await t.request('GET', '/api/users/usage', { token })).json()) as UsageAnswer;

describe('adds per minute', () => {
  it(`refuses the add past ${ADDS_PER_MINUTE} in a minute with 429, and takes adds again a minute later`, async () => {
    const { token } = await signUp(t, 'burst@example.com');
    const answers = await Promise.all(
      Array.from({ length: ADDS_PER_MINUTE + 5 }, (_, i) => add(token, { word: `w${i}`, sentence: '' })),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(ADDS_PER_MINUTE);
    const refused = answers.find((r) => r.status === 429);
    if (!refused) throw new Error('no add was refused');
    expect(refused.headers.get('retry-after')).toBeTruthy();
    expect((await refused.json()).message).toBe(ADDS_RATE_MESSAGE);
    expect(await count('SELECT count(*) AS n FROM words')).toBe(ADDS_PER_MINUTE);
    t.clock.advance(MINUTE + 1000);
    expect((await add(token, { word: 'later' })).status).toBe(201);
  });
});

describe('words and media kept', () => {
  it(`refuses a new word past ${WORDS_MAX.toLocaleString('en-US')} words, storing nothing`, async () => {
    const { token } = await signUp(t, 'hoarder@example.com');
    const { id } = claimOf(token);
    await t.client.execute({
      sql: `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
            INSERT INTO words (uuid, user_id, word, word_key, language, voice, date, updated_at)
            SELECT 'u' || i, ?, 'w' || i, 'w' || i, 'en-US', 'en-US-Female', '2030-01-01', 0 FROM n`,
      args: [WORDS_MAX, id],
    });
    const res = await add(token, { word: 'one-more', myImage: await notePicture(1) });
    expect(res.status).toBe(422);
    expect((await res.json()).message).toBe(WORDS_QUOTA_MESSAGE);
    expect(await count('SELECT count(*) AS n FROM media')).toBe(0);
    expect((await usage(token)).words).toBe(WORDS_MAX);
  });

  it('refuses a picture that would take the media past 2 GB, on add and on edit', async () => {
    const { token } = await signUp(t, 'pictures@example.com');
    const word = await addWord(t, token, { word: 'plain', sentence: '' });
    const { id } = claimOf(token);
    const before = await usage(token);
    // Media already stored, as if uploaded before: the learner is a few bytes from the quota.
    await t.client.execute({
      sql: "INSERT INTO media (user_id, id, kind, mime, size, created_at) VALUES (?, 'f'||hex(randomblob(15)), 'image', 'image/webp', ?, 0)",
      args: [id, MEDIA_BYTES_MAX - before.mediaBytes - 100],
    });
    const picture = await notePicture(3);
    const added = await add(token, { word: 'pictured', myImage: picture });
    expect(added.status).toBe(422);
    expect((await added.json()).message).toBe(MEDIA_QUOTA_MESSAGE);
    const edited = await t.request('PUT', `/api/words/update/${word.uuid}`, {
      token,
      body: wordForm({ word: 'plain', sentence: '', myImage: picture }),
    });
    expect(edited.status).toBe(422);
    expect(await count("SELECT count(*) AS n FROM words WHERE word = 'pictured'")).toBe(0);
    // Without a picture the word still fits.
    expect((await add(token, { word: 'unpictured', sentence: '' })).status).toBe(201);
  });

  it('tells the learner what they use', async () => {
    const { token } = await signUp(t, 'usage@example.com');
    await addWord(t, token, { word: 'one', myImage: await notePicture(4) });
    const answer = await usage(token);
    expect(answer).toMatchObject({ words: 1, wordsMax: WORDS_MAX, mediaBytesMax: MEDIA_BYTES_MAX });
    expect(answer.mediaBytes).toBeGreaterThan(1000);
    expect((await t.request('GET', '/api/users/usage')).status).toBe(401);
  });
});
