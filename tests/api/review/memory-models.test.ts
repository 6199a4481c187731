// The simulated memories and baselines the scheduler is judged on (bench/schedules.ts, decision
// 0048): each behaves as its published model says, so a verdict in the bench is about the
// scheduler and not about a broken learner.
import { describe, expect, it } from 'vitest';
import { baselineScheduler } from '../../../bench/lib/baseline-schedulers';
import { MODEL_NAMES, type ModelName, newWordMemory } from '../../../bench/lib/memory-models';
import { frontier, knownAtReviews } from '../../../bench/schedules';

const DAY = 86_400_000;
const T0 = Date.parse('2026-01-01T08:00:00Z');
const fixedRandom = () => 0.5;

/** The chance of recall `after` days past the last of the given presentation days. */
function recallAfter(model: ModelName, days: number[], after: number, recalled = true) {
  const memory = newWordMemory(model, fixedRandom, T0);
  for (const day of days) memory.review(T0 + day * DAY, recalled);
  return memory.recall(T0 + ((days.at(-1) ?? 0) + after) * DAY);
}

describe('the simulated memories', () => {
  it.each(MODEL_NAMES)('%s: forgets with time and remembers longer after more reviews', (model) => {
    expect(recallAfter(model, [0], 1)).toBeGreaterThan(recallAfter(model, [0], 7));
    expect(recallAfter(model, [0], 7)).toBeGreaterThan(0);
    expect(recallAfter(model, [0, 1, 4, 10], 7)).toBeGreaterThan(recallAfter(model, [0], 7));
  });

  it('act-r: spaced showings outlast the same number of massed ones (the spacing effect)', () => {
    const massed = recallAfter('act-r', [0, 0.01, 0.02, 0.03], 30);
    const spaced = recallAfter('act-r', [-9, -6, -3, 0.03], 30);
    expect(spaced).toBeGreaterThan(massed);
  });

  it('hlr: only the counts of right and wrong answers matter, not their timing', () => {
    expect(recallAfter('hlr', [0, 0.01, 0.02], 5)).toBeCloseTo(recallAfter('hlr', [0, 5, 20], 5), 12);
    expect(recallAfter('hlr', [0, 1], 5, false)).toBeLessThan(recallAfter('hlr', [0, 1], 5));
  });

  it('exponential: a lapse shortens the memory, never below what the first meeting gave', () => {
    const first = recallAfter('exponential', [0], 3);
    const afterLapse = recallAfter('exponential', [0, 1, 5], 3, false);
    expect(afterLapse).toBeGreaterThanOrEqual(first - 1e-12);
    expect(afterLapse).toBeLessThan(recallAfter('exponential', [0, 1, 5], 3));
  });
});

describe('the baselines', () => {
  const intervals = (name: 'sm-2' | 'fixed-steps', answers: boolean[]) => {
    const next = baselineScheduler(name);
    let at = T0;
    return answers.map((recalled) => {
      const due = next(at, recalled);
      const days = (due - at) / DAY;
      at = due;
      return days;
    });
  };
  it('SM-2: 1, 6, then times the ease; a lapse is asked again the same day until recalled, then starts again at 1 day with a lower ease', () => {
    const drill = 10 / 1440;
    expect(intervals('sm-2', [true, true, true, true])).toEqual([1, 6, 15, 38]);
    expect(intervals('sm-2', [true, true, true, false, true, true, true, true])).toEqual([
      1,
      6,
      15,
      drill,
      1,
      6,
      14,
      32,
    ]);
    // Failing the same day's asks neither lowers the ease again nor moves the schedule on.
    expect(intervals('sm-2', [true, false, false, false, true, true, true])).toEqual([
      1,
      drill,
      drill,
      drill,
      1,
      6,
      14,
    ]);
  });
  it('fixed steps: 1, 3, 7, 15, 30, 90 and back to the first on a lapse', () => {
    expect(intervals('fixed-steps', [true, true, true, true, true, true, true, false, true])).toEqual([
      1, 3, 7, 15, 30, 90, 90, 1, 3,
    ]);
  });
});

describe('words known at equal reviews', () => {
  const points = [
    { reviews: 100, known: 10 },
    { reviews: 300, known: 30 },
    { reviews: 200, known: 25 },
  ];
  it('reads between the two runs around the count', () => {
    expect(knownAtReviews(points, 250)).toEqual({ known: 27.5, inside: true });
  });
  it('extends the nearest two below the runs and says so', () => {
    expect(knownAtReviews(points, 50)).toEqual({ known: 2.5, inside: false });
  });
  it('reads only runs no other beats with fewer reviews and more words known', () => {
    // A low desired retention that costs more reviews for fewer words (lapses cascading).
    const withCostly = [...points, { reviews: 500, known: 5 }];
    expect(frontier(withCostly)).toEqual([points[0], points[2], points[1]]);
    expect(knownAtReviews(withCostly, 450)).toEqual({ known: 30, inside: false, oursReviews: 300 });
  });
  it('reads the run with the most reviews as it is above the runs, and says at how many', () => {
    expect(knownAtReviews(points, 400)).toEqual({ known: 30, inside: false, oursReviews: 300 });
  });
});
