// The simulation behind the retention that costs least (decision 0047; issue 34's budget: under
// two seconds of a worker's time). Measured in place, in turns with a reference of the same kind of
// work: a plain FSRS scheduling loop (20,000 answers through the scheduler the answer route uses).
// The worker runs exactly this function; the thread's start is not part of the figure.
import { default_w } from 'ts-fsrs';
import { nextState, type ScheduleState } from '../api/src/modules/review/scheduler';
import { simulateWorkload } from '../api/src/modules/review/workload-simulation';
import {
  ANKI_STUDY_SECONDS,
  LOSS_AVERSION,
  SIMULATED_DAYS,
  SIMULATED_RETENTIONS,
  SIMULATED_WORDS,
} from '../shared/review/retention-advice';
import { RATIO_BUDGETS, ratioRow } from './lib/budgets';
import { measureInterleaved } from './lib/measure';
import type { Row } from './lib/table';

const ANSWERS = 20_000;
const DAY_MS = 86_400_000;

/** 200 words answered 100 times each, Good mostly, a lapse in eight: the answer's own scheduler. */
function schedulingLoop() {
  let at = Date.parse('2026-01-01T00:00:00Z');
  for (let word = 0; word < ANSWERS / 100; word += 1) {
    let state: ScheduleState | null = null;
    for (let answer = 0; answer < 100; answer += 1) {
      state = nextState(state, (word + answer) % 8 === 0 ? 1 : 3, at, 0.9);
      at = Math.max(at, state.due) + DAY_MS;
    }
  }
}

const simulate = () =>
  simulateWorkload({
    weights: default_w,
    retentions: SIMULATED_RETENTIONS,
    days: SIMULATED_DAYS,
    words: SIMULATED_WORDS,
    newPerDay: 20,
    learningSteps: 1,
    relearningSteps: 1,
    seed: 1,
    costs: { ...ANKI_STUDY_SECONDS, lossAversion: LOSS_AVERSION, timedFirstDays: 0, timedReviewDays: 0 },
  });

export async function benchRetentionAdvice(): Promise<Row[]> {
  const measured = await measureInterleaved(simulate, schedulingLoop, { runs: 8, warmup: 2 });
  const label = `${SIMULATED_RETENTIONS.length} retentions × ${SIMULATED_WORDS} words × ${SIMULATED_DAYS} days`;
  return [
    ratioRow(
      `Review: workload simulation for the recommended retention (${label})`,
      RATIO_BUDGETS.retentionAdvice,
      measured,
    ),
  ];
}
