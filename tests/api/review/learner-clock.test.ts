// ts-fsrs counts the days between two reviews by their UTC dates; the scheduler gives it the
// learner's days instead (their time zone and day start), as the optimizer counts its history.
// A review the next learner morning is a day apart even on the same UTC date (Tokyo), and two
// reviews of one learner evening are the same day even across UTC midnight (Los Angeles).
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createClock } from '../../../api/src/clock';
import { type LearnerClock, nextState, type ScheduleState } from '../../../api/src/modules/review/scheduler';
import type { ReviewAnswerResult } from '../../../shared/api';
import { Grade } from '../../../shared/review/grades';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { MINUTE, signUp } from '../users/helpers';
import { addWord } from '../words/helpers';

const at = (iso: string) => Date.parse(iso);
const TOKYO: LearnerClock = { timeZone: 'Asia/Tokyo', dayStartHour: 4 };
const LOS_ANGELES: LearnerClock = { timeZone: 'America/Los_Angeles', dayStartHour: 4 };
const UTC_MIDNIGHT: LearnerClock = { timeZone: 'UTC', dayStartHour: 0 };

/** A word met at `first` (Good), its step passed ten minutes later (Good), then answered Good at `then`. */
function studied(first: number, then: number, clock: LearnerClock | null): ScheduleState {
  let state = nextState(null, Grade.Good, first, 0.9, null, undefined, clock);
  state = nextState(state, Grade.Good, first + 10 * MINUTE, 0.9, null, undefined, clock);
  return nextState(state, Grade.Good, then, 0.9, null, undefined, clock);
}

const memory = (s: ScheduleState, then: number) => ({
  stability: s.stability,
  difficulty: s.difficulty,
  interval: s.due - then,
});

describe("the scheduler's days are the learner's", () => {
  it('counts the next learner morning as a day later on the same UTC date (Tokyo)', () => {
    // 20:00 and 08:00 the next morning in Tokyo: 11:00Z and 23:00Z of one UTC date.
    const evening = at('2026-11-25T11:00:00Z');
    const morning = at('2026-11-25T23:00:00Z');
    const tokyo = memory(studied(evening, morning, TOKYO), morning);
    // The same twelve hours across UTC midnight, for a learner whose days start there.
    const reference = memory(
      studied(at('2026-11-25T20:00:00Z'), at('2026-11-26T08:00:00Z'), UTC_MIDNIGHT),
      at('2026-11-26T08:00:00Z'),
    );
    expect(tokyo).toEqual(reference);
    // By UTC dates alone it was a same-day review, which strengthens the memory far less.
    const byUtcDate = memory(studied(evening, morning, null), morning);
    expect(byUtcDate.stability).toBeLessThan(tokyo.stability);
  });

  it('counts one learner evening as one day across UTC midnight (Los Angeles)', () => {
    // 15:00 and 19:00 in Los Angeles (PST): 23:00Z and 03:00Z of the next UTC date.
    const afternoon = at('2026-11-25T23:00:00Z');
    const evening = at('2026-11-26T03:00:00Z');
    const losAngeles = memory(studied(afternoon - 10 * MINUTE, evening, LOS_ANGELES), evening);
    const reference = memory(
      studied(at('2026-11-25T09:50:00Z'), at('2026-11-25T14:00:00Z'), UTC_MIDNIGHT),
      at('2026-11-25T14:00:00Z'),
    );
    expect(losAngeles).toEqual(reference);
    const byUtcDate = memory(studied(afternoon - 10 * MINUTE, evening, null), evening);
    expect(byUtcDate.stability).toBeGreaterThan(losAngeles.stability);
  });
});

describe("an answer is scheduled on the learner's days", () => {
  let t: TestApp;
  let token: string;
  beforeEach(async () => {
    t = await createTestApp({}, { clock: createClock(at('2026-11-25T11:00:00Z')) });
    ({ token } = await signUp(t, 'tokyo@example.com'));
  });
  afterEach(() => t.close());

  async function answered(
    uuid: string,
    grade: Grade,
    answeredAt = t.clock.now(),
  ): Promise<ReviewAnswerResult> {
    const body = {
      answerId: randomUUID(),
      uuid,
      grade,
      answeredAt,
      durationMs: 900,
      source: 'web-test',
    };
    const res = await t.request('POST', '/api/review/answer', { body, token });
    expect(res.status).toBe(200);
    return res.json();
  }

  it("by the time zone and day start the learner set, in the answer and in the buttons' intervals", async () => {
    const preferences = { ...TOKYO, newPerDay: 20, reviewsPerDay: 200, desiredRetention: 0.9 };
    expect((await t.request('PATCH', '/api/study/preferences', { body: preferences, token })).status).toBe(
      200,
    );
    const word = await addWord(t, token, { word: 'umi' });
    const evening = t.clock.now();
    await answered(word.uuid, Grade.Good);
    t.clock.advance(10 * MINUTE);
    const stepped = await answered(word.uuid, Grade.Good);
    // Due at 20:10 in Tokyo; answered the next morning, a learner day later on the same UTC date.
    t.clock.advance(stepped.due + 12 * 60 * MINUTE - t.clock.now());
    const then = t.clock.now();
    const expected = studied(evening, then, TOKYO);
    const queue = await (await t.request('GET', '/api/review/queue', { token })).json();
    // The test clock runs on between calls: a second of slack, where the UTC dates' count is days off.
    expect(Math.abs((queue.intervals?.[word.uuid]?.[2] ?? 0) - (expected.due - then))).toBeLessThan(1000);
    const result = await answered(word.uuid, Grade.Good, then);
    expect(result.due).toBe(expected.due);
    // By UTC dates it was a same-day review: two days sooner here.
    expect(result.due).not.toBe(studied(evening, then, null).due);
  });
});
