// The recall of a learner's answers a day or more apart since a moment, from the day sums the
// answer and undo keep exact (review_days): what the retention offset is checked against
// (shared/review/retention-calibration.ts).
import { and, eq, gte, sum } from 'drizzle-orm';
import { learnerDay } from '../../../../shared/review/learner-day';
import type { ObservedRecall } from '../../../../shared/review/retention-calibration';
import type { Database } from '../../db';
import { reviewDays } from '../../db/schema';
import type { LearnerClock } from './scheduler';

/**
 * From the learner day of `since` on (all of the history when null): that day's answers before
 * `since` count again, which biases nothing, where leaving out its later ones would lose them.
 */
export async function observedRecallSince(
  db: Database,
  userId: number,
  since: number | null,
  clock: LearnerClock,
): Promise<ObservedRecall> {
  const fromDay = since === null ? null : learnerDay(since, clock.timeZone, clock.dayStartHour);
  const [row] = await db
    .select({ answers: sum(reviewDays.matureReviews), passed: sum(reviewDays.maturePassed) })
    .from(reviewDays)
    .where(
      fromDay === null
        ? eq(reviewDays.userId, userId)
        : and(eq(reviewDays.userId, userId), gte(reviewDays.day, fromDay)),
    );
  return { answers: Number(row?.answers ?? 0), passed: Number(row?.passed ?? 0) };
}
