// The learner's study settings (time zone, day start, daily limits, retention), loaded once per
// session. A learner whose settings are still all the defaults (never saved, so the server's zone
// is UTC) gets the browser's time zone sent the first time, so "today" is their own day.
import { atom } from 'jotai';
import {
  browserTimeZone,
  DEFAULT_STUDY_PREFERENCES,
  type StudyPreferences,
} from '../../../../../shared/review/study-preferences';
import { appStore, tokenAtom } from '../../../lib/session';
import { fetchStudyPreferences, saveStudyPreferences } from '../state/words-api';

export const studyPreferencesAtom = atom<StudyPreferences | null>(null);

const isDefault = (p: StudyPreferences) =>
  (Object.keys(DEFAULT_STUDY_PREFERENCES) as (keyof StudyPreferences)[]).every(
    (key) => p[key] === DEFAULT_STUDY_PREFERENCES[key],
  );

async function loadStudyPreferences(): Promise<StudyPreferences | null> {
  const stored = (await fetchStudyPreferences()) ?? null;
  const zone = browserTimeZone();
  if (!stored || !isDefault(stored) || zone === stored.timeZone) return stored;
  const { message: _message, ...saved } = await saveStudyPreferences({ ...stored, timeZone: zone });
  return saved;
}

// One load per signed-in token: a second screen asking meanwhile waits on the same request.
let loading: { token: string | null; settings: Promise<StudyPreferences | null> } | null = null;

export function ensureStudyPreferences(): Promise<StudyPreferences | null> {
  const token = appStore.get(tokenAtom);
  if (loading?.token !== token) {
    // Another learner signed in: the settings shown are theirs once loaded, never the last one's.
    appStore.set(studyPreferencesAtom, null);
    const settings = loadStudyPreferences().then((loaded) => {
      appStore.set(studyPreferencesAtom, loaded);
      return loaded;
    });
    // A failure is tried again next time rather than remembered.
    settings.catch(() => {
      loading = null;
    });
    loading = { token, settings };
  }
  return loading.settings;
}

/** Saved settings replace the loaded ones. */
export function setStudyPreferences(saved: StudyPreferences): void {
  appStore.set(studyPreferencesAtom, saved);
  loading = { token: appStore.get(tokenAtom), settings: Promise.resolve(saved) };
}
