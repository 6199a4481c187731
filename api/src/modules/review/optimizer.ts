// The FSRS optimizer job (docs/decisions/0024-fsrs-optimizer.md). After an answer, in the
// background: once the learner has FIT_FIRST_AT_REVIEWS answers, then every FIT_EVERY_REVIEWS more
// (at most once a day), their parameters are fitted on their own history and kept only when
// their log loss on it is lower than the current ones'. Nothing is rescheduled: the parameters
// serve the answers from then on, and every due date stays. One fit at a time in this server, and
// one learner's fit in one process at a time across processes on one database (a lease named after
// the learner, jobs/lease.ts); a failure is logged and leaves the current parameters.
import { eq, sum } from 'drizzle-orm';
import { default_w } from 'ts-fsrs';
import {
  FIT_AT_MOST_EVERY_MS,
  FIT_EVERY_REVIEWS,
  FIT_FIRST_AT_REVIEWS,
} from '../../../../shared/review/optimizer';
import { nextRetentionOffset } from '../../../../shared/review/retention-calibration';
import type { Clock } from '../../clock';
import type { Database } from '../../db';
import { fsrsParameters, reviewDays } from '../../db/schema';
import { releaseLease, takeLease } from '../../jobs/lease';
import type { FitOptions, Fitter } from './binding-fitter';
import { isWeights, type ParametersRow, readParametersRow, weightsOf } from './learner-parameters';
import { logLoss } from './log-loss';
import { observedRecallSince } from './observed-recall';
import { answerCount, readHistory, type WordHistory } from './review-history';
import { readStudyPreferences } from './study-preferences';

interface JobDeps {
  db: Database;
  clock: Clock;
}

export type FitOutcome = Trial & { reviews: number };

/** Answers not undone, from the day sums the answer and undo keep exact. */
async function reviewCount(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: sum(reviewDays.reviews) })
    .from(reviewDays)
    .where(eq(reviewDays.userId, userId));
  return Number(row?.total ?? 0);
}

export function fitIsDue(
  count: number,
  row: Pick<ParametersRow, 'checkedAt' | 'checkedOnReviews'> | undefined,
  now: number,
): boolean {
  if (count < FIT_FIRST_AT_REVIEWS) return false;
  if (!row) return true;
  return count >= row.checkedOnReviews + FIT_EVERY_REVIEWS && now - row.checkedAt >= FIT_AT_MOST_EVERY_MS;
}

type Trial =
  | { kept: 'fitted'; weights: number[]; before: number; after: number }
  | { kept: 'current'; reason: 'no-better' | 'unavailable' | 'failed'; before?: number; after?: number };

/** Runs the fitter and compares its parameters with the current ones on the same history. */
async function tryFit(
  fitter: Fitter,
  histories: WordHistory[],
  options: FitOptions,
  current: readonly number[],
  onError: (error: unknown) => void,
): Promise<Trial> {
  let fitted: number[] | null;
  try {
    fitted = await fitter(histories, options);
  } catch (error) {
    onError(error);
    return { kept: 'current', reason: 'failed' };
  }
  if (fitted === null) return { kept: 'current', reason: 'unavailable' };
  if (!isWeights(fitted)) {
    onError(new Error(`the fitter gave ${JSON.stringify(fitted).slice(0, 200)}, not 21 numbers`));
    return { kept: 'current', reason: 'failed' };
  }
  const before = (await logLoss(histories, current)).value;
  const after = (await logLoss(histories, fitted)).value;
  return after < before
    ? { kept: 'fitted', weights: fitted, before, after }
    : { kept: 'current', reason: 'no-better', before, after };
}

/** Fits the learner's parameters now and keeps them if they explain the history better. */
export async function fitLearner(
  deps: JobDeps,
  fitter: Fitter,
  userId: number,
  logError: (line: string, error: unknown) => void = console.error,
): Promise<FitOutcome> {
  const histories = await readHistory(deps.db, userId);
  const reviews = answerCount(histories);
  const row = await readParametersRow(deps.db, userId);
  const current = weightsOf(row) ?? [...default_w];
  // Fitted with the relearning steps the learner studies with now (decision 0046).
  const preferences = await readStudyPreferences(deps.db, userId);
  const options = { relearningSteps: preferences.relearningSteps.length };
  // The retention asked of FSRS follows the recall of the answers since the last check (decision 48).
  const observed = await observedRecallSince(deps.db, userId, row?.checkedAt ?? null, preferences);
  const retentionOffset = nextRetentionOffset(
    row?.retentionOffset ?? 0,
    preferences.desiredRetention,
    observed,
  );
  const checked = { checkedAt: deps.clock.now(), checkedOnReviews: reviews, retentionOffset };
  const outcome = await tryFit(fitter, histories, options, current, (error) =>
    // Recorded as a check all the same: a fitter that keeps failing is not retried on every answer.
    logError(`FSRS fit failed for learner ${userId}; the current parameters stay`, error),
  );
  const kept =
    outcome.kept === 'fitted'
      ? {
          weights: JSON.stringify(outcome.weights),
          fittedAt: checked.checkedAt,
          fittedOnReviews: reviews,
          logLossBefore: outcome.before,
          logLossAfter: outcome.after,
        }
      : {};
  await deps.db
    .insert(fsrsParameters)
    .values({ userId, ...checked, ...kept })
    .onConflictDoUpdate({ target: fsrsParameters.userId, set: { ...checked, ...kept } });
  return { ...outcome, reviews };
}

/**
 * Long enough for any fit (the worker's time limit is far below it); a process killed mid-fit
 * holds the learner's fit back this long, never for good.
 */
const FIT_LEASE_MS = 30 * 60 * 1000;

/**
 * Checks whether the learner's fit is due and runs it, holding the learner's lease: of several
 * processes answering for one learner at once, one fits; the others find the lease taken, or once
 * it is given back, the check already recorded (so not due). Answers whether this call checked.
 */
export async function fitIfDue(deps: JobDeps, fitter: Fitter, userId: number, log = console.log) {
  const lease = `fsrs-fit:${userId}`;
  if (!(await takeLease(deps.db, lease, deps.clock.now(), FIT_LEASE_MS))) return false;
  try {
    const count = await reviewCount(deps.db, userId);
    if (!fitIsDue(count, await readParametersRow(deps.db, userId), deps.clock.now())) return false;
    const outcome = await fitLearner(deps, fitter, userId);
    if (outcome.kept === 'fitted')
      log(
        `FSRS parameters fitted for learner ${userId} on ${outcome.reviews} reviews: log loss ${outcome.before.toFixed(4)} → ${outcome.after.toFixed(4)}`,
      );
    return true;
  } finally {
    await releaseLease(deps.db, lease);
  }
}

export interface Optimizer {
  /** Called after each answer; returns at once, the check and any fit run later. */
  afterAnswer(userId: number): void;
  /** Checks and fits now if due (tests); answers whether this process did the check. */
  runNow(userId: number): Promise<boolean>;
  /** Settles when every check and fit asked for so far has run (tests, shutdown). */
  idle(): Promise<void>;
}

export function createOptimizer(deps: JobDeps, fitter: Fitter, log = console.log): Optimizer {
  let chain: Promise<void> = Promise.resolve();
  const waiting = new Set<number>();

  async function checkAndFit(userId: number) {
    // Let the answer's response go out before any database work of the job.
    await new Promise((resolve) => setTimeout(resolve, 0));
    await fitIfDue(deps, fitter, userId, log);
  }

  return {
    afterAnswer(userId) {
      if (waiting.has(userId)) return;
      waiting.add(userId);
      chain = chain
        .then(() => checkAndFit(userId))
        .catch((error) =>
          console.error(`FSRS fit failed for learner ${userId}; the current parameters stay`, error),
        )
        .finally(() => waiting.delete(userId));
    },
    runNow: (userId) => fitIfDue(deps, fitter, userId, log),
    idle: () => chain,
  };
}
