// What the product's fitter gives fsrs-rs, and whether it recovers parameters it should know: a
// learner whose memory IS FSRS-6 with the default parameters studies through the product's own
// scheduler (the schedules bench's year, bench/lib/study-year.ts, seeded), and the history the
// optimizer would fit at its first check is fitted by the real fitter. Counts, not timings.
import { default_w } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import { createBindingFitter, trainingSequences } from '../../../api/src/modules/review/binding-fitter';
import type { WordHistory } from '../../../api/src/modules/review/review-history';
import { studyYear } from '../../../bench/lib/study-year';
import { Grade } from '../../../shared/review/grades';

const answer = (grade: Grade, deltaDays: number) => ({ grade, deltaDays });

/** The history the optimizer is handed at its first check (1,000 answers) in a seeded year. */
async function firstFitHistory(seed: number): Promise<WordHistory[]> {
  let handed: WordHistory[] | null = null;
  await studyYear({
    model: 'fsrs',
    scheduler: 'ours',
    seed,
    newPerDay: 5,
    daysOfNewWords: 120,
    days: 70,
    desiredRetention: 0.9,
    fitter: async (histories) => {
      handed ??= histories.map((history) => [...history]);
      return null;
    },
  });
  if (!handed) throw new Error('the optimizer never checked');
  return handed;
}

describe('the fitter’s training items', () => {
  it('end on an answer a learner day or more after the previous one, with every earlier answer', () => {
    const word: WordHistory = [
      answer(Grade.Good, 0),
      answer(Grade.Again, 3),
      answer(Grade.Good, 0), // the relearning step, the same day
      answer(Grade.Good, 2),
    ];
    expect(trainingSequences([word])).toEqual([word.slice(0, 2), word]);
  });

  it('leave out a word answered on one day only (fsrs-rs aborts the process on one)', () => {
    const metOnce: WordHistory = [answer(Grade.Again, 0), answer(Grade.Good, 0)];
    expect(trainingSequences([metOnce, [answer(Grade.Good, 0)]])).toEqual([]);
  });

  it('are fitted whole when a word was answered on one day only (no abort)', async () => {
    const histories = await firstFitHistory(1);
    const metOnce: WordHistory = [answer(Grade.Again, 0), answer(Grade.Good, 0)];
    const fitted = await createBindingFitter()([...histories, metOnce]);
    expect(fitted).toHaveLength(21);
  });
});

describe('the fitter on a learner whose memory is FSRS-6 with the default parameters', () => {
  // A first Good's stability is what the first interval rests on. Fitted on every answer (same-day
  // steps too), a first lapse counted twice and the four seeds gave 0.4–0.6 × the truth.
  it.each([1, 2, 3, 4])('recovers the first stability after a Good within ×1.5 (seed %i)', async (seed) => {
    const fitted = await createBindingFitter()(await firstFitHistory(seed));
    const truth = default_w[2] as number;
    expect(fitted?.[2]).toBeGreaterThan(truth / 1.5);
    expect(fitted?.[2]).toBeLessThan(truth * 1.5);
  });
});
