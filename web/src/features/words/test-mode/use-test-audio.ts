// The test mode's sound: the word and sentence spoken on reveal (unless muted) and by the speaker
// buttons. It remembers whether something is playing, so a double tap can stop or continue it.
import { useCallback, useEffect, useRef, useState } from 'react';
import { handleApiError } from '../../../lib/api-client';
import { type AudioItem, playSequence, stopAudio } from '../state/audio-player';

export interface TestAudio {
  speaking: boolean;
  speak(items: AudioItem[], rate: number): void;
  silence(): void;
}

export function useTestAudio(): TestAudio {
  const [speaking, setSpeaking] = useState(false);
  // Only the latest request may clear the speaking flag.
  const latestRequest = useRef(0);

  const speak = useCallback((items: AudioItem[], rate: number) => {
    if (items.length === 0) return;
    const request = ++latestRequest.current;
    setSpeaking(true);
    playSequence(items, rate)
      .catch(handleApiError)
      .finally(() => {
        if (request === latestRequest.current) setSpeaking(false);
      });
  }, []);

  const silence = useCallback(() => {
    latestRequest.current++;
    stopAudio();
    setSpeaking(false);
  }, []);

  // Leaving the test silences it.
  useEffect(
    () => () => {
      latestRequest.current++;
      stopAudio();
    },
    [],
  );

  return { speaking, speak, silence };
}
