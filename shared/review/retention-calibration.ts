// The retention the scheduler asks of FSRS, so that the learner recalls what they chose
// (docs/decisions/0048-schedules-on-other-memories.md, "Holding the retention on the learner's
// answers"). FSRS's curve is a model: on a memory unlike it, scheduling at 0.90 gave 0.87 of
// answers recalled. At each optimizer check the recall of the learner's answers a day or more
// apart since the last check is compared with the desired retention, and an offset (in logit)
// carries the gap over to the retention asked. The offset is the learner's, not the setting's:
// a new desired retention keeps it.

/** Fewer day-apart answers than this since the last check say too little to move the offset. */
export const CALIBRATION_MIN_ANSWERS = 100;
/** The offset moves only on a gap larger than this many standard errors of the observed recall. */
export const CALIBRATION_SIGNIFICANCE = 2;
/** Never asked above this: past it each point of recall costs many more reviews. */
export const ASKED_RETENTION_MAX = 0.97;
/** The offset's bounds in logit: never below the desired retention, at most this far above. */
export const RETENTION_OFFSET_MAX = 2;

const logit = (p: number) => Math.log(p / (1 - p));
const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));
const clamp = (x: number, low: number, high: number) => Math.min(high, Math.max(low, x));

/** The retention the scheduler asks for the learner's desired one and their offset. */
export function askedRetention(desired: number, offset: number): number {
  if (!(offset > 0)) return desired;
  return clamp(sigmoid(logit(desired) + offset), desired, Math.max(desired, ASKED_RETENTION_MAX));
}

export interface ObservedRecall {
  /** Answers a learner day or more after the word's previous one, since the last check. */
  answers: number;
  /** Those of them not Again. */
  passed: number;
}

/**
 * The offset after a check: moved by the gap between the desired retention and the recall
 * observed (in logit), when there are enough answers and the gap is more than noise.
 */
export function nextRetentionOffset(offset: number, desired: number, observed: ObservedRecall): number {
  if (observed.answers < CALIBRATION_MIN_ANSWERS) return offset;
  const recall = clamp(observed.passed / observed.answers, 0.01, 0.99);
  const gap = logit(desired) - logit(recall);
  const standardError = 1 / Math.sqrt(observed.answers * recall * (1 - recall));
  if (Math.abs(gap) <= CALIBRATION_SIGNIFICANCE * standardError) return offset;
  return clamp(offset + gap, 0, RETENTION_OFFSET_MAX);
}
