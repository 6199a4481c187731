// The retention that costs least (issue 34 part 4; docs/decisions/0047-retention-that-costs-least.md):
// what the simulation tries, and what the settings say of its answer. Anki calls the same idea the
// "minimum recommended retention" (CMRR).

/** The desired retentions simulated, 0.70 to 0.97 by hundredths (Anki's CMRR searches this span). */
export const SIMULATED_RETENTIONS: readonly number[] = Array.from({ length: 28 }, (_, i) => (70 + i) / 100);

/** A year of study, simulated day by day as the learner's days. */
export const SIMULATED_DAYS = 365;
/** Words simulated: enough for a smooth curve within the worker's budget (two seconds). */
export const SIMULATED_WORDS = 600;

/** One simulated desired retention: a year's answers (same-day steps counted) per word remembered at its end. */
export interface WorkloadPoint {
  retention: number;
  answers: number;
  remembered: number;
  answersPerRemembered: number;
}

export interface RetentionAdvice {
  /** The retention whose answers per word remembered are fewest. */
  recommended: number;
  points: WorkloadPoint[];
  /** Whether the learner's own fitted parameters were simulated (false: FSRS's defaults). */
  ownParameters: boolean;
  /** When the parameters simulated were fitted (null: the defaults). */
  parametersFittedAt: number | null;
}

const percent = (r: number) => `${Math.round(r * 100)} %`;

export const RETENTION_ADVICE_TEXTS = {
  heading: 'The retention that costs least',
  recommendation: (a: RetentionAdvice) =>
    `Fewest answers per word remembered at ${percent(a.recommended)} desired retention, ${
      a.ownParameters
        ? 'with your own fitted memory parameters'
        : 'with FSRS’s default parameters (yours are not fitted yet)'
    }.`,
  /** The curve's text alternative: each point read out. */
  curveText: (a: RetentionAdvice) =>
    `Answers per word remembered after a simulated year: ${a.points
      .filter((_, i) => i % 3 === 0 || a.points[i]?.retention === a.recommended)
      .map((p) => `${percent(p.retention)}: ${p.answersPerRemembered.toFixed(1)}`)
      .join(', ')}.`,
  loading: 'Simulating a year of study…',
  failed: 'The recommendation could not be worked out just now.',
  use: (r: number) => `Use ${percent(r)}`,
  fittedHeading: 'Your memory parameters',
  notFitted:
    'FSRS’s default parameters serve until you have given 1,000 answers; then they are fitted to you.',
  fitted: (at: number, answers: number, before: number | null, after: number | null) =>
    `Fitted on ${new Date(at).toLocaleDateString()} on ${answers.toLocaleString('en')} answers (first meetings and same-day steps included)${
      before !== null && after !== null
        ? `: log loss ${before.toFixed(3)} → ${after.toFixed(3)} against the parameters they replaced (${(((before - after) / before) * 100).toFixed(1)} % better)`
        : ''
    }.`,
} as const;
