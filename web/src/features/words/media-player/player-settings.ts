// The media player's settings in local storage (SPEC §4 "Media player", §5, §9): repeat under
// mediaPlayer_repeat and the sleep timer under mediaPlayer_sleep, both normalised on the way in
// and out. Reset puts back 1 and 0 and clears the stored values 3 s later; the timer lives here,
// not in a component, so closing the popup or leaving the page does not cancel it.
import {
  MEDIA_PLAYER_RESET_CLEAR_MS,
  normaliseRepeat,
  normaliseSleep,
  REPEAT_DEFAULT,
  SLEEP_DEFAULT,
} from '../../../../../shared/words/study';
import { readText, removeKey, storageKeys, writeJson } from '../../../lib/local-storage';

export interface PlayerSettings {
  repeat: number;
  /** Minutes until playback pauses; 0 means no timer. */
  sleep: number;
  /** Not in the spec: the word's further sentences play after its main one (off by default). */
  encounters: boolean;
}

let pendingClear: ReturnType<typeof setTimeout> | null = null;

function cancelPendingClear(): void {
  if (pendingClear) clearTimeout(pendingClear);
  pendingClear = null;
}

export function readPlayerSettings(): PlayerSettings {
  return {
    repeat: normaliseRepeat(readText(storageKeys.mediaPlayerRepeat)),
    sleep: normaliseSleep(readText(storageKeys.mediaPlayerSleep)),
    encounters: readText(storageKeys.mediaPlayerEncounters) === 'true',
  };
}

/** Saves a new repeat value, normalised; a choice made after Reset is kept, not cleared. */
export function saveRepeat(value: number | string): number {
  cancelPendingClear();
  const repeat = normaliseRepeat(value);
  writeJson(storageKeys.mediaPlayerRepeat, repeat);
  return repeat;
}

export function saveSleep(value: number | string): number {
  cancelPendingClear();
  const sleep = normaliseSleep(value);
  writeJson(storageKeys.mediaPlayerSleep, sleep);
  return sleep;
}

export function saveEncounters(on: boolean): boolean {
  writeJson(storageKeys.mediaPlayerEncounters, on);
  return on;
}

/** Reset puts back the spec's two values; the further sentences go back to off with them. */
export function resetPlayerSettings(): PlayerSettings {
  cancelPendingClear();
  writeJson(storageKeys.mediaPlayerRepeat, REPEAT_DEFAULT);
  writeJson(storageKeys.mediaPlayerSleep, SLEEP_DEFAULT);
  pendingClear = setTimeout(() => {
    pendingClear = null;
    removeKey(storageKeys.mediaPlayerRepeat);
    removeKey(storageKeys.mediaPlayerSleep);
  }, MEDIA_PLAYER_RESET_CLEAR_MS);
  removeKey(storageKeys.mediaPlayerEncounters);
  return { repeat: REPEAT_DEFAULT, sleep: SLEEP_DEFAULT, encounters: false };
}
