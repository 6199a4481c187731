// How well a set of FSRS parameters explains a learner's history: the log loss of the recall it
// predicts against what happened (passed = any grade but Again), on every answer given a learner
// day or more after the word's previous one. The memory state is replayed answer by answer with
// ts-fsrs's own formulas, so the figure measures the model the scheduler uses. Lower is better.
import { type FSRSState, fsrs } from 'ts-fsrs';
import { Grade } from '../../../../shared/review/grades';
import type { WordHistory } from './review-history';

/** Keeps log(0) out of the sum when a prediction is (almost) certain and wrong. */
const EPSILON = 1e-6;

export interface LogLoss {
  /** Mean log loss per counted answer; NaN when no answer counted. */
  value: number;
  counted: number;
}

/** Words replayed between two yields to the event loop: a long history never holds up answers. */
const WORDS_PER_SLICE = 500;

export async function logLoss(histories: WordHistory[], weights: readonly number[]): Promise<LogLoss> {
  const model = fsrs({ w: [...weights], enable_short_term: true });
  let sum = 0;
  let counted = 0;
  for (let start = 0; start < histories.length; start += WORDS_PER_SLICE) {
    if (start > 0) await new Promise((resolve) => setImmediate(resolve));
    for (const history of histories.slice(start, start + WORDS_PER_SLICE)) {
      let memory: FSRSState | null = null;
      for (const { grade, deltaDays } of history) {
        if (memory && deltaDays >= 1) {
          const recall = model.forgetting_curve(deltaDays, memory.stability);
          const predicted = Math.min(1 - EPSILON, Math.max(EPSILON, recall));
          sum -= Math.log(grade > Grade.Again ? predicted : 1 - predicted);
          counted += 1;
        }
        memory = model.next_state(memory, deltaDays, grade);
      }
    }
  }
  return { value: counted === 0 ? Number.NaN : sum / counted, counted };
}
