import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createClock } from '../../../api/src/clock';
import type { ReviewAnswerResult, ReviewQueue } from '../../../shared/api';
import { REVIEW_MESSAGES } from '../../../shared/review/grades';
import { STUDY_MESSAGES } from '../../../shared/review/study-preferences';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { DAY, MINUTE, signUp } from '../users/helpers';
import { addWord, listWords } from '../words/helpers';
import { answerBody } from './answer-body';

const START = Date.parse('2026-11-25T12:00:00Z');
let t: TestApp;
let token: string;

beforeEach(async () => {
  t = await createTestApp({}, { clock: createClock(START) });
  ({ token } = await signUp(t, 'reviewer@example.com'));
});
afterEach(() => t.close());

const queue = async (as = token): Promise<ReviewQueue> => {
  const res = await t.request('GET', '/api/review/queue', { token: as });
  expect(res.status).toBe(200);
  return res.json();
};

function answer(uuid: string, grade: number, change: Record<string, unknown> = {}, as = token) {
  const body = answerBody(uuid, grade, t.clock.now(), change);
  return t.request('POST', '/api/review/answer', { body, token: as });
}

async function answered(uuid: string, grade: number, change: Record<string, unknown> = {}) {
  const res = await answer(uuid, grade, change);
  expect(res.status).toBe(200);
  return (await res.json()) as ReviewAnswerResult;
}

const setStudy = (change: Record<string, unknown>) =>
  t.request('PATCH', '/api/study/preferences', {
    body: {
      timeZone: 'UTC',
      dayStartHour: 4,
      newPerDay: 20,
      reviewsPerDay: 200,
      desiredRetention: 0.9,
      ...change,
    },
    token,
  });

describe('spaced repetition', () => {
  it('starts every saved word as new, in the order saved, up to the new words of the day', async () => {
    const first = await addWord(t, token, { word: 'first' });
    const second = await addWord(t, token, { word: 'second' });
    expect(await queue()).toMatchObject({ day: '2026-11-25', due: [], new: [first.uuid, second.uuid] });
    expect((await setStudy({ newPerDay: 1 })).status).toBe(200);
    expect((await queue()).new).toEqual([first.uuid]);
  });

  it('schedules an answer with FSRS, sets the score to the grade, and brings the word back when due', async () => {
    const word = await addWord(t, token, { word: 'casa' });
    const result = await answered(word.uuid, 1);
    expect(result.score).toBe(1);
    // Its one learning step (the test's clock runs on from START as a real one does).
    expect(result.due - START).toBeGreaterThanOrEqual(10 * MINUTE);
    expect(result.due - START).toBeLessThan(11 * MINUTE);
    const later = await queue();
    expect(later.new).toEqual([]);
    // Due again today, but it waits for its step (decision 0046).
    expect(later.due).toEqual([]);
    expect(later.waiting).toEqual([{ uuid: word.uuid, due: result.due }]);
    expect(later.newToday).toBe(1);
    t.clock.advance(10 * MINUTE);
    expect((await queue()).due).toEqual([word.uuid]);
    const graduated = await answered(word.uuid, 3);
    expect(graduated.score).toBe(3);
    expect((await listWords(t, token))[0]?.score).toBe(3);
    expect(graduated.due - t.clock.now()).toBeGreaterThan(DAY - MINUTE);
    expect((await queue()).due).toEqual([]);
    t.clock.advance(graduated.due - t.clock.now());
    expect((await queue()).due).toEqual([word.uuid]);
  });

  it('moves a word in its learning step on when the answer is Hard, instead of repeating the step', async () => {
    const word = await addWord(t, token, { word: 'difícil' });
    await answered(word.uuid, 1); // into its learning step
    t.clock.advance(10 * MINUTE);
    const hard = await answered(word.uuid, 2);
    expect(hard.score).toBe(2);
    expect(hard.due - t.clock.now()).toBeGreaterThan(DAY - MINUTE);
  });

  it('counts a retried answer once, and refuses an answer id reused for another answer', async () => {
    const word = await addWord(t, token, { word: 'again' });
    const answerId = randomUUID();
    const once = await answered(word.uuid, 1, { answerId });
    const retried = await answered(word.uuid, 1, { answerId });
    expect(retried).toEqual(once);
    expect((await queue()).newToday).toBe(1);
    const reused = await answer(word.uuid, 3, { answerId });
    expect(reused.status).toBe(409);
    expect((await reused.json()).message).toBe(REVIEW_MESSAGES.answerIdReused);
  });

  it('schedules an answer given offline from the time it was given, on the day it was given', async () => {
    const word = await addWord(t, token, { word: 'tarde' });
    t.clock.advance(2 * DAY); // the answer waited two days in an offline queue
    const late = await answered(word.uuid, 3, { answeredAt: START + MINUTE });
    // Good on a new word: its next review counts from the answer, not from its arrival.
    expect(late.due - (START + MINUTE)).toBeGreaterThan(DAY - MINUTE);
    expect(late.due).toBeLessThan(t.clock.now() + DAY);
    const progress = await t.request('GET', '/api/review/progress', { token });
    const perDay = (await progress.json()).perDay as { day: string; reviews: number }[];
    expect(perDay.find((d) => d.day === '2026-11-25')?.reviews).toBe(1);
    expect(perDay.find((d) => d.day === '2026-11-27')?.reviews ?? 0).toBe(0);
  });

  it('places an offline answer older than the last review before it: the newer answer decides (decision 36)', async () => {
    const word = await addWord(t, token, { word: 'orden' });
    t.clock.advance(DAY);
    await answered(word.uuid, 3);
    const offline = await answered(word.uuid, 1, { answeredAt: START + MINUTE });
    // Again a day ago, then Good now: the word left its learning step with the Good, not in a
    // relearning step ten minutes after it; the Good's score stays.
    expect(offline.score).toBe(3);
    expect(offline.due).toBeGreaterThan(t.clock.now() + 10 * MINUTE);
  });

  it('undoes the last answer: the word is new again with its old score, and only the last can be undone', async () => {
    const one = await addWord(t, token, { word: 'one' });
    const two = await addWord(t, token, { word: 'two' });
    const firstId = randomUUID();
    await answered(one.uuid, 3, { answerId: firstId });
    const secondId = randomUUID();
    await answered(two.uuid, 1, { answerId: secondId });
    const notLast = await t.request('POST', '/api/review/undo', { body: { answerId: firstId }, token });
    expect(notLast.status).toBe(409);
    const undo = await t.request('POST', '/api/review/undo', { body: { answerId: secondId }, token });
    expect(undo.status).toBe(200);
    const after = await queue();
    expect(after.new).toEqual([two.uuid]);
    expect(after.newToday).toBe(1);
    expect((await listWords(t, token)).find((w) => w.uuid === two.uuid)?.score).toBe(1);
    const nothing = await t.request('POST', '/api/review/undo', { body: { answerId: secondId }, token });
    expect(nothing.status).toBe(409);
  });

  it('refuses bad answers with a clear message and changes nothing', async () => {
    const word = await addWord(t, token, { word: 'bad' });
    const cases: [Record<string, unknown>, number, string][] = [
      [{ grade: 5 }, 422, REVIEW_MESSAGES.invalidGrade],
      [{ grade: 0 }, 422, REVIEW_MESSAGES.invalidGrade],
      [{ answerId: 'not-a-uuid' }, 422, REVIEW_MESSAGES.invalidAnswerId],
      [{ answeredAt: START + DAY }, 422, REVIEW_MESSAGES.answeredInFuture],
      [{ answeredAt: START - 365 * DAY }, 422, REVIEW_MESSAGES.answeredTooLongAgo],
      [{ durationMs: -1 }, 422, REVIEW_MESSAGES.invalidDuration],
      [{ source: 'elsewhere' }, 422, REVIEW_MESSAGES.invalidSource],
      [{ uuid: randomUUID() }, 404, 'This word does not exist (it may have been deleted).'],
    ];
    for (const [change, status, message] of cases) {
      const res = await answer(word.uuid, (change.grade as number) ?? 3, change);
      expect(res.status, JSON.stringify(change)).toBe(status);
      expect((await res.json()).message).toBe(message);
    }
    expect(await queue()).toMatchObject({ new: [word.uuid], newToday: 0, reviewedToday: 0 });
    expect((await listWords(t, token))[0]?.score).toBe(1);
  });

  it("never lets a learner review another learner's word", async () => {
    const word = await addWord(t, token, { word: 'mine' });
    const other = await signUp(t, 'other@example.com');
    const res = await answer(word.uuid, 3, {}, other.token);
    expect(res.status).toBe(404);
    expect((await queue(other.token)).new).toEqual([]);
    expect((await queue()).new).toEqual([word.uuid]);
  });

  it('keeps the study settings apart from the preferences, canonical, and refuses bad ones', async () => {
    const stored = await setStudy({ timeZone: 'europe/paris', dayStartHour: 0 });
    expect(await stored.json()).toMatchObject({ timeZone: 'Europe/Paris', message: STUDY_MESSAGES.updated });
    const bad = await setStudy({ timeZone: 'Nowhere/City' });
    expect(bad.status).toBe(422);
    expect((await bad.json()).message).toBe(STUDY_MESSAGES.unknownTimeZone);
    expect((await setStudy({ reviewsPerDay: 1e9 })).status).toBe(422);
    const read = await t.request('GET', '/api/study/preferences', { token });
    expect(await read.json()).toMatchObject({ timeZone: 'Europe/Paris', dayStartHour: 0 });
  });

  it('counts the day in the learner zone: an answer after midnight before the day start is yesterday', async () => {
    await setStudy({ timeZone: 'Asia/Tokyo', dayStartHour: 4 });
    // 12:00Z is 21:00 in Tokyo; 18:30Z is 03:30 the next calendar day, still the same learner day.
    const word = await addWord(t, token, { word: 'yoru' });
    await answered(word.uuid, 1);
    t.clock.advance(6 * 60 * MINUTE + 30 * MINUTE);
    expect(await queue()).toMatchObject({ day: '2026-11-25', newToday: 1 });
    t.clock.advance(60 * MINUTE);
    expect(await queue()).toMatchObject({ day: '2026-11-26', newToday: 0 });
  });
});
