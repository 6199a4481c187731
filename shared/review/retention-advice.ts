// The retention that costs least (issue 34 part 4; docs/decisions/0047-retention-that-costs-least.md):
// what the simulation tries, and what the settings say of its answer. Anki calls the same idea the
// "minimum recommended retention" (CMRR).

/** The desired retentions simulated, 0.70 to 0.97 by hundredths (Anki's CMRR searches this span). */
export const SIMULATED_RETENTIONS: readonly number[] = Array.from({ length: 28 }, (_, i) => (70 + i) / 100);

/** A year of study, simulated day by day as the learner's days. */
export const SIMULATED_DAYS = 365;
/** Words simulated: enough for a smooth curve within the worker's budget (two seconds). */
export const SIMULATED_WORDS = 600;

/** Seconds a word's day of study costs, by its first grade (Again, Hard, Good, Easy), its
 *  same-day steps included: fsrs-rs's simulator's defaults (`learn_costs`, `review_costs`). */
export const ANKI_STUDY_SECONDS = {
  firstDay: [33.79, 24.3, 13.68, 6.5],
  reviewDay: [23.0, 11.68, 7.33, 5.6],
} as const;
/** How much more a forgotten review weighs than its seconds: fsrs-rs's `loss_aversion`. */
export const LOSS_AVERSION = 2.5;

/** A retention whose cost is within this share of the least is "nearly as cheap": the simulated
 *  curve is flat near its lowest point, and its noise is of this order (decision 0047). */
export const NEARLY_AS_CHEAP = 0.05;

/** The price of study the simulation counts (decision 0047). */
export interface StudyCosts {
  /** Seconds of a word's first day, by its first grade. */
  firstDay: readonly number[];
  /** Seconds of a review day, by its grade (Again: before the loss aversion). */
  reviewDay: readonly number[];
  lossAversion: number;
  /** The learner's own timed days of a word behind those seconds (0: Anki's defaults alone). */
  timedFirstDays: number;
  timedReviewDays: number;
}

/** One simulated desired retention: a year's answers (same-day steps counted) and seconds of
 *  study (forgetting weighed by the loss aversion) per word remembered at its end. */
export interface WorkloadPoint {
  retention: number;
  answers: number;
  remembered: number;
  answersPerRemembered: number;
  seconds: number;
  secondsPerRemembered: number;
}

export interface RetentionAdvice {
  /** The retention whose seconds per word remembered are fewest. */
  recommended: number;
  /** The highest retention costing within NEARLY_AS_CHEAP of the least: more kept for little more. */
  nearlyAsCheapUpTo: number;
  /** The one whose answers per word remembered are fewest (the floor, mostly: decision 0047). */
  fewestAnswersAt: number;
  /** The price of study simulated: the learner's own times where they have them. */
  costs: StudyCosts;
  points: WorkloadPoint[];
  /** Whether the learner's own fitted parameters were simulated (false: FSRS's defaults). */
  ownParameters: boolean;
  /** When the parameters simulated were fitted (null: the defaults). */
  parametersFittedAt: number | null;
}

const percent = (r: number) => `${Math.round(r * 100)} %`;

const seconds = (s: number) => `${Math.round(s)} s`;

/** Whose answer times priced the simulation: the learner's own, weighed against Anki's, or Anki's. */
const timesSaid = ({ timedFirstDays, timedReviewDays }: StudyCosts) =>
  timedFirstDays + timedReviewDays > 0
    ? `your own answer times (${timedFirstDays.toLocaleString('en')} timed first days of a word and ${timedReviewDays.toLocaleString('en')} timed review days, weighed against Anki’s typical times until there are hundreds)`
    : 'Anki’s typical answer times (none of yours are timed yet)';

export const RETENTION_ADVICE_TEXTS = {
  heading: 'The retention that costs least',
  recommendation: (a: RetentionAdvice) =>
    `Least study time per word remembered at ${percent(a.recommended)} desired retention, ${
      a.ownParameters
        ? 'with your own fitted memory parameters'
        : 'with FSRS’s default parameters (yours are not fitted yet)'
    }.`,
  /** Said when the curve is flat past the cheapest: more kept for little more time. */
  nearlyAsCheap: (a: RetentionAdvice) =>
    a.nearlyAsCheapUpTo > a.recommended
      ? `Up to ${percent(a.nearlyAsCheapUpTo)} costs within ${percent(NEARLY_AS_CHEAP)} of that, and keeps more words.`
      : null,
  /** What the cost counts, and the count that would have been cheapest in answers alone. */
  costCounted: (a: RetentionAdvice) =>
    `Counted in seconds of study per word remembered after a simulated year, with ${timesSaid(a.costs)}; a forgotten review weighs ${a.costs.lossAversion} times its seconds (fsrs-rs’s loss aversion). Counted in answers alone, the fewest would be at ${percent(a.fewestAnswersAt)}.`,
  /** The curve's text alternative: each point read out. */
  curveText: (a: RetentionAdvice) =>
    `Seconds of study per word remembered after a simulated year: ${a.points
      .filter((_, i) => i % 3 === 0 || a.points[i]?.retention === a.recommended)
      .map((p) => `${percent(p.retention)}: ${seconds(p.secondsPerRemembered)}`)
      .join(', ')}.`,
  /** A retention as the curve's axis and its cheapest point name it. */
  retention: (r: number) => percent(r),
  /** What the curve's axis runs over, said under it. */
  axisText: 'desired retention',
  loading: 'Simulating a year of study…',
  failed: 'The recommendation could not be worked out just now.',
  use: (r: number) => `Use ${percent(r)}`,
  fittedHeading: 'Your memory parameters',
  notFitted:
    'FSRS’s default parameters serve until you have given 1,000 answers; then they are fitted to you.',
  /** Said when the scheduler asks more of FSRS than the desired retention, so the learner knows why. */
  asked: (desired: number, asked: number) =>
    `Your answers a day or more apart were recalled less often than ${percent(desired)}, so words are scheduled for ${percent(asked)} to hold ${percent(desired)}.`,
  fitted: (at: number, answers: number, before: number | null, after: number | null) =>
    `Fitted on ${new Date(at).toLocaleDateString()} on ${answers.toLocaleString('en')} answers (first meetings and same-day steps included)${
      before !== null && after !== null
        ? `: log loss ${before.toFixed(3)} → ${after.toFixed(3)} against the parameters they replaced (${(((before - after) / before) * 100).toFixed(1)} % better)`
        : ''
    }.`,
} as const;
