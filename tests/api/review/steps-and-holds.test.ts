// Steps that wait, suspend, bury and leeches (docs/decisions/0046-steps-suspend-leeches.md), on a
// clock the test moves.
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Clock } from '../../../api/src/clock';
import type { ReviewAnswerResult, ReviewQueue, WordHold, WordHolds } from '../../../shared/api';
import { HOLD_MESSAGES } from '../../../shared/review/hold-texts';
import { STUDY_MESSAGES } from '../../../shared/review/study-preferences';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { DAY, MINUTE, signUp } from '../users/helpers';
import { addWord } from '../words/helpers';

const START = Date.parse('2026-11-25T12:00:00Z');
/** A clock that moves only when the test moves it: no verdict here depends on how fast the machine is. */
function stoppedClock(start: number): Clock {
  let now = start;
  return {
    now: () => now,
    advance: (ms) => {
      now += ms;
    },
    reset: () => {
      now = start;
    },
    sleep: (ms) => Bun.sleep(ms),
  };
}

let t: TestApp;
let token: string;
let password: string;

beforeEach(async () => {
  t = await createTestApp({}, { clock: stoppedClock(START) });
  ({ token, password } = await signUp(t, 'stepper@example.com'));
});

/** Signs in again after the clock has moved past the token's lifetime. */
async function signInAgain() {
  const login = await t.request('POST', '/api/users/login', {
    body: { email: 'stepper@example.com', password },
  });
  expect(login.status).toBe(200);
  token = await login.text();
}
afterEach(() => t.close());

const queue = async (as = token): Promise<ReviewQueue> => {
  const res = await t.request('GET', '/api/review/queue', { token: as });
  expect(res.status).toBe(200);
  return res.json();
};

/** The answer's result, with `wait`: its due time from when it was answered (the test's clock runs on). */
async function answered(uuid: string, grade: number): Promise<ReviewAnswerResult & { wait: number }> {
  const answeredAt = t.clock.now();
  const body = { answerId: randomUUID(), uuid, grade, answeredAt, durationMs: 900, source: 'web-test' };
  const res = await t.request('POST', '/api/review/answer', { body, token });
  expect(res.status).toBe(200);
  const result: ReviewAnswerResult = await res.json();
  return { ...result, wait: result.due - answeredAt };
}

const hold = (uuid: string, action: string, as = token) =>
  t.request('POST', '/api/review/hold', { body: { uuid, action }, token: as });

async function held(uuid: string, action: string): Promise<WordHold> {
  const res = await hold(uuid, action);
  expect(res.status).toBe(200);
  return res.json();
}

const holds = async (): Promise<WordHolds> => (await t.request('GET', '/api/review/holds', { token })).json();

const study = (change: Record<string, unknown>) =>
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

/** A word brought to the review state (learnt, then a day later known again). */
async function reviewWord(word: string) {
  const added = await addWord(t, token, { word });
  await answered(added.uuid, 3);
  return added;
}

describe('steps that wait', () => {
  it('keeps a stepping word out of the way until its step is due: other due and new words first', async () => {
    const [a, b, c] = [
      await addWord(t, token, { word: 'a' }),
      await addWord(t, token, { word: 'b' }),
      await addWord(t, token, { word: 'c' }),
    ];
    const missed = await answered(a.uuid, 1);
    let now = await queue();
    expect(now.due).toEqual([]);
    expect(now.new).toEqual([b.uuid, c.uuid]);
    expect(now.waiting).toEqual([{ uuid: a.uuid, due: missed.due }]);
    expect(now.now).toBeLessThanOrEqual(t.clock.now());
    expect(now.now).toBeGreaterThan(t.clock.now() - MINUTE);
    t.clock.advance(9 * MINUTE);
    await answered(b.uuid, 1);
    now = await queue();
    // Still one minute to go for a; b's step began now.
    expect(now.due).toEqual([]);
    expect(now.waiting?.map((w) => w.uuid)).toEqual([a.uuid, b.uuid]);
    t.clock.advance(MINUTE);
    now = await queue();
    expect(now.due).toEqual([a.uuid]);
    expect(now.waiting?.map((w) => w.uuid)).toEqual([b.uuid]);
  });

  it('puts a due step ahead of the review words due today', async () => {
    const old = await reviewWord('old');
    const learner = await addWord(t, token, { word: 'new' });
    t.clock.advance(3 * DAY);
    await answered(learner.uuid, 1);
    t.clock.advance(10 * MINUTE);
    expect((await queue()).due).toEqual([learner.uuid, old.uuid]);
  });

  it('orders learning and relearning steps together by when each is due', async () => {
    const lapsed = await reviewWord('lapsed');
    t.clock.advance(3 * DAY);
    await answered(lapsed.uuid, 1); // relearning, due in 10 minutes
    t.clock.advance(2 * MINUTE);
    const learner = await addWord(t, token, { word: 'learner' });
    await answered(learner.uuid, 1); // learning, due 2 minutes after the lapsed word
    expect((await queue()).waiting?.map((w) => w.uuid)).toEqual([lapsed.uuid, learner.uuid]);
    t.clock.advance(20 * MINUTE);
    expect((await queue()).due).toEqual([lapsed.uuid, learner.uuid]);
  });

  it('uses the learner’s steps: two learning steps, a 30-minute relearning step, and none at all', async () => {
    expect((await study({ learningSteps: [1, 5], relearningSteps: [30] })).status).toBe(200);
    const word = await addWord(t, token, { word: 'steps' });
    expect((await answered(word.uuid, 1)).wait).toBe(MINUTE);
    t.clock.advance(MINUTE);
    expect((await answered(word.uuid, 3)).wait).toBe(5 * MINUTE);
    t.clock.advance(5 * MINUTE);
    const graduated = await answered(word.uuid, 3);
    t.clock.advance(graduated.due - t.clock.now());
    expect((await answered(word.uuid, 1)).wait).toBe(30 * MINUTE);
    expect((await study({ learningSteps: [] })).status).toBe(200);
    const straight = await addWord(t, token, { word: 'straight' });
    expect((await answered(straight.uuid, 1)).wait).toBeGreaterThanOrEqual(DAY);
  });

  it('keeps the steps a PATCH of the first five settings leaves out, and refuses bad steps', async () => {
    await study({ learningSteps: [2, 20], leechLapses: 4 });
    expect((await study({ newPerDay: 5 })).status).toBe(200);
    const read = await (await t.request('GET', '/api/study/preferences', { token })).json();
    expect(read).toMatchObject({
      newPerDay: 5,
      learningSteps: [2, 20],
      relearningSteps: [10],
      leechLapses: 4,
    });
    for (const [change, message] of [
      [{ learningSteps: [0] }, STUDY_MESSAGES.learningSteps],
      [{ relearningSteps: [1.5] }, STUDY_MESSAGES.relearningSteps],
      [{ learningSteps: [1441] }, STUDY_MESSAGES.learningSteps],
      [{ learningSteps: Array(11).fill(1) }, STUDY_MESSAGES.learningSteps],
      [{ leechLapses: 0 }, STUDY_MESSAGES.leechLapses],
    ] as const) {
      const res = await study(change);
      expect(res.status).toBe(422);
      expect((await res.json()).message).toBe(message);
    }
    const after = await (await t.request('GET', '/api/study/preferences', { token })).json();
    expect(after).toMatchObject({ learningSteps: [2, 20], leechLapses: 4 });
  });
});

describe('suspend and bury', () => {
  it('takes a suspended word out of every queue until it is resumed, new or stepping', async () => {
    const fresh = await addWord(t, token, { word: 'fresh' });
    const stepping = await addWord(t, token, { word: 'stepping' });
    await answered(stepping.uuid, 1);
    expect(await held(fresh.uuid, 'suspend')).toEqual({
      uuid: fresh.uuid,
      suspended: true,
      buriedUntil: null,
      leech: false,
    });
    await held(stepping.uuid, 'suspend');
    t.clock.advance(20 * MINUTE);
    let now = await queue();
    expect([...now.due, ...now.new, ...(now.waiting ?? [])]).toEqual([]);
    t.clock.advance(5 * DAY);
    expect((await queue()).new).toEqual([]);
    expect((await holds()).suspended.sort()).toEqual([fresh.uuid, stepping.uuid].sort());
    await held(fresh.uuid, 'resume');
    await held(stepping.uuid, 'resume');
    now = await queue();
    expect(now.due).toEqual([stepping.uuid]);
    expect(now.new).toEqual([fresh.uuid]);
    expect((await holds()).suspended).toEqual([]);
  });

  it('buries a word until the learner’s next day starts (their zone and hour)', async () => {
    await study({ timeZone: 'Europe/Paris', dayStartHour: 4 });
    const word = await addWord(t, token, { word: 'buried' });
    const buried = await held(word.uuid, 'bury');
    // 12:00 UTC is 13:00 in Paris: the next day starts at 04:00 Paris, 03:00 UTC.
    expect(buried.buriedUntil).toBe(Date.parse('2026-11-26T03:00:00Z'));
    expect((await queue()).new).toEqual([]);
    expect((await holds()).buried).toEqual([word.uuid]);
    t.clock.advance(Date.parse('2026-11-26T02:59:00Z') - t.clock.now());
    expect((await queue()).new).toEqual([]);
    t.clock.advance(MINUTE);
    expect((await queue()).new).toEqual([word.uuid]);
    expect((await holds()).buried).toEqual([]);
  });

  it('unburies at once, and keeps the hold when an answer is undone', async () => {
    const word = await addWord(t, token, { word: 'kept' });
    await held(word.uuid, 'bury');
    await held(word.uuid, 'unbury');
    expect((await queue()).new).toEqual([word.uuid]);
    const answer = await answered(word.uuid, 3);
    await held(word.uuid, 'suspend');
    expect(
      (await t.request('POST', '/api/review/undo', { body: { answerId: answer.answerId }, token })).status,
    ).toBe(200);
    expect((await queue()).new).toEqual([]);
    expect((await holds()).suspended).toEqual([word.uuid]);
  });

  it('leaves held review and new words out without their taking a place in the day’s limits', async () => {
    const reviewed: { uuid: string }[] = [];
    for (const word of ['first', 'second', 'third', 'fourth']) {
      reviewed.push(await reviewWord(word));
      t.clock.advance(MINUTE);
    }
    const [suspended, buried, kept, last] = reviewed.map((w) => w.uuid) as [string, string, string, string];
    const freshHeld = await addWord(t, token, { word: 'fresh held' });
    const freshKept = await addWord(t, token, { word: 'fresh kept' });
    t.clock.advance(3 * DAY);
    expect((await study({ reviewsPerDay: 2, newPerDay: 1 })).status).toBe(200);
    // The most overdue review words and the first saved new word are held: the limits pass them by.
    await held(suspended, 'suspend');
    await held(buried, 'bury');
    await held(freshHeld.uuid, 'suspend');
    let now = await queue();
    expect(now.due).toEqual([kept, last]);
    expect(now.new).toEqual([freshKept.uuid]);
    await held(suspended, 'resume');
    await held(freshHeld.uuid, 'resume');
    now = await queue();
    expect(now.due).toEqual([suspended, kept]);
    expect(now.new).toEqual([freshHeld.uuid]);
  });

  it('refuses an unknown action, an absent word and another learner’s word, changing nothing', async () => {
    const word = await addWord(t, token, { word: 'mine' });
    const bad = await hold(word.uuid, 'freeze');
    expect(bad.status).toBe(422);
    expect((await bad.json()).message).toBe(HOLD_MESSAGES.invalidAction);
    expect((await hold(randomUUID(), 'suspend')).status).toBe(404);
    const other = await signUp(t, 'other@example.com');
    expect((await hold(word.uuid, 'suspend', other.token)).status).toBe(404);
    expect((await t.request('POST', '/api/review/hold', { body: { uuid: word.uuid }, token })).status).toBe(
      422,
    );
    expect(await holds()).toEqual({ suspended: [], buried: [], leeches: [] });
    expect((await queue()).new).toEqual([word.uuid]);
  });
});

describe('leeches', () => {
  /** Forgets a word in review `times` times, relearning it each time; answers the last lapse's result. */
  async function forget(uuid: string, times: number): Promise<ReviewAnswerResult[]> {
    const results: ReviewAnswerResult[] = [];
    for (let i = 0; i < times; i++) {
      await signInAgain();
      const due = (await queue()).waiting?.find((w) => w.uuid === uuid)?.due;
      if (due) t.clock.advance(due - t.clock.now());
      const state = await answered(uuid, 3);
      t.clock.advance(state.due - t.clock.now());
      results.push(await answered(uuid, 1));
    }
    return results;
  }

  it('tags a word a leech at the threshold’s lapse, offers it again every half threshold, and lists it', async () => {
    await study({ leechLapses: 4 });
    const word = await addWord(t, token, { word: 'slippery' });
    const results = await forget(word.uuid, 6);
    expect(results.map((r) => r.leech === true)).toEqual([false, false, false, true, false, true]);
    expect(results[3]?.lapses).toBe(4);
    expect((await holds()).leeches).toEqual([word.uuid]);
    // Still studied (Anki's tag-only default): the learner is offered to suspend or rewrite it.
    expect((await queue()).waiting?.map((w) => w.uuid)).toEqual([word.uuid]);
    await held(word.uuid, 'unleech');
    expect((await holds()).leeches).toEqual([]);
  });

  it('takes the tag off again when the lapse that gave it is undone', async () => {
    await study({ leechLapses: 1 });
    const word = await addWord(t, token, { word: 'once' });
    const [lapse] = await forget(word.uuid, 1);
    expect(lapse?.leech).toBe(true);
    expect((await holds()).leeches).toEqual([word.uuid]);
    const undo = await t.request('POST', '/api/review/undo', { body: { answerId: lapse?.answerId }, token });
    expect(undo.status).toBe(200);
    expect((await holds()).leeches).toEqual([]);
  });
});
