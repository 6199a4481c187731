// Keeps review_days equal to the sum of the history: one answer added, or one taken back by an
// undo, inside the transaction that writes or marks it. An answer counts for true retention when
// it comes a learner day or more after the word's previous one (the optimizer's measure, and
// Anki's), not 24 hours by the clock: a word seen at 20:00 and again at 09:00 the next day counts.
import { sql } from 'drizzle-orm';
import type { CardState } from '../../../../shared/review/card-states';
import { Grade } from '../../../../shared/review/grades';
import { learnerDay } from '../../../../shared/review/learner-day';
import { reviewDays } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { tallyAnswer } from './review-tallies';

export interface CountedAnswer {
  userId: number;
  day: string;
  grade: number;
  /** The learner day of the word's previous answer; null for a new word's first answer. */
  previousDay: string | null;
  /** What review_tallies sums it by: the word's category when answered, its card state before
   *  the answer, the hour of the learner's clock, and the time the answer took. */
  category: string;
  cardState: CardState;
  hour: number;
  durationMs: number;
}

/** The learner day an earlier answer (at `previousAt`, null for none) belongs to. */
export const previousDayOf = (
  previousAt: number | null,
  { timeZone, dayStartHour }: { timeZone: string; dayStartHour: number },
): string | null => (previousAt === null ? null : learnerDay(previousAt, timeZone, dayStartHour));

type Writer = Pick<AppDeps['db'], 'insert'>;

/** Adds (+1) or takes back (−1) one answer in its day's sums and its tally. */
export async function countAnswer(db: Writer, answer: CountedAnswer, sign: 1 | -1): Promise<void> {
  const isNew = answer.previousDay === null ? 1 : 0;
  const mature = answer.previousDay !== null && answer.previousDay < answer.day ? 1 : 0;
  const passed = mature && answer.grade > Grade.Again ? 1 : 0;
  await db
    .insert(reviewDays)
    .values({
      userId: answer.userId,
      day: answer.day,
      reviews: sign,
      newWords: sign * isNew,
      matureReviews: sign * mature,
      maturePassed: sign * passed,
    })
    .onConflictDoUpdate({
      target: [reviewDays.userId, reviewDays.day],
      set: {
        reviews: sql`${reviewDays.reviews} + ${sign}`,
        newWords: sql`${reviewDays.newWords} + ${sign * isNew}`,
        matureReviews: sql`${reviewDays.matureReviews} + ${sign * mature}`,
        maturePassed: sql`${reviewDays.maturePassed} + ${sign * passed}`,
      },
    });
  await tallyAnswer(db, { ...answer, counted: mature === 1 }, sign);
}
