// A year of a learner's study simulated at each desired retention, to find the one that costs
// least (docs/decisions/0047-retention-that-costs-least.md; Anki's "minimum recommended retention").
// The learner's memory is taken to follow FSRS with their parameters (the fit's own claim); their
// grades follow Anki's simulator's default shares. The cost is fsrs-rs's: seconds of study, a word's
// day priced by its kind and first grade, a forgotten review weighed by the loss aversion. Words are independent here (no daily review
// cap), so each is simulated from its first day to the year's end without a day loop. Seeded: the
// same input gives the same curve, and every retention sees the same random draws (common random
// numbers), so two retentions differ by their schedules, not by luck.
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { type FSRSState, fsrs } from 'ts-fsrs';
import { Grade } from '../../../../shared/review/grades';
import type { StudyCosts, WorkloadPoint } from '../../../../shared/review/retention-advice';

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
  /** Seconds per word's day of study, and how much more a forgotten review weighs. */
  costs: StudyCosts;
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

/** The first grades are spread over the words in their shares (a golden-ratio sequence), not
 *  drawn: 600 words then meet each first grade in its share, which steadies the curve. */
const evenlySpread = (word: number) => (0.5 + word * 0.618_033_988_749_895) % 1;

/** The draws a word uses, fixed per word so that each retention meets the same learner. */
function wordDraws(seed: number, word: number): () => number {
  const rng = xoroshiro128plus(seed ^ Math.imul(word + 1, 0x9e3779b1));
  return () => uniformFloat64(rng);
}

function simulateWord(model: Model, input: WorkloadInput, word: number) {
  const draw = wordDraws(input.seed, word);
  const firstDay = Math.floor(word / Math.max(1, input.newPerDay));
  if (firstDay >= input.days) return { answers: 0, seconds: 0, remembered: 0 };
  const { firstDay: firstDaySeconds, reviewDay: reviewDaySeconds, lossAversion } = input.costs;
  const first = pick(FIRST_GRADE_SHARES, evenlySpread(word)) + 1;
  let memory = model.next_state(null, 0, first);
  let answers = 1;
  // A day's price already holds its same-day steps (the learner's times are summed per word and day).
  let seconds = firstDaySeconds[first - 1] ?? 0;
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
        seconds,
        remembered: model.forgetting_curve(input.days - day, memory.stability),
      };
    }
    day += interval;
    const recalled = draw() < model.forgetting_curve(interval, memory.stability);
    const grade = recalled ? pick(PASSED_GRADE_SHARES, draw()) + Grade.Hard : Grade.Again;
    memory = model.next_state(memory, interval, grade);
    answers += 1;
    seconds += (reviewDaySeconds[grade - 1] ?? 0) * (recalled ? 1 : lossAversion);
    if (!recalled) {
      memory = stepThrough(model, memory, input.relearningSteps);
      answers += input.relearningSteps;
    }
  }
}

/** Answers and seconds in the year (same-day steps counted) and words remembered at its end, per retention. */
export function simulateWorkload(input: WorkloadInput): WorkloadPoint[] {
  return input.retentions.map((retention) => {
    const model = fsrs({ w: [...input.weights], request_retention: retention, enable_fuzz: false });
    let answers = 0;
    let seconds = 0;
    let remembered = 0;
    for (let word = 0; word < input.words; word += 1) {
      const outcome = simulateWord(model, input, word);
      answers += outcome.answers;
      seconds += outcome.seconds;
      remembered += outcome.remembered;
    }
    const kept = Math.max(remembered, 1e-9);
    return {
      retention,
      answers,
      remembered,
      answersPerRemembered: answers / kept,
      seconds,
      secondsPerRemembered: seconds / kept,
    };
  });
}

/** The retention whose seconds per word remembered are fewest (the lower one on a tie); `by` may
 *  name the answers instead, the count the curve also shows. */
export function cheapestRetention(
  points: readonly WorkloadPoint[],
  by: 'secondsPerRemembered' | 'answersPerRemembered' = 'secondsPerRemembered',
): number {
  let best = points[0];
  for (const point of points) if (best && point[by] < best[by]) best = point;
  if (!best) throw new Error('no retention simulated');
  return best.retention;
}

/** The highest retention whose seconds per word remembered are within `share` of the least. */
export function highestNearlyAsCheap(points: readonly WorkloadPoint[], share: number): number {
  const least = Math.min(...points.map((p) => p.secondsPerRemembered));
  const near = points.filter((p) => p.secondsPerRemembered <= least * (1 + share));
  if (!near.length) throw new Error('no retention simulated');
  return Math.max(...near.map((p) => p.retention));
}
