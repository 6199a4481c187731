// Undoing the last answer: the word gets back its FSRS state and score from before it, and the
// answer stays in the history, marked undone (it no longer counts anywhere).
import { and, desc, eq, isNull } from 'drizzle-orm';
import { REVIEW_MESSAGES } from '../../../../shared/review/grades';
import { reviews, wordSchedules, words } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { conflict, notFound } from '../../errors';
import { bumpWordsVersion } from '../words/list';
import { countAnswer } from './review-days';
import type { ScheduleState } from './scheduler';

export async function undoAnswer(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  userId: number,
  answerId: string,
): Promise<{ uuid: string; score: number }> {
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
    await countAnswer(tx, last, -1);
    if (last.wordId === null) return { uuid: last.wordUuid, score: last.scoreBefore };
    const before = last.scheduleBefore ? (JSON.parse(last.scheduleBefore) as ScheduleState) : null;
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
