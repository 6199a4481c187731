// The year simulated for the retention that costs least (decision 0047): what a learner pays in
// answers and keeps in words at each desired retention, counted, never timed.
import { default_w } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import {
  cheapestRetention,
  highestNearlyAsCheap,
  simulateWorkload,
  type WorkloadInput,
} from '../../../api/src/modules/review/workload-simulation';
import {
  ANKI_STUDY_SECONDS,
  LOSS_AVERSION,
  SIMULATED_RETENTIONS,
  SIMULATED_WORDS,
  type StudyCosts,
  type WorkloadPoint,
} from '../../../shared/review/retention-advice';

/** fsrs-rs's default prices; `again` is a failed review's seconds before the loss aversion. */
const costs = (lossAversion: number, again: number = ANKI_STUDY_SECONDS.reviewDay[0]): StudyCosts => ({
  firstDay: ANKI_STUDY_SECONDS.firstDay,
  reviewDay: [again, ...ANKI_STUDY_SECONDS.reviewDay.slice(1)],
  lossAversion,
  timedFirstDays: 0,
  timedReviewDays: 0,
});

const input: WorkloadInput = {
  weights: default_w,
  retentions: [0.7, 0.8, 0.9, 0.97],
  days: 365,
  words: 300,
  newPerDay: 10,
  learningSteps: 1,
  relearningSteps: 1,
  seed: 7,
  costs: costs(LOSS_AVERSION),
};

/** A memory that fades faster than FSRS's defaults assume: first stabilities a quarter. */
const fading = default_w.map((w, i) => (i < 4 ? w / 4 : w));

describe('a simulated year of study', () => {
  it('gives the same curve for the same input', () => {
    expect(simulateWorkload(input)).toEqual(simulateWorkload(input));
  });

  it('costs more answers and keeps more words the higher the desired retention', () => {
    const points = simulateWorkload(input);
    const answers = points.map((p) => p.answers);
    const remembered = points.map((p) => p.remembered);
    expect(answers).toEqual([...answers].sort((a, b) => a - b));
    expect(remembered).toEqual([...remembered].sort((a, b) => a - b));
    // Each word is met at least once; at 97 % far more often than at 70 %.
    expect(points[0]?.answers).toBeGreaterThan(input.words);
    expect(points[3]?.answers ?? 0).toBeGreaterThan(2 * (points[0]?.answers ?? 0));
    for (const p of points) {
      expect(p.answersPerRemembered).toBeCloseTo(p.answers / p.remembered, 9);
      expect(p.secondsPerRemembered).toBeCloseTo(p.seconds / p.remembered, 9);
    }
  });

  it('prices a forgotten review by the loss aversion, and nothing else by it', () => {
    const [plain] = simulateWorkload({ ...input, retentions: [0.8], costs: costs(1) });
    const [averse] = simulateWorkload({ ...input, retentions: [0.8], costs: costs(2) });
    const [dearer] = simulateWorkload({
      ...input,
      retentions: [0.8],
      costs: costs(1, 2 * ANKI_STUDY_SECONDS.reviewDay[0]),
    });
    // The same schedules and answers: only the seconds change, and doubling the loss aversion
    // costs exactly what doubling a failed review's seconds does.
    expect(averse?.answers).toBe(plain?.answers);
    expect(averse?.seconds ?? 0).toBeGreaterThan(plain?.seconds ?? 0);
    expect(averse?.seconds).toBeCloseTo(dearer?.seconds ?? 0, 6);
  });

  it('counts same-day steps as answers', () => {
    const [without] = simulateWorkload({ ...input, retentions: [0.9], learningSteps: 0, relearningSteps: 0 });
    const [withSteps] = simulateWorkload({
      ...input,
      retentions: [0.9],
      learningSteps: 2,
      relearningSteps: 2,
    });
    expect(withSteps?.answers ?? 0).toBeGreaterThan((without?.answers ?? 0) + input.words * 0.2);
  });

  it('leaves out words first met after the year', () => {
    const year = { ...input, newPerDay: 1, retentions: [0.9] };
    // Words 365 to 399 would be met on days 365 to 399: after the simulated year.
    expect(simulateWorkload({ ...year, words: 400 })).toEqual(simulateWorkload({ ...year, words: 365 }));
  });

  it('costs a learner whose memory fades faster more answers per word remembered', () => {
    const [usual] = simulateWorkload({ ...input, retentions: [0.9] });
    const [faster] = simulateWorkload({ ...input, retentions: [0.9], weights: fading });
    expect(faster?.answersPerRemembered ?? 0).toBeGreaterThan(usual?.answersPerRemembered ?? 0);
  });
});

describe('where the cost in seconds is least (the cost model of fsrs-rs, decision 0047)', () => {
  const seeds = [1, 2, 3, 4, 5];
  // The product's own simulation (every retention, 600 words, 20 new a day), at five seeds.
  const cheapest = (extra: Partial<WorkloadInput>) =>
    seeds.map((seed) =>
      cheapestRetention(
        simulateWorkload({
          ...input,
          retentions: SIMULATED_RETENTIONS,
          words: SIMULATED_WORDS,
          newPerDay: 20,
          seed,
          ...extra,
        }),
      ),
    );

  it('stays at the floor when every day costs the same and forgetting weighs nothing more', () => {
    const flat: StudyCosts = { ...costs(1), firstDay: [10, 10, 10, 10], reviewDay: [10, 10, 10, 10] };
    expect(cheapest({ costs: flat })).toEqual(seeds.map(() => 0.7));
  });

  it('leaves the floor when relearning is slow and forgetting weighs 2.5 times', () => {
    for (const retention of cheapest({ costs: costs(LOSS_AVERSION, 60) }))
      expect(retention).toBeGreaterThan(0.7);
  });
});

describe('the retention that costs least', () => {
  const point = (
    retention: number,
    secondsPerRemembered: number,
    answersPerRemembered = 0,
  ): WorkloadPoint => ({
    retention,
    answers: 0,
    remembered: 0,
    answersPerRemembered,
    seconds: 0,
    secondsPerRemembered,
  });

  it('is the one with the fewest seconds per word remembered, the lower on a tie', () => {
    expect(cheapestRetention([point(0.7, 9), point(0.8, 7.5), point(0.9, 8)])).toBe(0.8);
    expect(cheapestRetention([point(0.7, 9), point(0.8, 7), point(0.9, 7)])).toBe(0.8);
    expect(cheapestRetention([point(0.7, 9, 5), point(0.8, 7, 6)], 'answersPerRemembered')).toBe(0.7);
    expect(() => cheapestRetention([])).toThrow();
  });

  it('is nearly as cheap up to the highest retention within the share of the least', () => {
    const curve = [point(0.7, 100), point(0.8, 104), point(0.85, 106), point(0.9, 105), point(0.95, 150)];
    expect(highestNearlyAsCheap(curve, 0.05)).toBe(0.9);
    expect(highestNearlyAsCheap(curve, 0.01)).toBe(0.7);
  });
});
