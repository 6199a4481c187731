// Today's queue (docs/decisions/0046-steps-suspend-leeches.md): words in their learning or
// relearning steps whose step is due, then review words due before the learner's next day starts,
// most overdue first, then new words in the order they were saved, each within what is left of the
// day's limits. A stepping word whose step is not due yet waits apart, with its due time, so the
// other words come first and it comes back when its step is due. Suspended words and words buried
// until a later learner day are in no list.
import { and, asc, eq, isNull, lt, lte, or } from 'drizzle-orm';
import type { ReviewQueue } from '../../../../shared/api';
import { learnerDay, nextDayStart } from '../../../../shared/review/learner-day';
import { reviewDays, wordHolds, wordSchedules, words } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { readLearnerWeights } from './learner-parameters';
import { nextIntervals, type ScheduleRow } from './scheduler';
import { readStudyPreferences, stepsOf } from './study-preferences';

const LEARNING = 1;
const REVIEW = 2;
const RELEARNING = 3;

/** Words with no hold, or whose holds are over: not suspended, not buried past `now`. */
const free = (now: number) =>
  or(
    isNull(wordHolds.wordId),
    and(isNull(wordHolds.suspendedAt), or(isNull(wordHolds.buriedUntil), lte(wordHolds.buriedUntil, now))),
  );

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
  const scheduled = () =>
    deps.db
      .select({ uuid: words.uuid, due: wordSchedules.due, schedule: wordSchedules })
      .from(wordSchedules)
      .innerJoin(words, eq(words.id, wordSchedules.wordId))
      .leftJoin(wordHolds, eq(wordHolds.wordId, wordSchedules.wordId));
  // Steps are the day's words already begun: the review limit does not hold them back (as in Anki).
  // One query per state, each on the (user, state, due) index: with `state IN (1, 3)` SQLite
  // walked every word due today by the (user, due) index to spare a sort (15,000 rows read for
  // the 200 stepping ones of a 50,000-word learner); the two short lists are merged here.
  const steppingIn = (state: number) =>
    scheduled().where(
      and(
        eq(wordSchedules.userId, userId),
        eq(wordSchedules.state, state),
        lt(wordSchedules.due, dayEnd),
        free(now),
      ),
    );
  const stepping = (await Promise.all([steppingIn(LEARNING), steppingIn(RELEARNING)]))
    .flat()
    .sort((a, b) => a.due - b.due);
  const due =
    dueRoom === 0
      ? []
      : await scheduled()
          .where(
            and(
              eq(wordSchedules.userId, userId),
              lt(wordSchedules.due, dayEnd),
              eq(wordSchedules.state, REVIEW),
              free(now),
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
          .leftJoin(wordHolds, eq(wordHolds.wordId, words.id))
          .where(and(eq(words.userId, userId), isNull(wordSchedules.wordId), free(now)))
          .orderBy(asc(words.id))
          .limit(newRoom);
  const stepsDue = stepping.filter((r) => r.due <= now);
  const waiting = stepping.filter((r) => r.due > now);
  // With the learner's own steps, as an answer is scheduled (answer.ts).
  const steps = stepsOf(preferences);
  const intervalsAt = (state: ScheduleRow | null) =>
    nextIntervals(state, now, preferences.desiredRetention, weights, steps);
  const intervals: NonNullable<ReviewQueue['intervals']> = {};
  // The words shown first (steps due, then reviews), and the waiting steps that come back to them.
  const scheduledFirst = [...stepsDue, ...due, ...waiting].slice(0, INTERVALS_AHEAD);
  for (const row of scheduledFirst) intervals[row.uuid] = intervalsAt(row.schedule);
  // Every new word starts from the same empty card: one computation serves them all.
  const newIntervals = fresh.length > 0 ? intervalsAt(null) : null;
  for (const row of fresh.slice(0, Math.max(0, INTERVALS_AHEAD - scheduledFirst.length)))
    if (newIntervals) intervals[row.uuid] = newIntervals;
  return {
    day,
    nextDayStart: dayEnd,
    due: [...stepsDue, ...due].map((r) => r.uuid),
    new: fresh.map((r) => r.uuid),
    reviewedToday,
    newToday,
    waiting: waiting.map(({ uuid, due }) => ({ uuid, due })),
    now,
    intervals,
  };
}
