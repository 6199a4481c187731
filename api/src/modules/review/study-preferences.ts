// The learner's study day and limits, stored beside the spec's preferences.
import { eq } from 'drizzle-orm';
import type { StudyPreferencesAnswer } from '../../../../shared/api';
import { askedRetention } from '../../../../shared/review/retention-calibration';
import {
  DEFAULT_STUDY_PREFERENCES,
  type LATER_STUDY_FIELDS,
  type StudyPreferences,
  studyPreferencesProblem,
} from '../../../../shared/review/study-preferences';
import type { Database } from '../../db';
import { fsrsParameters, studyPreferences } from '../../db/schema';
import { invalid } from '../../errors';

// The database alone, not the app's deps: the optimizer (which deps builds) reads the steps here.
type Db = Database;

/** Steps are stored as JSON arrays of minutes; anything else there reads as the default. */
function readSteps(json: string, fallback: number[]): number[] {
  try {
    const steps: unknown = JSON.parse(json);
    return Array.isArray(steps) && steps.every((m) => Number.isInteger(m) && m > 0) ? steps : fallback;
  } catch {
    return fallback;
  }
}

export async function readStudyPreferences(db: Db, userId: number): Promise<StudyPreferences> {
  const [row] = await db.select().from(studyPreferences).where(eq(studyPreferences.userId, userId)).limit(1);
  if (!row) return DEFAULT_STUDY_PREFERENCES;
  const { userId: _owner, learningSteps, relearningSteps, ...rest } = row;
  return {
    ...rest,
    learningSteps: readSteps(learningSteps, DEFAULT_STUDY_PREFERENCES.learningSteps),
    relearningSteps: readSteps(relearningSteps, DEFAULT_STUDY_PREFERENCES.relearningSteps),
  };
}

/** What the scheduler is given of the settings. */
export const stepsOf = (p: StudyPreferences) => ({
  learning: p.learningSteps,
  relearning: p.relearningSteps,
});

/** The settings, and when the learner's own FSRS parameters were fitted (read-only). */
export async function studyPreferencesAnswer(db: Db, userId: number): Promise<StudyPreferencesAnswer> {
  const [fitted] = await db
    .select({
      parametersFittedAt: fsrsParameters.fittedAt,
      fittedOnReviews: fsrsParameters.fittedOnReviews,
      logLossBefore: fsrsParameters.logLossBefore,
      logLossAfter: fsrsParameters.logLossAfter,
      retentionOffset: fsrsParameters.retentionOffset,
    })
    .from(fsrsParameters)
    .where(eq(fsrsParameters.userId, userId))
    .limit(1);
  const preferences = await readStudyPreferences(db, userId);
  return {
    ...preferences,
    parametersFittedAt: fitted?.parametersFittedAt ?? null,
    fittedOnReviews: fitted?.fittedOnReviews ?? null,
    fittedOnAnswers: fitted?.fittedOnReviews ?? null,
    // A row with no fit kept holds only the last check: no log loss to show.
    logLossBefore: fitted?.parametersFittedAt ? (fitted.logLossBefore ?? null) : null,
    logLossAfter: fitted?.parametersFittedAt ? (fitted.logLossAfter ?? null) : null,
    askedRetention: askedRetention(preferences.desiredRetention, fitted?.retentionOffset ?? 0),
  };
}

/** The first five settings are required; those added later keep their stored value when left out. */
export type StudyPreferencesInput = Omit<StudyPreferences, (typeof LATER_STUDY_FIELDS)[number]> &
  Partial<Pick<StudyPreferences, (typeof LATER_STUDY_FIELDS)[number]>>;

/** Checks and stores the preferences; the zone is kept under its canonical name. */
export async function writeStudyPreferences(
  db: Db,
  userId: number,
  input: StudyPreferencesInput,
): Promise<StudyPreferences> {
  const stored = await readStudyPreferences(db, userId);
  const raw: StudyPreferences = {
    ...input,
    learningSteps: input.learningSteps ?? stored.learningSteps,
    relearningSteps: input.relearningSteps ?? stored.relearningSteps,
    leechLapses: input.leechLapses ?? stored.leechLapses,
  };
  const problem = studyPreferencesProblem(raw);
  if (problem) throw invalid(problem, 'invalid_study_preferences');
  const next = {
    ...raw,
    timeZone: new Intl.DateTimeFormat('en-US', { timeZone: raw.timeZone }).resolvedOptions().timeZone,
  };
  const row = {
    ...next,
    learningSteps: JSON.stringify(next.learningSteps),
    relearningSteps: JSON.stringify(next.relearningSteps),
  };
  await db
    .insert(studyPreferences)
    .values({ userId, ...row })
    .onConflictDoUpdate({ target: studyPreferences.userId, set: row });
  return next;
}
