// The spec's add named with an Idempotency-Key (shared/words/add-once.ts): an add sent again after
// the app closed mid-send makes one word and gets the first answer.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../../api/src/clock';
import { wordAddKeys } from '../../../api/src/db/schema';
import { ADDS_PER_MINUTE } from '../../../shared/accounts/quotas';
import { IDEMPOTENCY_KEY_KEEP_DAYS, IDEMPOTENCY_MESSAGES } from '../../../shared/words/add-once';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signUp } from '../users/helpers';
import { listWords, wordForm } from './helpers';

let t: TestApp;
let token: string;
let otherToken: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signUp(t, 'once@example.com')).token;
  otherToken = (await signUp(t, 'once-other@example.com')).token;
});
afterAll(() => t.close());

const addWithKey = (key: string, fields: Record<string, string> = {}, as = token) =>
  t.request('POST', '/api/words/add', {
    body: wordForm(fields),
    token: as,
    headers: { 'Idempotency-Key': key },
  });

const countOf = async (word: string, as = token) =>
  (await listWords(t, as)).filter((w) => w.word === word).length;

describe('an add with an Idempotency-Key', () => {
  it('sent twice makes one word, and the repeat gets the same answer', async () => {
    const first = await addWithKey('4f6c1a52-0b7e-4c59-9d0e-aa11bb22cc33', { word: 'lighthouse' });
    const again = await addWithKey('4f6c1a52-0b7e-4c59-9d0e-aa11bb22cc33', { word: 'lighthouse' });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    const body = await first.json();
    expect(body).toMatchObject({ word: 'lighthouse', message: '"lighthouse" added!' });
    expect(await again.json()).toEqual(body);
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(await countOf('lighthouse')).toBe(1);
  });

  it('sent ten times at once still makes one word, every answer naming it', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => addWithKey('same-key-at-once', { word: 'harbour' })),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(201));
    const uuids = new Set(await Promise.all(answers.map(async (r) => (await r.json()).uuid)));
    expect(uuids.size).toBe(1);
    expect(await countOf('harbour')).toBe(1);
  });

  it("is the learner's own: another learner's add with the same key is their own word", async () => {
    const mine = await (await addWithKey('shared-key-0001', { word: 'anchor' })).json();
    const res = await addWithKey('shared-key-0001', { word: 'anchor' }, otherToken);
    expect(res.status).toBe(201);
    const theirs = await res.json();
    expect(theirs.uuid).not.toBe(mine.uuid);
    expect(await countOf('anchor')).toBe(1);
    expect(await countOf('anchor', otherToken)).toBe(1);
  });

  it('answers a word deleted since with the same answer, and does not add it again', async () => {
    const added = await (await addWithKey('deleted-since-01', { word: 'buoy' })).json();
    await t.request('DELETE', `/api/words/delete/${added.uuid}`, { token });
    const again = await addWithKey('deleted-since-01', { word: 'buoy' });
    expect(again.status).toBe(201);
    expect((await again.json()).uuid).toBe(added.uuid);
    expect(await countOf('buoy')).toBe(0);
  });

  it.each([['short'], ['has spaces in it'], ['k'.repeat(129)], ['semi;colon-key']])(
    'refuses the malformed key %j with 400 and stores nothing',
    async (key) => {
      const before = (await listWords(t, token)).length;
      const res = await addWithKey(key, { word: 'malformed' });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ code: 'bad_idempotency_key', message: IDEMPOTENCY_MESSAGES.badKey });
      expect(await listWords(t, token)).toHaveLength(before);
    },
  );

  it('refuses the same key for another word with 422 and stores nothing', async () => {
    await addWithKey('one-key-one-word', { word: 'pier' });
    const res = await addWithKey('one-key-one-word', { word: 'jetty' });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      code: 'idempotency_key_reused',
      message: IDEMPOTENCY_MESSAGES.reused,
    });
    expect(await countOf('jetty')).toBe(0);
  });

  it("keeps the spec's duplicate rule for a new key, and once a key is forgotten", async () => {
    await addWithKey('remembered-key-01', { word: 'quay' });
    const other = await addWithKey('another-key-0001', { word: 'Quay ' });
    expect(other.status).toBe(409);
    expect(await other.json()).toEqual({ code: 'word_exists', message: 'The word already exists.' });
    // The key grows older than its keeping time (the token would not live that long on the clock).
    await t.db
      .update(wordAddKeys)
      .set({ createdAt: sql`${wordAddKeys.createdAt} - ${(IDEMPOTENCY_KEY_KEEP_DAYS + 1) * DAY_MS}` })
      .where(eq(wordAddKeys.key, 'remembered-key-01'));
    const late = await addWithKey('remembered-key-01', { word: 'quay' });
    expect(late.status).toBe(409);
    expect(await countOf('quay')).toBe(1);
  });

  it('is not counted again against the add rate when repeated (a long outbox sent twice)', async () => {
    const learner = (await signUp(t, 'once-rate@example.com')).token;
    await addWithKey('rate-key-000001', { word: 'tide' }, learner);
    for (let repeat = 0; repeat < ADDS_PER_MINUTE; repeat++) {
      expect((await addWithKey('rate-key-000001', { word: 'tide' }, learner)).status).toBe(201);
    }
    // Had the repeats counted, this add would be past the minute's limit (429).
    const next = await t.request('POST', '/api/words/add', {
      body: wordForm({ word: 'ebb' }),
      token: learner,
    });
    expect(next.status).toBe(201);
  });

  it('leaves the add without a key as the spec has it', async () => {
    const res = await t.request('POST', '/api/words/add', { body: wordForm({ word: 'dock' }), token });
    expect(res.status).toBe(201);
    const again = await t.request('POST', '/api/words/add', { body: wordForm({ word: 'dock' }), token });
    expect(again.status).toBe(409);
  });
});
