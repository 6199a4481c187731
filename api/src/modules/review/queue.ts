// Today's queue: the words due before the learner's next day starts, most overdue first, then new
// words in the order they were saved, each within what is left of the day's limits.
import { and, asc, eq, isNull, lt, ne } from 'drizzle-orm';
import type { ReviewQueue } from '../../../../shared/api';
import { learnerDay, nextDayStart } from '../../../../shared/review/learner-day';
import { reviewDays, wordSchedules, words } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { readLearnerWeights } from './learner-parameters';
import { nextIntervals, type ScheduleRow } from './scheduler';
import { readStudyPreferences } from './study-preferences';

const NEW = 0;

/**
 * How many of the queue's first words carry their buttons' intervals: a session walks the queue
 * from the front and asks for it again after each answer, so the rest would be computed unread.
 */
export const INTERVALS_AHEAD = 50;

export async function reviewQueue(deps: Pick<AppDeps, 'db' | 'clock'>, userId: number): Promise<ReviewQueue> {
  const now = deps.clock.now();
  const [preferences, weights] = await Promise.all([
    readStudyPreferences(deps.db, userId),
    readLearnerWeights(deps.db, userId),
  ]);
  const day = learnerDay(now, preferences.timeZone, preferences.dayStartHour);
  const dayEnd = nextDayStart(now, preferences.timeZone, preferences.dayStartHour);
  const [done] = await deps.db
    .select({ reviews: reviewDays.reviews, newWords: reviewDays.newWords })
    .from(reviewDays)
    .where(and(eq(reviewDays.userId, userId), eq(reviewDays.day, day)));
  const newToday = done?.newWords ?? 0;
  const reviewedToday = (done?.reviews ?? 0) - newToday;
  const dueRoom = Math.max(0, preferences.reviewsPerDay - reviewedToday);
  const newRoom = Math.max(0, preferences.newPerDay - newToday);
  const due =
    dueRoom === 0
      ? []
      : await deps.db
          .select({ uuid: words.uuid, schedule: wordSchedules })
          .from(wordSchedules)
          .innerJoin(words, eq(words.id, wordSchedules.wordId))
          .where(
            and(
              eq(wordSchedules.userId, userId),
              lt(wordSchedules.due, dayEnd),
              ne(wordSchedules.state, NEW),
            ),
          )
          .orderBy(asc(wordSchedules.due))
          .limit(dueRoom);
  const fresh =
    newRoom === 0
      ? []
      : await deps.db
          .select({ uuid: words.uuid })
          .from(words)
          .leftJoin(wordSchedules, eq(wordSchedules.wordId, words.id))
          .where(and(eq(words.userId, userId), isNull(wordSchedules.wordId)))
          .orderBy(asc(words.id))
          .limit(newRoom);
  const intervalsAt = (state: ScheduleRow | null) =>
    nextIntervals(state, now, preferences.desiredRetention, weights);
  const intervals: NonNullable<ReviewQueue['intervals']> = {};
  for (const row of due.slice(0, INTERVALS_AHEAD)) intervals[row.uuid] = intervalsAt(row.schedule);
  // Every new word starts from the same empty card: one computation serves them all.
  const newIntervals = fresh.length > 0 ? intervalsAt(null) : null;
  for (const row of fresh.slice(0, Math.max(0, INTERVALS_AHEAD - due.length)))
    if (newIntervals) intervals[row.uuid] = newIntervals;
  return {
    day,
    nextDayStart: dayEnd,
    due: due.map((r) => r.uuid),
    new: fresh.map((r) => r.uuid),
    reviewedToday,
    newToday,
    intervals,
  };
}
