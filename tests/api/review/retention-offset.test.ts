// The retention asked of FSRS follows the learner's answers (decision 48): at each optimizer
// check the recall of the answers a day or more apart since the last one moves the learner's
// offset, which the queue's buttons, the answer and the settings' answer then use.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createClock } from '../../../api/src/clock';
import { fsrsParameters, reviewDays, users } from '../../../api/src/db/schema';
import { createBindingFitter } from '../../../api/src/modules/review/binding-fitter';
import { fitLearner } from '../../../api/src/modules/review/optimizer';
import type { ReviewAnswerResult, ReviewQueue, StudyPreferencesAnswer } from '../../../shared/api';
import { Grade } from '../../../shared/review/grades';
import { askedRetention } from '../../../shared/review/retention-calibration';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { claimOf, DAY, signUp } from '../users/helpers';
import { addWord } from '../words/helpers';

const START = Date.parse('2026-03-02T12:00:00Z');
const logit = (p: number) => Math.log(p / (1 - p));
const fitter = createBindingFitter(() => {});
const quiet = () => {};

let t: TestApp;
let token: string;
let userId: number;

beforeEach(async () => {
  t = await createTestApp({}, { clock: createClock(START) });
  ({ token } = await signUp(t, 'offset@example.com'));
  const [row] = await t.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.uuid, claimOf(token).uuid));
  userId = row?.id ?? 0;
});
afterEach(() => t.close());

/** A learner day's sums, as answers would have kept them. */
const dayOf = (day: string, matureReviews: number, maturePassed: number) =>
  t.db
    .insert(reviewDays)
    .values({ userId, day, reviews: matureReviews, newWords: 0, matureReviews, maturePassed });

const offsetStored = async () =>
  (await t.db.select().from(fsrsParameters).where(eq(fsrsParameters.userId, userId)))[0]?.retentionOffset;

const preferences = async (): Promise<StudyPreferencesAnswer> =>
  (await t.request('GET', '/api/study/preferences', { token })).json();

async function goodInterval(uuid: string): Promise<number> {
  const queue: ReviewQueue = await (await t.request('GET', '/api/review/queue', { token })).json();
  return queue.intervals?.[uuid]?.[2] ?? 0;
}

async function answer(uuid: string, grade: Grade): Promise<ReviewAnswerResult> {
  const body = {
    answerId: randomUUID(),
    uuid,
    grade,
    answeredAt: t.clock.now(),
    durationMs: 800,
    source: 'web-test',
  };
  const res = await t.request('POST', '/api/review/answer', { body, token });
  expect(res.status).toBe(200);
  return res.json();
}

describe('the retention offset', () => {
  it('rises when the answers a day apart fall short, and the buttons and answers ask more of FSRS', async () => {
    const word = await addWord(t, token, { word: 'faro' });
    await answer(word.uuid, Grade.Good);
    t.clock.advance(10 * 60_000);
    const stepped = await answer(word.uuid, Grade.Good);
    t.clock.advance(stepped.due - t.clock.now());
    const before = await goodInterval(word.uuid);

    await dayOf('2026-03-01', 500, 400); // recalled 0.80 where 0.90 is desired
    await fitLearner(t, fitter, userId, quiet);
    const offset = await offsetStored();
    expect(offset).toBeCloseTo(logit(0.9) - logit(0.8), 10);

    const shown = await preferences();
    expect(shown.askedRetention).toBeCloseTo(askedRetention(0.9, offset ?? 0), 10);
    expect(shown.askedRetention).toBeGreaterThan(0.94);
    const after = await goodInterval(word.uuid);
    expect(after).toBeGreaterThan(0);
    expect(after).toBeLessThan(before);
    // The answer is scheduled as its button said.
    const answered = await answer(word.uuid, Grade.Good);
    expect(Math.abs(answered.due - t.clock.now() - after)).toBeLessThan(1000);
  });

  it('counts only the answers since the last check, comes down when they pass, and stays on too few', async () => {
    await dayOf('2026-02-20', 500, 400);
    await fitLearner(t, fitter, userId, quiet);
    const raised = (await offsetStored()) ?? 0;
    expect(raised).toBeGreaterThan(0);

    // Too few answers since: the offset stays, though they were all recalled.
    t.clock.advance(3 * DAY);
    await dayOf('2026-03-04', 50, 50);
    await fitLearner(t, fitter, userId, quiet);
    expect(await offsetStored()).toBe(raised);

    // Enough, recalled above the desired retention: it comes down, the old shortfall not counted again.
    t.clock.advance(3 * DAY);
    await dayOf('2026-03-07', 600, 588);
    await fitLearner(t, fitter, userId, quiet);
    expect(await offsetStored()).toBeLessThan(raised);
  });

  it('is the learner’s, not the setting’s: a new desired retention keeps it', async () => {
    await dayOf('2026-03-01', 500, 425);
    await fitLearner(t, fitter, userId, quiet);
    const offset = (await offsetStored()) ?? 0;
    const body = {
      timeZone: 'UTC',
      dayStartHour: 4,
      newPerDay: 20,
      reviewsPerDay: 200,
      desiredRetention: 0.85,
    };
    expect((await t.request('PATCH', '/api/study/preferences', { body, token })).status).toBe(200);
    expect(await offsetStored()).toBe(offset);
    expect((await preferences()).askedRetention).toBeCloseTo(askedRetention(0.85, offset), 10);
  });
});
