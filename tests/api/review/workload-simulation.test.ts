// The year simulated for the retention that costs least (decision 0047): what a learner pays in
// answers and keeps in words at each desired retention, counted, never timed.
import { default_w } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import {
  cheapestRetention,
  simulateWorkload,
  type WorkloadInput,
} from '../../../api/src/modules/review/workload-simulation';
import type { WorkloadPoint } from '../../../shared/review/retention-advice';

const input: WorkloadInput = {
  weights: default_w,
  retentions: [0.7, 0.8, 0.9, 0.97],
  days: 365,
  words: 300,
  newPerDay: 10,
  learningSteps: 1,
  relearningSteps: 1,
  seed: 7,
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
    for (const p of points) expect(p.answersPerRemembered).toBeCloseTo(p.answers / p.remembered, 9);
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

describe('the retention that costs least', () => {
  const point = (retention: number, answersPerRemembered: number): WorkloadPoint => ({
    retention,
    answers: 0,
    remembered: 0,
    answersPerRemembered,
  });

  it('is the one with the fewest answers per word remembered, the lower on a tie', () => {
    expect(cheapestRetention([point(0.7, 9), point(0.8, 7.5), point(0.9, 8)])).toBe(0.8);
    expect(cheapestRetention([point(0.7, 9), point(0.8, 7), point(0.9, 7)])).toBe(0.8);
    expect(() => cheapestRetention([])).toThrow();
  });
});
