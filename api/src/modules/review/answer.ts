// Recording an answer: one transaction appends the review with the word's state before it, moves
// the word's FSRS state on, and sets its score to the grade (as the spec's score call does, raising
// the list version). A retried request with the same answer id gets the first result back. An
// answer older than ones already recorded is replayed in answered-at order (replay.ts): the newest
// answer keeps the word's score and decides its due date.
import { and, eq } from 'drizzle-orm';
import type { ReviewAnswerBody, ReviewAnswerResult } from '../../../../shared/api';
import {
  ANSWER_CLOCK_SKEW_MS,
  ANSWER_DURATION_MAX_MS,
  ANSWER_MAX_AGE_MS,
  type Grade,
  isGrade,
  REVIEW_MESSAGES,
  REVIEW_SOURCES,
  scoreForGrade,
} from '../../../../shared/review/grades';
import { clockHour, learnerDay } from '../../../../shared/review/learner-day';
import { askedRetention } from '../../../../shared/review/retention-calibration';
import { isLeechLapse } from '../../../../shared/review/waiting-steps';
import { WORD_NOT_FOUND_MESSAGE } from '../../../../shared/words/rules';
import { reviews, wordSchedules, words } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { conflict, invalid, notFound } from '../../errors';
import { bumpWordsVersion } from '../words/list';
import { readHolds, writeHolds } from './holds';
import { readLearnerFit } from './learner-parameters';
import { answersAfter, replayAnswers, scheduleOf } from './replay';
import { countAnswer, previousDayOf } from './review-days';
import { answeredCardState } from './review-tallies';
import { nextState, type ScheduleState } from './scheduler';
import { readStudyPreferences, stepsOf } from './study-preferences';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function checkAnswer(body: ReviewAnswerBody, now: number): void {
  if (!UUID.test(body.answerId)) throw invalid(REVIEW_MESSAGES.invalidAnswerId, 'invalid_answer_id');
  if (!isGrade(body.grade)) throw invalid(REVIEW_MESSAGES.invalidGrade, 'invalid_grade');
  if (!(REVIEW_SOURCES as readonly string[]).includes(body.source))
    throw invalid(REVIEW_MESSAGES.invalidSource, 'invalid_source');
  if (!Number.isInteger(body.durationMs) || body.durationMs < 0 || body.durationMs > ANSWER_DURATION_MAX_MS)
    throw invalid(REVIEW_MESSAGES.invalidDuration, 'invalid_duration');
  if (!Number.isInteger(body.answeredAt) || body.answeredAt > now + ANSWER_CLOCK_SKEW_MS)
    throw invalid(REVIEW_MESSAGES.answeredInFuture, 'invalid_answer_time');
  if (body.answeredAt < now - ANSWER_MAX_AGE_MS)
    throw invalid(REVIEW_MESSAGES.answeredTooLongAgo, 'invalid_answer_time');
}

const stateOf = (row: typeof wordSchedules.$inferSelect | undefined): ScheduleState | null => {
  if (!row) return null;
  const { wordId: _word, userId: _user, ...state } = row;
  return state;
};

type Tx = Parameters<Parameters<AppDeps['db']['transaction']>[0]>[0];

/** What an answer is weighed with: the learner's settings and fitted parameters, read once. */
export interface AnswerContext {
  now: number;
  preferences: Awaited<ReturnType<typeof readStudyPreferences>>;
  weights: number[] | null;
  /** The retention asked of FSRS: the desired one, raised by the learner's retention offset. */
  retention: number;
}

export async function answerContext(
  deps: Pick<AppDeps, 'db'>,
  userId: number,
  now: number,
): Promise<AnswerContext> {
  // The learner's fitted parameters serve from their next answer on; no due date is moved.
  const [preferences, fit] = await Promise.all([
    readStudyPreferences(deps.db, userId),
    readLearnerFit(deps.db, userId),
  ]);
  const retention = askedRetention(preferences.desiredRetention, fit.retentionOffset);
  return { now, preferences, weights: fit.weights, retention };
}

export async function recordAnswer(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  userId: number,
  body: ReviewAnswerBody,
): Promise<ReviewAnswerResult> {
  const now = deps.clock.now();
  // Refused before anything is read; checked again in the transaction, for a batch's sake.
  checkAnswer(body, now);
  const context = await answerContext(deps, userId, now);
  return deps.db.transaction((tx) => recordAnswerIn(tx, context, userId, body));
}

/**
 * One answer inside the caller's transaction (the single call's, or a batch's: offline/batch.ts).
 * Every refusal is thrown before anything is written, so a batch can go on past it.
 */
export async function recordAnswerIn(
  tx: Tx,
  { now, preferences, weights, retention }: AnswerContext,
  userId: number,
  body: ReviewAnswerBody,
): Promise<ReviewAnswerResult> {
  checkAnswer(body, now);
  const [earlier] = await tx
    .select({ uuid: reviews.wordUuid, grade: reviews.grade })
    .from(reviews)
    .where(and(eq(reviews.userId, userId), eq(reviews.answerId, body.answerId)))
    .limit(1);
  const [word] = await tx
    .select({ id: words.id, score: words.score, category: words.category })
    .from(words)
    .where(and(eq(words.userId, userId), eq(words.uuid, body.uuid)))
    .limit(1);
  if (earlier) {
    if (earlier.uuid !== body.uuid || earlier.grade !== body.grade)
      throw conflict(REVIEW_MESSAGES.answerIdReused, 'answer_id_reused');
    const [current] = word
      ? await tx.select().from(wordSchedules).where(eq(wordSchedules.wordId, word.id)).limit(1)
      : [];
    return { answerId: body.answerId, uuid: body.uuid, score: word?.score ?? 1, due: current?.due ?? now };
  }
  if (!word) throw notFound(WORD_NOT_FOUND_MESSAGE, 'word_not_found');
  const [row] = await tx.select().from(wordSchedules).where(eq(wordSchedules.wordId, word.id)).limit(1);
  // An answer given offline may arrive after newer ones of the same word: it takes its place in
  // answered-at order and the newer ones are replayed after it (replay.ts).
  const newer = await answersAfter(tx, word.id, body.answeredAt);
  const first = newer[0];
  const before = first ? scheduleOf(first) : stateOf(row);
  const scoreBefore = first ? first.scoreBefore : word.score;
  const at = Math.max(body.answeredAt, before?.lastReview ?? 0);
  const steps = stepsOf(preferences);
  // The learner's day, as the optimizer counts it, decides a same-day step from a day apart.
  const clock = { timeZone: preferences.timeZone, dayStartHour: preferences.dayStartHour };
  const after = nextState(before, body.grade as Grade, at, retention, weights, steps, clock);
  const previousAt = before?.lastReview ?? null;
  const counted = {
    userId,
    day: learnerDay(body.answeredAt, preferences.timeZone, preferences.dayStartHour),
    grade: body.grade,
    previousDay: previousDayOf(previousAt, preferences),
    category: word.category,
    cardState: answeredCardState(before, null),
    hour: clockHour(body.answeredAt, preferences.timeZone),
    durationMs: body.durationMs,
  };
  await tx.insert(reviews).values({
    userId,
    day: counted.day,
    grade: body.grade,
    elapsedMs: previousAt === null ? null : at - previousAt,
    answerId: body.answerId,
    wordId: word.id,
    wordUuid: body.uuid,
    reviewedAt: body.answeredAt,
    durationMs: body.durationMs,
    source: body.source,
    scoreBefore,
    scheduleBefore: before ? JSON.stringify(before) : null,
    category: word.category,
  });
  await countAnswer(tx, counted, 1);
  const start = { state: after, score: scoreForGrade(body.grade as Grade) };
  const weighing = { desiredRetention: retention, weights, steps, clock };
  const state = (await replayAnswers(tx, start, newer, weighing)) ?? after;
  await tx
    .insert(wordSchedules)
    .values({ wordId: word.id, userId, ...state })
    .onConflictDoUpdate({ target: wordSchedules.wordId, set: state });
  // The newest answer sets the score; a late one leaves the score the newer ones set.
  const score = first ? word.score : start.score;
  if (!first) await tx.update(words).set({ score }).where(eq(words.id, word.id));
  // A lapse at the learner's threshold (and every half of it after) tags the word a leech.
  const leech = !first && isLeechLapse(before?.lapses ?? 0, state.lapses, preferences.leechLapses);
  if (leech) await writeHolds(tx, word.id, userId, { ...(await readHolds(tx, word.id)), leechAt: at });
  await bumpWordsVersion(tx, userId);
  const result = { answerId: body.answerId, uuid: body.uuid, score, due: state.due };
  return leech ? { ...result, leech, lapses: state.lapses } : result;
}
