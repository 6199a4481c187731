// The learner's study day and limits, stored beside the spec's preferences.
import { eq } from 'drizzle-orm';
import type { StudyPreferencesAnswer } from '../../../../shared/api';
import {
  DEFAULT_STUDY_PREFERENCES,
  type StudyPreferences,
  studyPreferencesProblem,
} from '../../../../shared/review/study-preferences';
import { fsrsParameters, studyPreferences } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { invalid } from '../../errors';

type Db = Pick<AppDeps, 'db'>['db'];

export async function readStudyPreferences(db: Db, userId: number): Promise<StudyPreferences> {
  const [row] = await db.select().from(studyPreferences).where(eq(studyPreferences.userId, userId)).limit(1);
  if (!row) return DEFAULT_STUDY_PREFERENCES;
  const { userId: _owner, ...rest } = row;
  return rest;
}

/** The settings, and when the learner's own FSRS parameters were fitted (read-only). */
export async function studyPreferencesAnswer(db: Db, userId: number): Promise<StudyPreferencesAnswer> {
  const [fitted] = await db
    .select({ parametersFittedAt: fsrsParameters.fittedAt, fittedOnReviews: fsrsParameters.fittedOnReviews })
    .from(fsrsParameters)
    .where(eq(fsrsParameters.userId, userId))
    .limit(1);
  return {
    ...(await readStudyPreferences(db, userId)),
    parametersFittedAt: fitted?.parametersFittedAt ?? null,
    fittedOnReviews: fitted?.fittedOnReviews ?? null,
  };
}

/** Checks and stores the preferences; the zone is kept under its canonical name. */
export async function writeStudyPreferences(
  db: Db,
  userId: number,
  raw: StudyPreferences,
): Promise<StudyPreferences> {
  const problem = studyPreferencesProblem(raw);
  if (problem) throw invalid(problem, 'invalid_study_preferences');
  const next = {
    ...raw,
    timeZone: new Intl.DateTimeFormat('en-US', { timeZone: raw.timeZone }).resolvedOptions().timeZone,
  };
  await db
    .insert(studyPreferences)
    .values({ userId, ...next })
    .onConflictDoUpdate({ target: studyPreferences.userId, set: next });
  return next;
}
