// The schedulers ours is judged against (docs/decisions/0048-schedules-on-other-memories.md), each
// answering "when next" from what the learner answered, as ours does:
// - SM-2 (SuperMemo 2, the algorithm Anki started from): 1 day, 6 days, then the interval times
//   the word's ease (2.5 at first, never below 1.3); a lapse starts the word again at 1 day and
//   lowers its ease by 0.2 (Anki's rule: milder than SM-2's own formula for a failed recall,
//   so the baseline is the stronger of the two).
// - Fixed steps (LingQ's): 1, 3, 7, 15, 30 and 90 days, back to the first on a lapse, then every 90.
const DAY = 86_400_000;
const FIXED_STEPS_DAYS = [1, 3, 7, 15, 30, 90];

export type BaselineName = 'sm-2' | 'fixed-steps';

/** One word's schedule: the moment it is next due, after an answer at `at`. */
export type WordScheduler = (at: number, recalled: boolean) => number;

function sm2(): WordScheduler {
  let repetition = 0;
  let intervalDays = 0;
  let ease = 2.5;
  return (at, recalled) => {
    // A right answer is SM-2's quality 4, which leaves the ease as it is.
    if (!recalled) {
      // The lapse is the first repetition of the word's new start.
      ease = Math.max(1.3, ease - 0.2);
      repetition = 0;
    }
    intervalDays = repetition === 0 ? 1 : repetition === 1 ? 6 : Math.round(intervalDays * ease);
    repetition += 1;
    return at + intervalDays * DAY;
  };
}

function fixedSteps(): WordScheduler {
  let step = -1;
  return (at, recalled) => {
    step = recalled ? step + 1 : 0;
    return at + (FIXED_STEPS_DAYS[Math.min(step, FIXED_STEPS_DAYS.length - 1)] ?? 90) * DAY;
  };
}

export function baselineScheduler(name: BaselineName): WordScheduler {
  return name === 'sm-2' ? sm2() : fixedSteps();
}
