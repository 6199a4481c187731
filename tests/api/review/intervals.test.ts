import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createClock } from '../../../api/src/clock';
import { nextIntervals, nextState, type ScheduleState } from '../../../api/src/modules/review/scheduler';
import type { ReviewAnswerResult, ReviewQueue } from '../../../shared/api';
import { GRADES_IN_ORDER } from '../../../shared/review/intervals';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { DAY, MINUTE, signUp } from '../users/helpers';
import { addWord } from '../words/helpers';

const START = Date.parse('2026-11-25T12:00:00Z');
let t: TestApp;
let token: string;

beforeEach(async () => {
  t = await createTestApp({}, { clock: createClock(START) });
  ({ token } = await signUp(t, 'intervals@example.com'));
});
afterEach(() => t.close());

const queue = async (): Promise<ReviewQueue> =>
  (await t.request('GET', '/api/review/queue', { token })).json();

async function answered(uuid: string, grade: number): Promise<ReviewAnswerResult> {
  const body = {
    answerId: randomUUID(),
    uuid,
    grade,
    answeredAt: t.clock.now(),
    durationMs: 900,
    source: 'web-test',
  };
  const res = await t.request('POST', '/api/review/answer', { body, token });
  expect(res.status).toBe(200);
  return res.json();
}

describe("the answer buttons' intervals", () => {
  it('promise what the answer then sets, for a new word and for a review', async () => {
    const word = await addWord(t, token, { word: 'casa' });
    const fresh = (await queue()).intervals?.[word.uuid];
    if (!fresh) throw new Error('no intervals for a new word');
    expect(fresh[0]).toBe(10 * MINUTE); // Again: the one learning step
    const good = await answered(word.uuid, 3);
    // The clock runs on between the two calls: a second of slack, not a day.
    expect(Math.abs(good.due - t.clock.now() - fresh[2])).toBeLessThan(1000);

    t.clock.advance(good.due - t.clock.now());
    const review = (await queue()).intervals?.[word.uuid];
    if (!review) throw new Error('no intervals for a due word');
    const [again, hard, goodNext, easy] = review;
    expect(again).toBe(10 * MINUTE); // relearning step
    expect(hard).toBeGreaterThanOrEqual(DAY);
    expect(hard).toBeLessThan(goodNext);
    expect(goodNext).toBeLessThan(easy);
    const easyResult = await answered(word.uuid, 4);
    expect(Math.abs(easyResult.due - t.clock.now() - easy)).toBeLessThan(1000);
  });

  it('follow the desired retention: a higher one brings the word back sooner', async () => {
    const word = await addWord(t, token, { word: 'perro' });
    const at90 = (await queue()).intervals?.[word.uuid]?.[3] ?? 0;
    const body = {
      timeZone: 'UTC',
      dayStartHour: 4,
      newPerDay: 20,
      reviewsPerDay: 200,
      desiredRetention: 0.97,
    };
    expect((await t.request('PATCH', '/api/study/preferences', { body, token })).status).toBe(200);
    const at97 = (await queue()).intervals?.[word.uuid]?.[3] ?? 0;
    expect(at97).toBeGreaterThan(0);
    expect(at97).toBeLessThan(at90);
  });
});

describe('nextIntervals', () => {
  // It reads all four grades from one ts-fsrs preview: each must be the due an answer of that grade
  // stores (nextState), in every state, Hard in a step moving on as Good included.
  const at = START;
  const states: (ScheduleState | null)[] = [null];
  for (const state of [1, 2, 3])
    for (const stability of [0.4, 3.17, 41.9])
      states.push({
        due: at - (state === 2 ? 2 * DAY : 5 * MINUTE),
        stability,
        difficulty: 6.3,
        state,
        reps: 4,
        lapses: state === 3 ? 1 : 0,
        learningSteps: 0,
        scheduledDays: state === 2 ? Math.round(stability) : 0,
        lastReview: at - 3 * DAY,
      });
  it.each(states.map((s) => [s?.state ?? 0, s?.stability ?? 0, s] as const))(
    'equal nextState for state %i, stability %d',
    (_state, _stability, before) => {
      const steps = { learning: [1, 10], relearning: [10] };
      const expected = GRADES_IN_ORDER.map((g) => nextState(before, g, at, 0.9, null, steps).due - at);
      expect(nextIntervals(before, at, 0.9, null, steps)).toEqual(expected);
    },
  );
});
