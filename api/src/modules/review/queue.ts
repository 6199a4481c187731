// Today's queue (docs/decisions/0046-steps-suspend-leeches.md): words in their learning or
// relearning steps whose step is due, then review words due before the learner's next day starts,
// most overdue first, then new words in the order they were saved, each within what is left of the
// day's limits. A stepping word whose step is not due yet waits apart, with its due time, so the
// other words come first and it comes back when its step is due. Suspended words and words buried
// until a later learner day are in no list.
import { and, eq } from 'drizzle-orm';
import type { ReviewQueue } from '../../../../shared/api';
import { learnerDay, nextDayStart } from '../../../../shared/review/learner-day';
import { askedRetention } from '../../../../shared/review/retention-calibration';
import { reviewDays } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { readLearnerFit } from './learner-parameters';
import { queueLists, schedulesOf } from './queue-reads';
import { nextIntervals, type ScheduleState } from './scheduler';
import { readStudyPreferences, stepsOf } from './study-preferences';

/**
 * How many of the queue's first words carry their buttons' intervals: a session walks the queue
 * from the front and asks for it again after each answer, so the rest would be computed unread.
 */
export const INTERVALS_AHEAD = 50;

export async function reviewQueue(deps: Pick<AppDeps, 'db' | 'clock'>, userId: number): Promise<ReviewQueue> {
  const now = deps.clock.now();
  const [preferences, { weights, retentionOffset }] = await Promise.all([
    readStudyPreferences(deps.db, userId),
    readLearnerFit(deps.db, userId),
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
  // Steps are the day's words already begun: the review limit does not hold them back (as in Anki).
  const { stepping, due, fresh } = await queueLists(deps.db, userId, { dayEnd, now, dueRoom, newRoom });
  const stepsDue = stepping.filter((r) => r.due <= now);
  const waiting = stepping.filter((r) => r.due > now);
  // With the learner's own steps, as an answer is scheduled (answer.ts).
  const steps = stepsOf(preferences);
  const clock = { timeZone: preferences.timeZone, dayStartHour: preferences.dayStartHour };
  const retention = askedRetention(preferences.desiredRetention, retentionOffset);
  const intervalsAt = (state: ScheduleState | null) =>
    nextIntervals(state, now, retention, weights, steps, clock);
  const intervals: NonNullable<ReviewQueue['intervals']> = {};
  // The words shown first (steps due, then reviews), and the waiting steps that come back to them.
  const scheduledFirst = [...stepsDue, ...due, ...waiting].slice(0, INTERVALS_AHEAD);
  const schedules = await schedulesOf(
    deps.db,
    userId,
    scheduledFirst.map((r) => r.wordId),
  );
  for (const row of scheduledFirst) {
    // A word deleted since the lists were read has no schedule left, and no buttons to show.
    const schedule = schedules.get(row.wordId);
    if (schedule) intervals[row.uuid] = intervalsAt(schedule);
  }
  // Every new word starts from the same empty card: one computation serves them all.
  const newIntervals = fresh.length > 0 ? intervalsAt(null) : null;
  for (const uuid of fresh.slice(0, Math.max(0, INTERVALS_AHEAD - scheduledFirst.length)))
    if (newIntervals) intervals[uuid] = newIntervals;
  return {
    day,
    nextDayStart: dayEnd,
    due: [...stepsDue, ...due].map((r) => r.uuid),
    new: fresh,
    reviewedToday,
    newToday,
    waiting: waiting.map(({ uuid, due }) => ({ uuid, due })),
    now,
    intervals,
  };
}
