// Fits FSRS-6 parameters to a learner's history with `@open-spaced-repetition/binding` (fsrs-rs,
// the optimizer Anki uses). It is an optional dependency with a native binary per platform, so it
// is loaded on first use: where it cannot load, the fitter answers null and the defaults serve.
import { RELEARNING_STEP_MINUTES } from '../../../../shared/review/study-preferences';
import type { WordHistory } from './review-history';

/** What the fitter must know of how the histories were studied. */
export interface FitOptions {
  /**
   * The learner's relearning steps (decision 0046): fsrs-rs reads a lapse's same-day answers
   * by their number, so a learner with several steps is fitted as they study.
   */
  relearningSteps: number;
}

export const DEFAULT_FIT_OPTIONS: FitOptions = { relearningSteps: RELEARNING_STEP_MINUTES.length };

/** Parameters fitted to the histories, or null when no fitter can run on this machine. */
export type Fitter = (histories: WordHistory[], options?: FitOptions) => Promise<number[] | null>;

type Binding = typeof import('@open-spaced-repetition/binding');

let loading: Promise<Binding | null> | undefined;

function loadBinding(log: (line: string) => void): Promise<Binding | null> {
  loading ??= import('@open-spaced-repetition/binding').catch((error: unknown) => {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    log(`FSRS optimizer unavailable on this machine (${reason}): learners keep the default parameters.`);
    return null;
  });
  return loading;
}

/**
 * The answer sequences fsrs-rs trains on: for each answer a learner day or more after the word's
 * previous one, that answer with all the word's earlier ones (same-day steps included, read with
 * the short-term parameters). As Anki builds them, and the binding's own converter: fsrs-rs fits
 * the first stabilities on sequences with exactly one such answer, so a sequence ending on a
 * same-day step after a first lapse counted that lapse twice, and a word answered only on one day
 * gave a sequence without any, on which fsrs-rs panics and aborts the whole process.
 */
export function trainingSequences(histories: WordHistory[]): WordHistory[] {
  const sequences: WordHistory[] = [];
  for (const history of histories)
    for (const [index, answer] of history.entries())
      if (index > 0 && answer.deltaDays >= 1) sequences.push(history.slice(0, index + 1));
  return sequences;
}

/**
 * The training items, built a slice of sequences at a time, yielding between slices, so a long
 * history never holds up the answers other learners are sending meanwhile.
 */
async function toItems(binding: Binding, histories: WordHistory[]) {
  const items = [];
  for (const [index, sequence] of trainingSequences(histories).entries()) {
    if (index > 0 && index % 2000 === 0) await new Promise((resolve) => setImmediate(resolve));
    items.push(
      new binding.FSRSBindingItem(sequence.map((a) => new binding.FSRSBindingReview(a.grade, a.deltaDays))),
    );
  }
  return items;
}

export function createBindingFitter(log: (line: string) => void = console.warn): Fitter {
  return async (histories, options = DEFAULT_FIT_OPTIONS) => {
    const binding = await loadBinding(log);
    if (!binding) return null;
    return binding.computeParameters(await toItems(binding, histories), {
      enableShortTerm: true,
      numRelearningSteps: options.relearningSteps,
    });
  };
}
