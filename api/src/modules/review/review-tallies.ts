// Keeps review_tallies and review_hours equal to the sum of the history, beside review_days: one
// answer added, or one taken back by an undo, under the learner day and the word's category when
// answered, then by the card state before the answer and the grade (review_tallies) and by the
// hour of the learner's clock (review_hours). The progress page's period and category figures are
// sums over these rows (decision 0055).
import { sql } from 'drizzle-orm';
import { type CardState, cardStateOf, importedCardState } from '../../../../shared/review/card-states';
import { Grade } from '../../../../shared/review/grades';
import { reviewHours, reviewTallies } from '../../db/schema';
import type { AppDeps } from '../../deps';

const DAY_MS = 86_400_000;

export interface TalliedAnswer {
  userId: number;
  day: string;
  grade: number;
  category: string;
  cardState: CardState;
  hour: number;
  durationMs: number;
  /** A learner day or more after the word's previous answer. */
  counted: boolean;
}

/** The card state an answer was given in: from the state stored before it, or for an imported
 *  answer (none stored) from the time since the word's previous one. */
export const answeredCardState = (
  before: { state: number; scheduledDays: number } | null,
  elapsedMs: number | null,
): CardState =>
  before
    ? cardStateOf(before)
    : importedCardState(elapsedMs === null ? null : Math.floor(elapsedMs / DAY_MS));

type Writer = Pick<AppDeps['db'], 'insert'>;

/** Adds (+1) or takes back (−1) one answer in its two tallies. */
export async function tallyAnswer(db: Writer, answer: TalliedAnswer, sign: 1 | -1): Promise<void> {
  const counted = answer.counted ? sign : 0;
  const duration = sign * answer.durationMs;
  await db
    .insert(reviewTallies)
    .values({
      userId: answer.userId,
      day: answer.day,
      category: answer.category,
      cardState: answer.cardState,
      grade: answer.grade,
      answers: sign,
      durationMs: duration,
      counted,
    })
    .onConflictDoUpdate({
      target: [
        reviewTallies.userId,
        reviewTallies.day,
        reviewTallies.category,
        reviewTallies.cardState,
        reviewTallies.grade,
      ],
      set: {
        answers: sql`${reviewTallies.answers} + ${sign}`,
        durationMs: sql`${reviewTallies.durationMs} + ${duration}`,
        counted: sql`${reviewTallies.counted} + ${counted}`,
      },
    });
  const passed = answer.grade > Grade.Again ? sign : 0;
  await db
    .insert(reviewHours)
    .values({
      userId: answer.userId,
      day: answer.day,
      category: answer.category,
      hour: answer.hour,
      answers: sign,
      passed,
    })
    .onConflictDoUpdate({
      target: [reviewHours.userId, reviewHours.day, reviewHours.category, reviewHours.hour],
      set: {
        answers: sql`${reviewHours.answers} + ${sign}`,
        passed: sql`${reviewHours.passed} + ${passed}`,
      },
    });
}
