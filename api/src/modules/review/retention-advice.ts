// The retention that costs least for a learner (docs/decisions/0047-retention-that-costs-least.md):
// a year of their study simulated in a worker thread, never on the request loop, and kept per
// learner until their parameters or the settings the simulation reads change.
import { default_w } from 'ts-fsrs';
import {
  NEARLY_AS_CHEAP,
  type RetentionAdvice,
  SIMULATED_DAYS,
  SIMULATED_RETENTIONS,
  SIMULATED_WORDS,
} from '../../../../shared/review/retention-advice';
import type { Database } from '../../db';
import { unavailable } from '../../errors';
import { type WorkerPool, WorkerTaskFailed } from '../../jobs/worker-pool';
import { readParametersRow, weightsOf } from './learner-parameters';
import { readStudyCosts } from './study-costs';
import { readStudyPreferences } from './study-preferences';
import type { WorkloadInput } from './workload-simulation';
import { cheapestRetention, highestNearlyAsCheap } from './workload-simulation';

/** One seed for everyone: a learner's curve changes only when their parameters or settings do. */
const SEED = 20_260_101;
/** Learners kept; past it the cache starts again (an entry is a few hundred bytes). */
const CACHE_MAX = 10_000;

export interface RetentionAdvisor {
  advice(userId: number): Promise<RetentionAdvice>;
}

interface Deps {
  db: Database;
  workers: Pick<WorkerPool, 'run'>;
}

export function createRetentionAdvisor(deps: Deps): RetentionAdvisor {
  const cache = new Map<number, { version: string; answer: Promise<RetentionAdvice> }>();
  return {
    async advice(userId) {
      const [row, preferences, costs] = await Promise.all([
        readParametersRow(deps.db, userId),
        readStudyPreferences(deps.db, userId),
        readStudyCosts(deps.db, userId),
      ]);
      const weights = weightsOf(row);
      const input: WorkloadInput = {
        weights: weights ?? [...default_w],
        retentions: SIMULATED_RETENTIONS,
        days: SIMULATED_DAYS,
        words: SIMULATED_WORDS,
        newPerDay: Math.max(1, preferences.newPerDay),
        learningSteps: preferences.learningSteps.length,
        relearningSteps: preferences.relearningSteps.length,
        seed: SEED,
        costs,
      };
      // The parameters' version is when they were fitted; the settings and the seconds the
      // simulation reads go too (to a tenth of a second: a new answer rarely moves a median more).
      const version = JSON.stringify([
        row?.fittedAt ?? null,
        input.newPerDay,
        input.learningSteps,
        input.relearningSteps,
        [...costs.firstDay, ...costs.reviewDay].map((s) => s.toFixed(1)),
      ]);
      const kept = cache.get(userId);
      if (kept?.version === version) return kept.answer;
      if (cache.size >= CACHE_MAX) cache.clear();
      const answer = deps.workers.run('simulateWorkload', input).then(
        (points) => ({
          recommended: cheapestRetention(points),
          nearlyAsCheapUpTo: highestNearlyAsCheap(points, NEARLY_AS_CHEAP),
          fewestAnswersAt: cheapestRetention(points, 'answersPerRemembered'),
          costs,
          points,
          ownParameters: weights !== null,
          parametersFittedAt: weights ? (row?.fittedAt ?? null) : null,
        }),
        (error: unknown) => {
          // A worker that died or ran past its time: the learner reads why, as a 503, not a 500.
          throw error instanceof WorkerTaskFailed ? unavailable(error.message, 'simulation_failed') : error;
        },
      );
      cache.set(userId, { version, answer });
      // A failed simulation is not kept: the next request tries again.
      answer.catch(() => {
        if (cache.get(userId)?.answer === answer) cache.delete(userId);
      });
      return answer;
    },
  };
}
