// Fits FSRS-6 parameters to a learner's history with `@open-spaced-repetition/binding` (fsrs-rs,
// the optimizer Anki uses). It is an optional dependency with a native binary per platform, so it
// is loaded on first use: where it cannot load, the fitter answers null and the defaults serve.
import type { WordHistory } from './review-history';

/** Parameters fitted to the histories, or null when no fitter can run on this machine. */
export type Fitter = (histories: WordHistory[]) => Promise<number[] | null>;

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
 * One training item per answer after a word's first: the answer with all the word's earlier ones.
 * Built a slice of words at a time, yielding between slices, so a long history never holds up
 * the answers other learners are sending meanwhile.
 */
async function toItems(binding: Binding, histories: WordHistory[]) {
  const items = [];
  for (const [index, history] of histories.entries()) {
    if (index > 0 && index % 500 === 0) await new Promise((resolve) => setImmediate(resolve));
    const answers = history.map((a) => new binding.FSRSBindingReview(a.grade, a.deltaDays));
    for (let end = 2; end <= answers.length; end++)
      items.push(new binding.FSRSBindingItem(answers.slice(0, end)));
  }
  return items;
}

export function createBindingFitter(log: (line: string) => void = console.warn): Fitter {
  return async (histories) => {
    const binding = await loadBinding(log);
    if (!binding) return null;
    // One relearning step of ten minutes, as the scheduler's (docs/decisions/0020).
    return binding.computeParameters(await toItems(binding, histories), {
      enableShortTerm: true,
      numRelearningSteps: 1,
    });
  };
}
