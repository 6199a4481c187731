// Today's queue: the words due before the learner's next day starts, most overdue first, then new
// words in the order they were saved, each within what is left of the day's limits.
import { and, asc, eq, isNull, lt, ne } from 'drizzle-orm';
import type { ReviewQueue } from '../../../../shared/api';
import { learnerDay, nextDayStart } from '../../../../shared/review/learner-day';
import { reviewDays, wordSchedules, words } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { readStudyPreferences } from './study-preferences';

const NEW = 0;

export async function reviewQueue(deps: Pick<AppDeps, 'db' | 'clock'>, userId: number): Promise<ReviewQueue> {
  const now = deps.clock.now();
  const preferences = await readStudyPreferences(deps.db, userId);
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
          .select({ uuid: words.uuid })
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
  return {
    day,
    nextDayStart: dayEnd,
    due: due.map((r) => r.uuid),
    new: fresh.map((r) => r.uuid),
    reviewedToday,
    newToday,
  };
}
