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
}

/**
 * The learning steps of a new word and the relearning steps of a forgotten one, in minutes: one
 * step of ten minutes, then FSRS takes over (decision 0020). The scheduler uses them, and the
 * .apkg's deck options carry them so that Anki studies the words the same way.
 */
export const LEARNING_STEP_MINUTES: readonly number[] = [10];
export const RELEARNING_STEP_MINUTES: readonly number[] = [10];

export const DEFAULT_STUDY_PREFERENCES: StudyPreferences = {
  timeZone: 'UTC',
  dayStartHour: 4,
  newPerDay: 20,
  reviewsPerDay: 200,
  desiredRetention: 0.9,
};

export const STUDY_LIMITS = {
  newPerDay: { min: 0, max: 9999 },
  reviewsPerDay: { min: 0, max: 9999 },
  desiredRetention: { min: 0.7, max: 0.99 },
} as const;

export const STUDY_MESSAGES = {
  unknownTimeZone: 'Unknown time zone: choose one such as Europe/Paris.',
  dayStartHour: 'The day start hour must be a whole number from 0 to 23.',
  newPerDay: 'New words per day must be a whole number from 0 to 9999.',
  reviewsPerDay: 'Reviews per day must be a whole number from 0 to 9999.',
  desiredRetention: 'The desired retention must be from 0.70 to 0.99.',
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
