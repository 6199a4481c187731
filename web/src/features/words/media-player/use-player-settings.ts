// The media player's settings as React state, saved on every change.
import { useCallback, useState } from 'react';
import {
  type PlayerSettings,
  readPlayerSettings,
  resetPlayerSettings,
  saveEncounters,
  saveRepeat,
  saveSleep,
} from './player-settings';

export interface PlayerSettingsControl {
  settings: PlayerSettings;
  /** Each returns the value actually kept, after normalisation. */
  setRepeat(value: number | string): number;
  setSleep(value: number | string): number;
  setEncounters(on: boolean): void;
  reset(): void;
}

export function usePlayerSettings(): PlayerSettingsControl {
  const [settings, setSettings] = useState(readPlayerSettings);

  const setRepeat = useCallback((value: number | string) => {
    const repeat = saveRepeat(value);
    setSettings((current) => ({ ...current, repeat }));
    return repeat;
  }, []);

  const setSleep = useCallback((value: number | string) => {
    const sleep = saveSleep(value);
    setSettings((current) => ({ ...current, sleep }));
    return sleep;
  }, []);

  const setEncounters = useCallback((on: boolean) => {
    const encounters = saveEncounters(on);
    setSettings((current) => ({ ...current, encounters }));
  }, []);

  const reset = useCallback(() => setSettings(resetPlayerSettings()), []);

  return { settings, setRepeat, setSleep, setEncounters, reset };
}
