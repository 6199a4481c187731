// A word's imported study history: its answers appended (never one twice: an answer at the same
// moment with the same grade is the same answer), review_days kept equal to their sum, and its
// FSRS state stored when the file has one (decision 0026).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { IMPORT_REVIEW_SOURCE } from '../../../../../shared/import/texts';
import { clockHour, learnerDay } from '../../../../../shared/review/learner-day';
import type { StudyPreferences } from '../../../../../shared/review/study-preferences';
import { reviews, wordSchedules } from '../../../db/schema';
import type { AppDeps } from '../../../deps';
import { countAnswer, previousDayOf } from '../../review/review-days';
import { answeredCardState } from '../../review/review-tallies';
import type { ImportedReview, ImportedSchedule } from '../import-record';

type Tx = Parameters<Parameters<AppDeps['db']['transaction']>[0]>[0];

export interface HistoryTarget {
  userId: number;
  wordId: number;
  wordUuid: string;
  score: number;
  category: string;
  /** A word that was already there may have answers of its own. */
  existed: boolean;
}

/** Answers the number of answers added. */
export async function appendReviews(
  tx: Tx,
  target: HistoryTarget,
  imported: readonly ImportedReview[],
  prefs: StudyPreferences,
): Promise<number> {
  if (imported.length === 0) return 0;
  const earlier = target.existed
    ? await tx
        .select({ reviewedAt: reviews.reviewedAt, grade: reviews.grade })
        .from(reviews)
        .where(eq(reviews.wordId, target.wordId))
    : [];
  const known = new Set(earlier.map((r) => `${r.reviewedAt}:${r.grade}`));
  const fresh = imported.filter((r) => !known.has(`${r.reviewedAt}:${r.grade}`));
  const timeline = [...earlier.map((r) => r.reviewedAt), ...fresh.map((r) => r.reviewedAt)].sort(
    (a, b) => a - b,
  );
  for (const review of fresh) {
    known.add(`${review.reviewedAt}:${review.grade}`);
    const previous = timeline.filter((at) => at < review.reviewedAt).at(-1);
    const counted = {
      userId: target.userId,
      day: learnerDay(review.reviewedAt, prefs.timeZone, prefs.dayStartHour),
      grade: review.grade,
      previousDay: previousDayOf(previous ?? null, prefs),
      category: target.category,
      cardState: answeredCardState(null, previous === undefined ? null : review.reviewedAt - previous),
      hour: clockHour(review.reviewedAt, prefs.timeZone),
      durationMs: review.durationMs,
    };
    await tx.insert(reviews).values({
      userId: target.userId,
      day: counted.day,
      grade: review.grade,
      elapsedMs: previous === undefined ? null : review.reviewedAt - previous,
      answerId: randomUUID(),
      wordId: target.wordId,
      wordUuid: target.wordUuid,
      reviewedAt: review.reviewedAt,
      durationMs: review.durationMs,
      source: IMPORT_REVIEW_SOURCE,
      scoreBefore: target.score,
      scheduleBefore: null,
      category: target.category,
    });
    await countAnswer(tx, counted, 1);
  }
  return fresh.length;
}

/** `replace`: the file's state wins (update); otherwise a word keeps a state it has (merge, add). */
export async function storeSchedule(
  tx: Tx,
  target: HistoryTarget,
  schedule: ImportedSchedule | undefined,
  replace: boolean,
): Promise<void> {
  if (!schedule) return;
  const row = { wordId: target.wordId, userId: target.userId, ...schedule };
  const insert = tx.insert(wordSchedules).values(row);
  if (replace) await insert.onConflictDoUpdate({ target: wordSchedules.wordId, set: schedule });
  else await insert.onConflictDoNothing();
}
