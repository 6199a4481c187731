// Answers replayed in the order they were given (docs/decisions/0036-subscription-truth.md, "Late
// answers"). An answer given offline can arrive after a newer one of the same word: instead of
// stepping FSRS on from the newer one (as if the older came last), the word's state is rebuilt
// from the state before the first newer answer, through the late one, then through every newer
// one again. Each newer review's "before" (state, score, elapsed time) is rewritten to what it now
// follows, so an undo and the optimizer see the history in answered-at order. The word's score is
// left alone: the newest answer already set it (or a score change made after it did).
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Grade } from '../../../../shared/review/grades';
import { scoreForGrade } from '../../../../shared/review/grades';
import { reviews } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { type LearnerClock, nextState, type ScheduleState, type Steps } from './scheduler';

type Tx = Parameters<Parameters<AppDeps['db']['transaction']>[0]>[0];
export type ReviewRow = typeof reviews.$inferSelect;

/** The word's answers given after `answeredAt` and still counted, oldest first. */
export function answersAfter(tx: Tx, wordId: number, answeredAt: number): Promise<ReviewRow[]> {
  return tx
    .select()
    .from(reviews)
    .where(and(eq(reviews.wordId, wordId), isNull(reviews.undoneAt), gt(reviews.reviewedAt, answeredAt)))
    .orderBy(asc(reviews.reviewedAt), asc(reviews.id));
}

export const scheduleOf = (review: Pick<ReviewRow, 'scheduleBefore'>): ScheduleState | null =>
  review.scheduleBefore ? (JSON.parse(review.scheduleBefore) as ScheduleState) : null;

export interface Weighing {
  desiredRetention: number;
  weights: readonly number[] | null;
  /** The learner's steps; the defaults when left out. */
  steps?: Steps;
  /** The learner's time zone and day start; UTC days from midnight when left out. */
  clock?: LearnerClock;
}

/**
 * Steps `state` through the newer answers again, rewriting what each one follows; answers the
 * word's state after the newest.
 */
export async function replayAnswers(
  tx: Tx,
  start: { state: ScheduleState | null; score: number },
  newer: ReviewRow[],
  { desiredRetention, weights, steps, clock }: Weighing,
): Promise<ScheduleState | null> {
  let { state, score } = start;
  for (const review of newer) {
    const at = Math.max(review.reviewedAt, state?.lastReview ?? 0);
    await tx
      .update(reviews)
      .set({
        scheduleBefore: state ? JSON.stringify(state) : null,
        scoreBefore: score,
        elapsedMs: state?.lastReview == null ? null : at - state.lastReview,
      })
      .where(eq(reviews.id, review.id));
    state = nextState(state, review.grade as Grade, at, desiredRetention, weights, steps, clock);
    score = scoreForGrade(review.grade as Grade);
  }
  return state;
}
