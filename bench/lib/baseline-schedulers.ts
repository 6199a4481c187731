// The schedulers ours is judged against (docs/decisions/0048-schedules-on-other-memories.md), each
// answering "when next" from what the learner answered, as ours does:
// - SM-2 (SuperMemo 2, the algorithm Anki started from; Woźniak 1990, "Optimization of learning",
//   super-memory.com/english/ol/sm2.htm): 1 day, 6 days, then the interval times the word's ease
//   (2.5 at first, never below 1.3); a lapse starts the word again at 1 day and lowers its ease by
//   0.2 (Anki's rule: milder than SM-2's own formula for a failed recall, so the baseline is the
//   stronger of the two). As SM-2's step 7 says, a word failed is asked again the same day until
//   it is recalled (every DRILL_MINUTES, ours' relearning step): each of those asks is a review,
//   as ours' same-day steps are, and they leave the ease and the schedule as the lapse set them.
// - Fixed steps (LingQ's): 1, 3, 7, 15, 30 and 90 days, back to the first on a lapse, then every 90.
const DAY = 86_400_000;
const DRILL_MINUTES = 10;
const FIXED_STEPS_DAYS = [1, 3, 7, 15, 30, 90];

export type BaselineName = 'sm-2' | 'fixed-steps';

/** One word's schedule: the moment it is next due, after an answer at `at`. */
export type WordScheduler = (at: number, recalled: boolean) => number;

function sm2(): WordScheduler {
  let repetition = 0;
  let intervalDays = 0;
  let ease = 2.5;
  let drilling = false;
  return (at, recalled) => {
    if (drilling) {
      // The same day's asks after a lapse: until one is recalled, then the lapse's 1 day.
      drilling = !recalled;
      if (drilling) return at + DRILL_MINUTES * 60_000;
    } else if (!recalled) {
      // The lapse is the first repetition of the word's new start.
      ease = Math.max(1.3, ease - 0.2);
      repetition = 0;
      drilling = true;
      return at + DRILL_MINUTES * 60_000;
    }
    // A right answer is SM-2's quality 4, which leaves the ease as it is.
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
