// Undoing the last answer: the word gets back its FSRS state and score from before it, and the
// answer stays in the history, marked undone (it no longer counts anywhere).
import { and, desc, eq, isNull } from 'drizzle-orm';
import { REVIEW_MESSAGES } from '../../../../shared/review/grades';
import { clockHour } from '../../../../shared/review/learner-day';
import { reviews, wordSchedules, words } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { conflict, notFound } from '../../errors';
import { bumpWordsVersion } from '../words/list';
import { answerContext } from './answer';
import { readHolds, writeHolds } from './holds';
import { answersAfter, replayAnswers, scheduleOf } from './replay';
import { countAnswer, previousDayOf } from './review-days';
import { answeredCardState } from './review-tallies';
import { stepsOf } from './study-preferences';

export async function undoAnswer(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  userId: number,
  answerId: string,
): Promise<{ uuid: string; score: number }> {
  // Read before the transaction, as an answer reads them: only a late answer's undo needs them.
  const { preferences, weights, retention } = await answerContext(deps, userId, deps.clock.now());
  return deps.db.transaction(async (tx) => {
    const [last] = await tx
      .select()
      .from(reviews)
      .where(and(eq(reviews.userId, userId), isNull(reviews.undoneAt)))
      .orderBy(desc(reviews.id))
      .limit(1);
    if (!last) throw notFound(REVIEW_MESSAGES.nothingToUndo, 'nothing_to_undo');
    if (last.answerId !== answerId) throw conflict(REVIEW_MESSAGES.undoNotLast, 'undo_not_last');
    await tx.update(reviews).set({ undoneAt: deps.clock.now() }).where(eq(reviews.id, last.id));
    const before = scheduleOf(last);
    // Counted off as it was counted in: from the word's previous answer (imports keep no schedule).
    const previousAt =
      last.elapsedMs === null ? null : (before?.lastReview ?? last.reviewedAt - last.elapsedMs);
    const tally = {
      cardState: answeredCardState(before, last.elapsedMs),
      hour: clockHour(last.reviewedAt, preferences.timeZone),
    };
    await countAnswer(tx, { ...last, ...tally, previousDay: previousDayOf(previousAt, preferences) }, -1);
    if (last.wordId === null) {
      // The word is gone, its answer's tallies are not: the kept progress figures must go too.
      await bumpWordsVersion(tx, userId);
      return { uuid: last.wordUuid, score: last.scoreBefore };
    }
    // A late answer (given before answers recorded ahead of it): the newer ones are replayed
    // without it, and the score they set stays.
    const newer = await answersAfter(tx, last.wordId, last.reviewedAt);
    if (newer.length > 0) {
      const { timeZone, dayStartHour } = preferences;
      const start = { state: before, score: last.scoreBefore };
      const weighing = {
        desiredRetention: retention,
        weights,
        steps: stepsOf(preferences),
        clock: { timeZone, dayStartHour },
      };
      const state = await replayAnswers(tx, start, newer, weighing);
      if (state) await tx.update(wordSchedules).set(state).where(eq(wordSchedules.wordId, last.wordId));
      const [word] = await tx.select({ score: words.score }).from(words).where(eq(words.id, last.wordId));
      await bumpWordsVersion(tx, userId);
      return { uuid: last.wordUuid, score: word?.score ?? last.scoreBefore };
    }
    // The leech tag this answer's lapse gave goes with it.
    const holds = await readHolds(tx, last.wordId);
    if (holds.leechAt !== null && (before?.lapses ?? 0) < preferences.leechLapses)
      await writeHolds(tx, last.wordId, userId, { ...holds, leechAt: null });
    if (before) {
      await tx.update(wordSchedules).set(before).where(eq(wordSchedules.wordId, last.wordId));
    } else {
      await tx.delete(wordSchedules).where(eq(wordSchedules.wordId, last.wordId));
    }
    await tx.update(words).set({ score: last.scoreBefore }).where(eq(words.id, last.wordId));
    await bumpWordsVersion(tx, userId);
    return { uuid: last.wordUuid, score: last.scoreBefore };
  });
}
