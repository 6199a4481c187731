// The offline outbox's batch call (shared/offline/batch.ts): changes applied in order in one
// transaction, each answered as its single call would be; the form refused as a whole.
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createClock } from '../../../api/src/clock';
import { paths, type ReviewProgress } from '../../../shared/api';
import { OFFLINE_BATCH_BODY_MAX_BYTES } from '../../../shared/body-limits';
import {
  OFFLINE_BATCH_MAX,
  OFFLINE_BATCH_MESSAGES,
  type OfflineBatchAnswer,
  type OfflineBatchChange,
} from '../../../shared/offline/batch';
import { REVIEW_MESSAGES } from '../../../shared/review/grades';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { DAY, signUp } from '../users/helpers';
import { addWord, listWords } from '../words/helpers';

const START = Date.parse('2026-11-25T12:00:00Z');
const PATH = `/api${paths.offlineChanges}`;
let t: TestApp;
let token: string;

beforeEach(async () => {
  t = await createTestApp({}, { clock: createClock(START) });
  ({ token } = await signUp(t, 'traveller@example.com'));
});
afterEach(() => t.close());

const send = (body: unknown, as = token) => t.request('POST', PATH, { body, token: as });

async function sent(changes: OfflineBatchChange[], as = token): Promise<OfflineBatchAnswer> {
  const res = await send({ changes }, as);
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json();
}

const review = (uuid: string, grade: number, change: Record<string, unknown> = {}): OfflineBatchChange => ({
  kind: 'review',
  answer: {
    answerId: randomUUID(),
    uuid,
    grade,
    answeredAt: t.clock.now(),
    durationMs: 1500,
    source: 'web-test',
    ...change,
  },
});
const score = (uuid: string, value: number): OfflineBatchChange => ({ kind: 'score', uuid, score: value });

const scoreOf = async (uuid: string, as = token) =>
  (await listWords(t, as)).find((w) => w.uuid === uuid)?.score;
/** Answers recorded today, new words' first answers included. */
const reviewedToday = async () => {
  const progress = (await (
    await t.request('GET', '/api/review/progress', { token })
  ).json()) as ReviewProgress;
  return progress.perDay.find((day) => day.day === progress.today)?.reviews ?? 0;
};

describe('a batch of offline changes', () => {
  it('applies them in the order sent and answers each one', async () => {
    const casa = await addWord(t, token, { word: 'casa' });
    const perro = await addWord(t, token, { word: 'perro' });
    const answer = await sent([
      score(casa.uuid, 3),
      review(casa.uuid, 2),
      score(perro.uuid, 2),
      score(casa.uuid, 1),
    ]);
    expect(answer.outcomes).toEqual([
      { applied: true, score: 3 },
      { applied: true, score: 2 },
      { applied: true, score: 2 },
      { applied: true, score: 1 },
    ]);
    expect(await scoreOf(casa.uuid)).toBe(1);
    expect(await scoreOf(perro.uuid)).toBe(2);
    expect(await reviewedToday()).toBe(1);
  });

  it('counts a review answer once when the same batch comes again (the app closed mid-send)', async () => {
    const casa = await addWord(t, token, { word: 'casa' });
    const batch = [review(casa.uuid, 1), score(casa.uuid, 3), review(casa.uuid, 3)];
    const first = await sent(batch);
    const again = await sent(batch);
    // A repeat answers as the single call's repeat does: taken, with the word's score now.
    expect(first.outcomes).toEqual([1, 3, 3].map((score) => ({ applied: true, score })));
    expect(again.outcomes).toEqual([3, 3, 3].map((score) => ({ applied: true, score })));
    expect(await reviewedToday()).toBe(2);
    expect(await scoreOf(casa.uuid)).toBe(3);
  });

  it('answers a word deleted, or another learner’s, as its single call does, and applies the rest', async () => {
    const other = (await signUp(t, 'other@example.com')).token;
    const theirs = await addWord(t, other, { word: 'suyo' });
    const mine = await addWord(t, token, { word: 'mío' });
    const gone = await addWord(t, token, { word: 'ido' });
    await t.request('DELETE', `/api/words/delete/${gone.uuid}`, { token });
    const answer = await sent([
      score(theirs.uuid, 3),
      review(theirs.uuid, 1),
      score(gone.uuid, 2),
      score(mine.uuid, 3),
    ]);
    const single = await t.request('PATCH', `/api${paths.updateScore(theirs.uuid, 3)}`, { token });
    const { code, message } = await single.json();
    const notFound = { applied: false, status: 404, code, message };
    expect(answer.outcomes).toEqual([notFound, notFound, notFound, { applied: true, score: 3 }]);
    expect(await scoreOf(theirs.uuid, other)).toBe(1);
    expect(await scoreOf(mine.uuid)).toBe(3);
  });

  it('refuses a change its single call would refuse, with that call’s message, and applies the rest', async () => {
    const casa = await addWord(t, token, { word: 'casa' });
    const reused = review(casa.uuid, 3);
    await sent([reused]);
    const reusedOther = { kind: 'review', answer: { ...(reused as { answer: object }).answer, grade: 1 } };
    const single = await (
      await t.request('PATCH', `/api${paths.updateScore(casa.uuid, 7)}`, { token })
    ).json();
    expect(single.code).toBe('invalid_score');
    const answer = await sent([
      score(casa.uuid, 7),
      review(casa.uuid, 2, { answeredAt: START - 31 * DAY }),
      reusedOther as OfflineBatchChange,
      score(casa.uuid, 2),
    ]);
    expect(answer.outcomes).toEqual([
      { applied: false, status: 422, ...single },
      {
        applied: false,
        status: 422,
        code: 'invalid_answer_time',
        message: REVIEW_MESSAGES.answeredTooLongAgo,
      },
      { applied: false, status: 409, code: 'answer_id_reused', message: REVIEW_MESSAGES.answerIdReused },
      { applied: true, score: 2 },
    ]);
    expect(await reviewedToday()).toBe(1);
  });
});

describe('a batch of the wrong form', () => {
  const many = (count: number, uuid: string) => Array.from({ length: count }, () => score(uuid, 2));

  it.each([
    ['no list', { changes: 'score' }, OFFLINE_BATCH_MESSAGES.notAList],
    ['a list alone', [], OFFLINE_BATCH_MESSAGES.notAList],
    ['an empty list', { changes: [] }, OFFLINE_BATCH_MESSAGES.tooMany(0)],
    [
      'an unknown kind',
      { changes: [score('x', 2), { kind: 'delete', uuid: 'x' }] },
      OFFLINE_BATCH_MESSAGES.badChange(1),
    ],
    [
      'a score as text',
      { changes: [{ kind: 'score', uuid: 'x', score: '2' }] },
      OFFLINE_BATCH_MESSAGES.badChange(0),
    ],
    [
      'an answer without its id',
      { changes: [{ kind: 'review', answer: { uuid: 'x', grade: 3 } }] },
      OFFLINE_BATCH_MESSAGES.badChange(0),
    ],
  ])('is refused whole with 400 for %s', async (_name, body, message) => {
    const res = await send(body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 'bad_changes', message });
  });

  it(`is refused whole, nothing applied, over ${OFFLINE_BATCH_MAX} changes or with one bad change`, async () => {
    const casa = await addWord(t, token, { word: 'casa' });
    const over = await send({ changes: many(OFFLINE_BATCH_MAX + 1, casa.uuid) });
    expect(over.status).toBe(400);
    expect((await over.json()).message).toBe(OFFLINE_BATCH_MESSAGES.tooMany(OFFLINE_BATCH_MAX + 1));
    const bad = await send({ changes: [score(casa.uuid, 3), review(casa.uuid, 1), { kind: 'score' }] });
    expect(bad.status).toBe(400);
    expect(await scoreOf(casa.uuid)).toBe(1);
    expect(await reviewedToday()).toBe(0);
    expect((await sent(many(OFFLINE_BATCH_MAX, casa.uuid))).outcomes).toHaveLength(OFFLINE_BATCH_MAX);
  });

  it('is refused over its size cap with 413, and without a token with 401 before it is read', async () => {
    const huge = await send({ changes: [score('x'.repeat(OFFLINE_BATCH_BODY_MAX_BYTES), 2)] });
    expect(huge.status).toBe(413);
    const anonymous = await t.request('POST', PATH, {
      body: 'not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('who may send a batch', () => {
  it('is refused with 403 after the trial, as the single calls are', async () => {
    const casa = await addWord(t, token, { word: 'casa' });
    t.clock.advance(31 * DAY);
    const password = t.mail.passwordFor('traveller@example.com');
    const login = await t.request('POST', '/api/users/login', {
      body: { email: 'traveller@example.com', password },
    });
    const late = await login.text();
    const batch = await send({ changes: [score(casa.uuid, 3)] }, late);
    const single = await t.request('PATCH', `/api${paths.updateScore(casa.uuid, 3)}`, { token: late });
    expect(batch.status).toBe(403);
    expect(await batch.json()).toEqual(await single.json());
  });
});
