// Keeps review_days equal to the sum of the history: one answer added, or one taken back by an
// undo, inside the transaction that writes or marks it.
import { sql } from 'drizzle-orm';
import { Grade } from '../../../../shared/review/grades';
import { DAY_MS } from '../../clock';
import { reviewDays } from '../../db/schema';
import type { AppDeps } from '../../deps';

export interface CountedAnswer {
  userId: number;
  day: string;
  grade: number;
  /** Null for a new word's first answer. */
  elapsedMs: number | null;
}

type Writer = Pick<AppDeps['db'], 'insert'>;

/** Adds (+1) or takes back (−1) one answer in its day's sums. */
export async function countAnswer(db: Writer, answer: CountedAnswer, sign: 1 | -1): Promise<void> {
  const isNew = answer.elapsedMs === null ? 1 : 0;
  const mature = answer.elapsedMs !== null && answer.elapsedMs >= DAY_MS ? 1 : 0;
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
}
