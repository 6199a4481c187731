// Simulated memories for judging a scheduler on learners whose forgetting is NOT the curve it
// assumes (docs/decisions/0048-schedules-on-other-memories.md). Each model gives, per word, the
// chance of recall at a moment and what a review does to the memory; the scheduler sees only the
// answers. Times are epoch ms; a "day" is 86,400,000 ms.
//
// - fsrs: FSRS-6 with its default parameters (what the scheduler assumes before a fit).
// - exponential: exponential forgetting p = exp(-t/S) with a difficulty per word; a recall grows S
//   more when it was harder (a lower p); a lapse cuts S to a third, never below what the first
//   meeting gave (the answer is shown again).
// - act-r: ACT-R's declarative memory with decay by spacing (Pavlik & Anderson 2005): activation
//   ln(sum of t_j^-d_j) over the presentations, each trace's decay higher when it was laid down while
//   the word was still active (massed practice decays fast), recall by a logistic of activation.
// - hlr: half-life regression (Settles & Meeder 2016, Duolingo): p = 2^(-t/h), log2 h linear in
//   the square roots of the counts of right and wrong answers and a difficulty per word; timing
//   plays no part.
import { type Card, createEmptyCard, fsrs, Rating } from 'ts-fsrs';

const DAY = 86_400_000;

export type ModelName = 'fsrs' | 'exponential' | 'act-r' | 'hlr';
export const MODEL_NAMES: readonly ModelName[] = ['fsrs', 'exponential', 'act-r', 'hlr'];

/** One word in one learner's mind. */
export interface WordMemory {
  /** The chance of recalling the word at `at` (the first meeting is not asked: its translation is in view). */
  recall(at: number): number;
  /** What a presentation at `at` does: the word was recalled, or shown again after a lapse. */
  review(at: number, recalled: boolean): void;
}

export type Random = () => number;

/** A standard normal draw (Box–Muller) from the simulation's own seeded random numbers. */
function normal(random: Random): number {
  const u = Math.max(random(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

const fsrsMemory = fsrs({ enable_fuzz: false, learning_steps: [], relearning_steps: [] });

function fsrsWord(firstMet: number): WordMemory {
  let card: Card = createEmptyCard(new Date(firstMet));
  return {
    recall: (at) => (card.state === 0 ? 1 : fsrsMemory.get_retrievability(card, new Date(at), false)),
    review(at, recalled) {
      card = fsrsMemory.next(card, new Date(at), recalled ? Rating.Good : Rating.Again).card;
    },
  };
}

function exponentialWord(random: Random): WordMemory {
  const difficulty = random(); // 0 easy … 1 hard
  const firstStability = 2 * (1 - 0.5 * difficulty); // days
  let stability = 0; // 0 until the first meeting
  let last = 0;
  return {
    recall: (at) => (stability === 0 ? 1 : Math.exp(-(at - last) / DAY / stability)),
    review(at, recalled) {
      const elapsed = (at - last) / DAY;
      if (stability === 0) stability = firstStability;
      else if (!recalled) stability = Math.max(firstStability, stability / 3);
      else if (elapsed < 0.5)
        stability *= 1.1; // the same day: little is learned
      else {
        const p = Math.exp(-elapsed / stability);
        stability *= 1 + 2 * (1 - 0.7 * difficulty) * Math.exp(1.5 * (1 - p));
      }
      last = at;
    },
  };
}

/** Pavlik & Anderson's constants, with time in hours (their fit is in seconds of a lab session). */
const ACT_R = { a: 0.177, c: 0.217, threshold: -0.704, noise: 0.255 };

function actRWord(random: Random): WordMemory {
  const ease = 0.3 * normal(random); // the word's own offset to activation
  const traces: { at: number; decay: number }[] = [];
  const activation = (at: number) => {
    let sum = 0;
    for (const trace of traces) sum += Math.max((at - trace.at) / 3_600_000, 1 / 60) ** -trace.decay;
    return Math.log(sum) + ease;
  };
  return {
    recall(at) {
      if (traces.length === 0) return 1;
      return 1 / (1 + Math.exp((ACT_R.threshold - activation(at)) / ACT_R.noise));
    },
    review(at) {
      // A word still active when shown again decays faster from this showing (the spacing effect).
      const decay = traces.length === 0 ? ACT_R.a : ACT_R.c * Math.exp(activation(at) - ease) + ACT_R.a;
      traces.push({ at, decay });
    },
  };
}

/** Half-life regression weights: bias, sqrt(1 + right), sqrt(1 + wrong) (log2 of days). */
const HLR = { bias: -0.5, right: 1.8, wrong: -0.8 };

function hlrWord(random: Random): WordMemory {
  const difficulty = 0.5 * normal(random);
  let right = 0;
  let wrong = 0;
  let last = 0;
  return {
    recall(at) {
      if (right + wrong === 0) return 1;
      const log2HalfLife =
        HLR.bias + HLR.right * Math.sqrt(1 + right) + HLR.wrong * Math.sqrt(1 + wrong) - difficulty;
      return 2 ** (-(at - last) / DAY / 2 ** log2HalfLife);
    },
    review(at, recalled) {
      if (recalled) right += 1;
      else wrong += 1;
      last = at;
    },
  };
}

export function newWordMemory(model: ModelName, random: Random, firstMet: number): WordMemory {
  switch (model) {
    case 'fsrs':
      return fsrsWord(firstMet);
    case 'exponential':
      return exponentialWord(random);
    case 'act-r':
      return actRWord(random);
    case 'hlr':
      return hlrWord(random);
  }
}
