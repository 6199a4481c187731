// GET /api/study/retention-advice (decision 0047): the learner's simulated year at each desired
// retention, worked out in a worker thread, kept until their parameters or settings change.
import { eq } from 'drizzle-orm';
import { default_w } from 'ts-fsrs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fsrsParameters, reviews, users } from '../../../api/src/db/schema';
import { createWorkerPool, type WorkerPool } from '../../../api/src/jobs/worker-pool';
import { JOB_MESSAGES } from '../../../shared/jobs/texts';
import {
  ANKI_STUDY_SECONDS,
  LOSS_AVERSION,
  NEARLY_AS_CHEAP,
  type RetentionAdvice,
  SIMULATED_RETENTIONS,
} from '../../../shared/review/retention-advice';
import { DEFAULT_STUDY_PREFERENCES } from '../../../shared/review/study-preferences';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signUp } from '../users/helpers';

let t: TestApp;
let token: string;
/** Simulations the worker pool was asked for: the cache is judged by this count. */
let simulations: number;

function countingPool(inner: WorkerPool): WorkerPool {
  return {
    run(name, task, signal, transfer) {
      if (name === 'simulateWorkload') simulations += 1;
      return inner.run(name, task, signal, transfer);
    },
    close: () => inner.close(),
  };
}

beforeEach(async () => {
  simulations = 0;
  t = await createTestApp({}, { workers: countingPool(createWorkerPool({ threads: 1 })) });
  ({ token } = await signUp(t, 'advice@example.com'));
});
afterEach(() => t.close());

const advice = async (as = token): Promise<RetentionAdvice> => {
  const res = await t.request('GET', '/api/study/retention-advice', { token: as });
  expect(res.status).toBe(200);
  return res.json();
};

const userId = async () =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'advice@example.com')))[0]?.id ?? 0;

describe('the retention that costs least', () => {
  it('answers 401 without a token', async () => {
    expect((await t.request('GET', '/api/study/retention-advice')).status).toBe(401);
  });

  it('simulates every retention with the defaults before a fit, and names the cheapest', async () => {
    const preferences = await (await t.request('GET', '/api/study/preferences', { token })).json();
    expect(preferences).toMatchObject({ fittedOnAnswers: null, logLossBefore: null, logLossAfter: null });
    const answer = await advice();
    expect(answer.ownParameters).toBe(false);
    expect(answer.parametersFittedAt).toBeNull();
    expect(answer.points.map((p) => p.retention)).toEqual(SIMULATED_RETENTIONS);
    // Cheapest in seconds per word remembered, Anki's times before any answer is timed.
    const least = Math.min(...answer.points.map((p) => p.secondsPerRemembered));
    expect(answer.points.find((p) => p.retention === answer.recommended)?.secondsPerRemembered).toBe(least);
    const fewest = Math.min(...answer.points.map((p) => p.answersPerRemembered));
    expect(answer.points.find((p) => p.retention === answer.fewestAnswersAt)?.answersPerRemembered).toBe(
      fewest,
    );
    const near = answer.points.find((p) => p.retention === answer.nearlyAsCheapUpTo);
    expect(near?.secondsPerRemembered ?? Infinity).toBeLessThanOrEqual(least * (1 + NEARLY_AS_CHEAP));
    expect(answer.nearlyAsCheapUpTo).toBeGreaterThanOrEqual(answer.recommended);
    expect(answer.costs).toEqual({
      firstDay: ANKI_STUDY_SECONDS.firstDay,
      reviewDay: ANKI_STUDY_SECONDS.reviewDay,
      lossAversion: LOSS_AVERSION,
      timedFirstDays: 0,
      timedReviewDays: 0,
    });
  });

  it('prices a day by the learner’s own answer times, and simulates again when they move it', async () => {
    const before = await advice();
    // 100 forgotten reviews of two minutes each (relearning included), on 100 words' days.
    const id = await userId();
    await t.db.insert(reviews).values(
      Array.from({ length: 100 }, (_, i) => ({
        userId: id,
        answerId: `slow-${i}`,
        wordUuid: `word-${i}`,
        reviewedAt: 1_800_000_000_000 + i,
        day: '2027-01-15',
        grade: 1,
        durationMs: 120_000,
        source: 'web-test',
        elapsedMs: 10 * 86_400_000,
        scoreBefore: 3,
        scheduleBefore: JSON.stringify({ state: 2, scheduledDays: 10 }),
      })),
    );
    const slow = await advice();
    expect(simulations).toBe(2);
    expect(slow.costs.timedReviewDays).toBe(100);
    expect(slow.costs.reviewDay[0]).toBeCloseTo((100 * 120 + 50 * ANKI_STUDY_SECONDS.reviewDay[0]) / 150, 9);
    const at90 = (a: RetentionAdvice) => a.points.find((p) => p.retention === 0.9)?.secondsPerRemembered ?? 0;
    expect(at90(slow)).toBeGreaterThan(at90(before));
    // Answers are the same count whatever they cost.
    expect(slow.points.map((p) => p.answers)).toEqual(before.points.map((p) => p.answers));
  }, 60_000);

  it('is simulated once per learner until their parameters or settings change', async () => {
    const first = await advice();
    expect(await advice()).toEqual(first);
    expect(simulations).toBe(1);

    // A fit kept: the learner's own parameters (a memory that fades faster) are simulated.
    const fading = default_w.map((w, i) => (i < 4 ? w / 4 : w));
    await t.db.insert(fsrsParameters).values({
      userId: await userId(),
      weights: JSON.stringify(fading),
      fittedAt: 1_800_000_000_000,
      fittedOnReviews: 1200,
      logLossBefore: 0.48,
      logLossAfter: 0.46,
      checkedAt: 1_800_000_000_000,
      checkedOnReviews: 1200,
    });
    const preferences = await (await t.request('GET', '/api/study/preferences', { token })).json();
    expect(preferences).toMatchObject({
      fittedOnReviews: 1200,
      fittedOnAnswers: 1200,
      logLossBefore: 0.48,
      logLossAfter: 0.46,
    });
    const fitted = await advice();
    expect(simulations).toBe(2);
    expect(fitted.ownParameters).toBe(true);
    expect(fitted.parametersFittedAt).toBe(1_800_000_000_000);
    const at90 = (a: RetentionAdvice) => a.points.find((p) => p.retention === 0.9)?.answersPerRemembered ?? 0;
    expect(at90(fitted)).toBeGreaterThan(at90(first));

    // Two learning steps instead of one: more answers, simulated again.
    const patch = await t.request('PATCH', '/api/study/preferences', {
      token,
      body: { ...DEFAULT_STUDY_PREFERENCES, learningSteps: [1, 10] },
    });
    expect(patch.status).toBe(200);
    const stepped = await advice();
    expect(simulations).toBe(3);
    expect(stepped.points[0]?.answers ?? 0).toBeGreaterThan(fitted.points[0]?.answers ?? 0);
    // Three simulations of a second or so of CPU each, on a machine others share.
  }, 120_000);

  it('answers 503 with its message when the simulation cannot run, and tries again next time', async () => {
    const stopped = await createTestApp(
      {},
      { workers: countingPool(createWorkerPool({ threads: 1, taskMaxMs: 0 })) },
    );
    try {
      const { token: other } = await signUp(stopped, 'slow@example.com');
      for (const _ of [1, 2]) {
        const res = await stopped.request('GET', '/api/study/retention-advice', { token: other });
        expect(res.status).toBe(503);
        expect((await res.json()).message).toBe(JOB_MESSAGES.tooSlow);
      }
      expect(simulations).toBe(2);
    } finally {
      await stopped.close();
    }
  });
});
