// The learner's study day and limits (docs/decisions/0020-spaced-repetition.md): a time zone, the
// hour at which a new day starts (as in Anki), how many new words and reviews a day, and the
// retention the scheduler aims for. Kept apart from the spec's preferences, whose call updates
// them as a whole.

export interface StudyPreferences {
  /** An IANA time zone name, taken from the browser. */
  timeZone: string;
  /** 0–23: the hour of the learner's clock at which "today" starts. */
  dayStartHour: number;
  newPerDay: number;
  reviewsPerDay: number;
  /** The probability of recall the scheduler aims for at each review, 0.70–0.99. */
  desiredRetention: number;
  /** Minutes of each learning step of a new word, in order; none: straight to FSRS's days. */
  learningSteps: number[];
  /** Minutes of each relearning step of a forgotten word. */
  relearningSteps: number[];
  /** Lapses (a known word forgotten) after which the word is a leech (Anki's convention). */
  leechLapses: number;
}

/**
 * The default learning steps of a new word and relearning steps of a forgotten one, in minutes: one
 * step of ten minutes, then FSRS takes over (decision 0020). A learner may set their own (decision
 * 0046); the .apkg's deck options carry these so that Anki studies the words the same way.
 */
export const LEARNING_STEP_MINUTES: readonly number[] = [10];
export const RELEARNING_STEP_MINUTES: readonly number[] = [10];

export const DEFAULT_STUDY_PREFERENCES: StudyPreferences = {
  timeZone: 'UTC',
  dayStartHour: 4,
  newPerDay: 20,
  reviewsPerDay: 200,
  desiredRetention: 0.9,
  learningSteps: [...LEARNING_STEP_MINUTES],
  relearningSteps: [...RELEARNING_STEP_MINUTES],
  leechLapses: 8,
};

/** The settings added after the first five: a PATCH that leaves them out keeps the stored ones. */
export const LATER_STUDY_FIELDS = ['learningSteps', 'relearningSteps', 'leechLapses'] as const;

export const STUDY_LIMITS = {
  newPerDay: { min: 0, max: 9999 },
  reviewsPerDay: { min: 0, max: 9999 },
  desiredRetention: { min: 0.7, max: 0.99 },
  /** Steps stay within a learner day: the queue takes a waiting step back the same day. */
  stepMinutes: { min: 1, max: 1440 },
  steps: { max: 10 },
  leechLapses: { min: 1, max: 99 },
} as const;

export const STUDY_MESSAGES = {
  unknownTimeZone: 'Unknown time zone: choose one such as Europe/Paris.',
  dayStartHour: 'The day start hour must be a whole number from 0 to 23.',
  newPerDay: 'New words per day must be a whole number from 0 to 9999.',
  reviewsPerDay: 'Reviews per day must be a whole number from 0 to 9999.',
  desiredRetention: 'The desired retention must be from 0.70 to 0.99.',
  learningSteps: 'Learning steps are whole minutes from 1 to 1440, at most 10 of them (for example 1 10).',
  relearningSteps: 'Relearning steps are whole minutes from 1 to 1440, at most 10 of them (for example 10).',
  leechLapses: 'Leech after must be a whole number of lapses from 1 to 99.',
  updated: 'Study settings updated.',
} as const;

/** Whether the runtime knows the IANA zone (Intl throws a RangeError on an unknown one). */
export function isKnownTimeZone(name: string): boolean {
  if (name.length === 0 || name.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const wholeIn = (value: number, min: number, max: number) =>
  Number.isInteger(value) && value >= min && value <= max;

const areSteps = (steps: unknown): steps is number[] =>
  Array.isArray(steps) &&
  steps.length <= STUDY_LIMITS.steps.max &&
  steps.every((m) => wholeIn(m, STUDY_LIMITS.stepMinutes.min, STUDY_LIMITS.stepMinutes.max));

/** "1 10" as the settings field shows steps; parsed back by `parseSteps`. */
export const stepsText = (steps: readonly number[]) => steps.join(' ');

/** The minutes a learner typed ("1 10", "1, 10"), or NaN entries the rules then refuse. */
export const parseSteps = (text: string): number[] =>
  text
    .split(/[\s,]+/)
    .filter((part) => part.length > 0)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : Number.NaN));

/** Each rule the preferences break, by field, as the learner reads it (the settings form shows each under its field). */
export function studyPreferencesProblems(
  p: StudyPreferences,
): Partial<Record<keyof StudyPreferences, string>> {
  const problems: Partial<Record<keyof StudyPreferences, string>> = {};
  if (!isKnownTimeZone(p.timeZone)) problems.timeZone = STUDY_MESSAGES.unknownTimeZone;
  if (!wholeIn(p.dayStartHour, 0, 23)) problems.dayStartHour = STUDY_MESSAGES.dayStartHour;
  if (!wholeIn(p.newPerDay, STUDY_LIMITS.newPerDay.min, STUDY_LIMITS.newPerDay.max))
    problems.newPerDay = STUDY_MESSAGES.newPerDay;
  if (!wholeIn(p.reviewsPerDay, STUDY_LIMITS.reviewsPerDay.min, STUDY_LIMITS.reviewsPerDay.max))
    problems.reviewsPerDay = STUDY_MESSAGES.reviewsPerDay;
  const { min, max } = STUDY_LIMITS.desiredRetention;
  if (!(p.desiredRetention >= min && p.desiredRetention <= max))
    problems.desiredRetention = STUDY_MESSAGES.desiredRetention;
  if (!areSteps(p.learningSteps)) problems.learningSteps = STUDY_MESSAGES.learningSteps;
  if (!areSteps(p.relearningSteps)) problems.relearningSteps = STUDY_MESSAGES.relearningSteps;
  if (!wholeIn(p.leechLapses, STUDY_LIMITS.leechLapses.min, STUDY_LIMITS.leechLapses.max))
    problems.leechLapses = STUDY_MESSAGES.leechLapses;
  return problems;
}

/** The first rule the preferences break, as the learner reads it, or null. */
export function studyPreferencesProblem(p: StudyPreferences): string | null {
  return Object.values(studyPreferencesProblems(p))[0] ?? null;
}

/** The browser's own zone, or UTC where it cannot tell. */
export function browserTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isKnownTimeZone(zone) ? zone : 'UTC';
}
