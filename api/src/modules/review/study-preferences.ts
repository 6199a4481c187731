// The learner's study day and limits, stored beside the spec's preferences.
import { eq } from 'drizzle-orm';
import {
  DEFAULT_STUDY_PREFERENCES,
  type StudyPreferences,
  studyPreferencesProblem,
} from '../../../../shared/review/study-preferences';
import { studyPreferences } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { invalid } from '../../errors';

type Db = Pick<AppDeps, 'db'>['db'];

export async function readStudyPreferences(db: Db, userId: number): Promise<StudyPreferences> {
  const [row] = await db.select().from(studyPreferences).where(eq(studyPreferences.userId, userId)).limit(1);
  if (!row) return DEFAULT_STUDY_PREFERENCES;
  const { userId: _owner, ...rest } = row;
  return rest;
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
