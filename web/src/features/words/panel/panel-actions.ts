// What the sort-and-select panel does (SPEC §4 "Sorting and filtering"). Any change submits the
// whole form: a new speech speed only updates the preferences; anything else is applied to the
// list (the count follows it) and saved locally. Reset and the count's refresh live here too.
import { PREFERENCES_UPDATED_MESSAGE } from '../../../../../shared/accounts/rules';
import { type DisplaySettings, readDisplaySettings } from '../../../../../shared/words/filter';
import type { Preferences } from '../../../../../shared/words/types';
import { handleApiError } from '../../../lib/api-client';
import { readText, storageKeys } from '../../../lib/local-storage';
import { appStore, preferencesAtom, wordsAtom } from '../../../lib/session';
import { notifySuccess } from '../../../lib/toasts';
import { markFilterStart } from '../list/list-marks';
import { savePreferences } from '../state/words-api';
import {
  applySettings,
  defaultsFor,
  forgetDisplaySettings,
  saveDisplaySettings,
  setPreferences,
} from '../state/words-store';

/** Shows the words as the settings say; a failure goes to the common error handler. */
function show(settings: DisplaySettings): boolean {
  try {
    markFilterStart();
    applySettings(appStore.get(wordsAtom), settings);
    return true;
  } catch (error) {
    handleApiError(error);
    return false;
  }
}

async function updateSpeechRate(preferences: Preferences, rateSpeech: number): Promise<void> {
  try {
    const { message, ...saved } = await savePreferences({ ...preferences, rateSpeech });
    setPreferences(saved);
    notifySuccess(message || PREFERENCES_UPDATED_MESSAGE);
  } catch (error) {
    handleApiError(error);
  }
}

/** The form's submit: `rateSpeech` is the speed on the form, `settings` everything else. */
export async function submitPanel(settings: DisplaySettings, rateSpeech: number): Promise<void> {
  const preferences = appStore.get(preferencesAtom);
  if (preferences && rateSpeech !== preferences.rateSpeech) {
    await updateSpeechRate(preferences, rateSpeech);
    return;
  }
  if (show(settings)) saveDisplaySettings(settings);
}

/** Reset: the defaults on screen, and no saved settings any more. */
export function resetSettings(): void {
  if (show(defaultsFor(appStore.get(wordsAtom).length))) forgetDisplaySettings();
}

/** The count's refresh: the settings saved locally (or the defaults when none are). */
export function reloadSavedSettings(): void {
  const total = appStore.get(wordsAtom).length;
  show(readDisplaySettings(readText(storageKeys.displaySettings), defaultsFor(total)));
}
