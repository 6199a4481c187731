// The sleep timer (SPEC §4 "Media player"): playback pauses after the chosen minutes of playing.
// It counts from the moment playback starts (or the setting changes while playing); moving between
// words does not restart it, and stopping by hand cancels it.
import { useEffect } from 'react';
import { sleepMinutesToMs } from '../../../../../shared/words/study';

export function useSleepTimer(playing: boolean, minutes: number, pause: () => void): void {
  useEffect(() => {
    if (!playing || minutes <= 0) return;
    const timer = setTimeout(pause, sleepMinutesToMs(minutes));
    return () => clearTimeout(timer);
  }, [playing, minutes, pause]);
}
