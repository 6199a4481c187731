// What a day of study costs a learner, for the retention advice (decision 0047): their answers
// summed per word and day, priced by the day's kind and first grade, their median weighed against
// Anki's default by how many days it rests on.
import { describe, expect, it } from 'vitest';
import { studyCostsOf, type TimedDay, timedDaysOf } from '../../../api/src/modules/review/study-costs';
import { ANKI_STUDY_SECONDS, LOSS_AVERSION } from '../../../shared/review/retention-advice';

const DAY_MS = 86_400_000;
type Row = Parameters<typeof timedDaysOf>[0][number];

const answer = (over: Partial<Row>): Row => ({
  wordUuid: 'w1',
  day: '2026-11-01',
  grade: 3,
  durationMs: 5000,
  elapsedMs: null,
  scheduleBefore: null,
  reviewedAt: 0,
  ...over,
});
const inReview = JSON.stringify({ state: 2, scheduledDays: 5 });
const inSteps = JSON.stringify({ state: 1, scheduledDays: 0 });

describe("a learner's timed days", () => {
  it('sums a word’s answers of one day, kind and grade from its first answer', () => {
    const days = timedDaysOf([
      // A first meeting: Again, then its step answered Good the same day.
      answer({ grade: 1, durationMs: 20_000, reviewedAt: 1 }),
      answer({ grade: 3, durationMs: 6000, elapsedMs: 60_000, scheduleBefore: inSteps, reviewedAt: 2 }),
      // A review forgotten, then its relearning step.
      answer({
        day: '2026-11-06',
        grade: 1,
        durationMs: 9000,
        elapsedMs: 5 * DAY_MS,
        scheduleBefore: inReview,
        reviewedAt: 3,
      }),
      answer({
        day: '2026-11-06',
        grade: 3,
        durationMs: 4000,
        elapsedMs: 600_000,
        scheduleBefore: inSteps,
        reviewedAt: 4,
      }),
      // An imported review keeps no state: six days since the previous answer make it a review.
      answer({
        wordUuid: 'w2',
        day: '2026-11-07',
        grade: 4,
        durationMs: 3000,
        elapsedMs: 6 * DAY_MS,
        reviewedAt: 5,
      }),
      // A learning step carried to the next day is neither a first day nor a review day.
      answer({
        wordUuid: 'w3',
        day: '2026-11-08',
        grade: 3,
        elapsedMs: DAY_MS / 2,
        scheduleBefore: inSteps,
        reviewedAt: 6,
      }),
    ]);
    expect(days).toEqual<TimedDay[]>([
      { kind: 'firstDay', grade: 1, ms: 26_000 },
      { kind: 'reviewDay', grade: 1, ms: 13_000 },
      { kind: 'reviewDay', grade: 4, ms: 3000 },
    ]);
  });
});

describe('the seconds a day costs', () => {
  it('is Anki’s default without timed days, with loss aversion 2.5', () => {
    expect(studyCostsOf([])).toEqual({
      firstDay: ANKI_STUDY_SECONDS.firstDay,
      reviewDay: ANKI_STUDY_SECONDS.reviewDay,
      lossAversion: LOSS_AVERSION,
      timedFirstDays: 0,
      timedReviewDays: 0,
    });
  });

  it('moves toward the learner’s median by n / (n + 50)', () => {
    // 50 forgotten reviews at a median of 60 s: half theirs, half Anki's 23 s.
    const forgotten = Array.from({ length: 50 }, (_, i) => ({
      kind: 'reviewDay' as const,
      grade: 1,
      ms: i < 25 ? 50_000 : 70_000,
    }));
    const costs = studyCostsOf(forgotten);
    expect(costs.reviewDay[0]).toBeCloseTo((60 + 23) / 2, 9);
    expect(costs.reviewDay.slice(1)).toEqual(ANKI_STUDY_SECONDS.reviewDay.slice(1));
    expect(costs.firstDay).toEqual(ANKI_STUDY_SECONDS.firstDay);
    expect(costs.timedReviewDays).toBe(50);
    // 950 Good first days at 4 s: 95 % theirs.
    const many = studyCostsOf(
      Array.from({ length: 950 }, () => ({ kind: 'firstDay' as const, grade: 3, ms: 4000 })),
    );
    expect(many.firstDay[2]).toBeCloseTo(0.95 * 4 + 0.05 * 13.68, 9);
    expect(many.timedFirstDays).toBe(950);
  });
});
