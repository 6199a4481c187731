// The media player's playback loop (SPEC §4 "Media player"): each word's playlist, then the next
// word, wrapping to the first, until stopped. One loop runs at a time: starting another (next or
// previous while playing) or stopping retires the one before, and the shared audio player cuts its
// sound. Settings and the list are read fresh for every word, so a change applies from the next one.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ShownWord } from '../../../../../shared/words/types';
import { handleApiError } from '../../../lib/api-client';
import { playSequence, stopAudio } from '../state/audio-player';
import { type Listener, prefetchWord } from '../study/shown-words';
import { encounterAudio } from './encounter-audio';
import { playlist } from './playlist';

/** A word with no audio yet stays on screen this long before the player moves on. */
export const SILENT_WORD_MS = 2000;

interface PlaybackInput {
  words: readonly ShownWord[];
  listener: Listener;
  repeat: number;
  /** Whether a word's further sentences play after its main one. */
  encounters: boolean;
  /** Shows the word being played. */
  goTo(index: number): void;
}

export interface Playback {
  playing: boolean;
  /** Plays from the word at `index` on. */
  playFrom(index: number): void;
  stop(): void;
}

const wait = (ms: number) => new Promise<boolean>((done) => setTimeout(() => done(true), ms));

export function usePlayback(input: PlaybackInput): Playback {
  const latest = useRef(input);
  latest.current = input;
  // The number of the loop allowed to run; any other loop ends at its next step.
  const currentLoop = useRef(0);
  const [playing, setPlaying] = useState(false);

  const stop = useCallback(() => {
    currentLoop.current++;
    stopAudio();
    setPlaying(false);
  }, []);

  const playFrom = useCallback((start: number) => {
    const loop = ++currentLoop.current;
    const isCurrent = () => loop === currentLoop.current;
    setPlaying(true);
    const run = async () => {
      let index = start;
      while (isCurrent()) {
        const { words, listener, repeat, encounters, goTo } = latest.current;
        const word = words[index];
        if (!word) return;
        goTo(index);
        const next = words[(index + 1) % words.length];
        if (next) prefetchWord(listener.userId, next);
        const met = encounters ? await encounterAudio(word) : [];
        if (!isCurrent()) return;
        const items = playlist(word, repeat, listener.userId, met);
        const finished =
          items.length > 0 ? await playSequence(items, listener.rate) : await wait(SILENT_WORD_MS);
        // Interrupted: by this player (already handled) or by another sound on the page.
        if (!finished) return;
        // The word after the one just played, found again by its uuid: a word added at the top
        // (or deleted above it) meanwhile shifts the places, and the player must neither repeat a
        // word nor skip one. A deleted word's place now holds the word after it.
        const now = latest.current.words;
        const at = now.findIndex((candidate) => candidate.uuid === word.uuid);
        index = (at === -1 ? index : at + 1) % Math.max(now.length, 1);
      }
    };
    run()
      .catch((error: unknown) => {
        if (isCurrent()) handleApiError(error);
      })
      .finally(() => {
        if (isCurrent()) setPlaying(false);
      });
  }, []);

  // Leaving the player silences it.
  useEffect(
    () => () => {
      currentLoop.current++;
      stopAudio();
    },
    [],
  );

  return { playing, playFrom, stop };
}
