// A year of a learner's study simulated at each desired retention, to find the one that costs
// least (docs/decisions/0047-retention-that-costs-least.md; Anki's "minimum recommended retention").
// The learner's memory is taken to follow FSRS with their parameters (the fit's own claim); their
// grades follow Anki's simulator's default shares. Words are independent here (no daily review
// cap), so each is simulated from its first day to the year's end without a day loop. Seeded: the
// same input gives the same curve, and every retention sees the same random draws (common random
// numbers), so two retentions differ by their schedules, not by luck.
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { type FSRSState, fsrs } from 'ts-fsrs';
import { Grade } from '../../../../shared/review/grades';
import type { WorkloadPoint } from '../../../../shared/review/retention-advice';

/** Anki's simulator's defaults: the first answer's grades, and a passed review's (Hard, Good, Easy). */
const FIRST_GRADE_SHARES = [0.24, 0.094, 0.495, 0.171] as const;
const PASSED_GRADE_SHARES = [0.224, 0.632, 0.144] as const;

export interface WorkloadInput {
  weights: readonly number[];
  retentions: readonly number[];
  days: number;
  words: number;
  /** New words a day (at least one): the pace at which the simulated words are first met. */
  newPerDay: number;
  learningSteps: number;
  relearningSteps: number;
  seed: number;
}

function pick(shares: readonly number[], draw: number): number {
  let sum = 0;
  for (let i = 0; i < shares.length; i += 1) {
    sum += shares[i] ?? 0;
    if (draw < sum) return i;
  }
  return shares.length - 1;
}

type Model = ReturnType<typeof fsrs>;

/** Same-day steps answered Good one after another (what the learner does to leave them). */
function stepThrough(model: Model, memory: FSRSState, steps: number): FSRSState {
  let state = memory;
  for (let i = 0; i < steps; i += 1) state = model.next_state(state, 0, Grade.Good);
  return state;
}

/** The draws a word uses, fixed per word so that each retention meets the same learner. */
function wordDraws(seed: number, word: number): () => number {
  const rng = xoroshiro128plus(seed ^ Math.imul(word + 1, 0x9e3779b1));
  return () => uniformFloat64(rng);
}

function simulateWord(model: Model, input: WorkloadInput, word: number) {
  const draw = wordDraws(input.seed, word);
  const firstDay = Math.floor(word / Math.max(1, input.newPerDay));
  if (firstDay >= input.days) return { answers: 0, remembered: 0 };
  const first = pick(FIRST_GRADE_SHARES, draw()) + 1;
  let memory = model.next_state(null, 0, first);
  let answers = 1;
  // Again on a first meeting leaves the word in its steps (Hard moves on as Good: decision 20).
  if (first === Grade.Again) {
    memory = stepThrough(model, memory, input.learningSteps);
    answers += input.learningSteps;
  }
  let day = firstDay;
  for (;;) {
    const interval = Math.max(1, model.next_interval(memory.stability, 0));
    if (day + interval >= input.days) {
      return {
        answers,
        remembered: model.forgetting_curve(input.days - day, memory.stability),
      };
    }
    day += interval;
    const recalled = draw() < model.forgetting_curve(interval, memory.stability);
    const grade = recalled ? pick(PASSED_GRADE_SHARES, draw()) + Grade.Hard : Grade.Again;
    memory = model.next_state(memory, interval, grade);
    answers += 1;
    if (!recalled) {
      memory = stepThrough(model, memory, input.relearningSteps);
      answers += input.relearningSteps;
    }
  }
}

/** Answers in the year (same-day steps counted) and words remembered at its end, per retention. */
export function simulateWorkload(input: WorkloadInput): WorkloadPoint[] {
  return input.retentions.map((retention) => {
    const model = fsrs({ w: [...input.weights], request_retention: retention, enable_fuzz: false });
    let answers = 0;
    let remembered = 0;
    for (let word = 0; word < input.words; word += 1) {
      const outcome = simulateWord(model, input, word);
      answers += outcome.answers;
      remembered += outcome.remembered;
    }
    return { retention, answers, remembered, answersPerRemembered: answers / Math.max(remembered, 1e-9) };
  });
}

/** The retention whose answers per word remembered are fewest (the lower one on a tie). */
export function cheapestRetention(points: readonly WorkloadPoint[]): number {
  let best = points[0];
  for (const point of points)
    if (best && point.answersPerRemembered < best.answersPerRemembered) best = point;
  if (!best) throw new Error('no retention simulated');
  return best.retention;
}
