// What both study modes work over: the words the panel's settings show, in their order, and who
// is listening at what speed (the user's id names their media; rateSpeech is the speech speed).
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import type { ShownWord, Word } from '../../../../../shared/words/types';
import { preferencesAtom, userAtom, wordsAtom } from '../../../lib/session';
import type { AudioItem } from '../state/audio-player';
import { prefetchMedia } from '../state/media-cache';

export function useShownWords(): ShownWord[] {
  const words = useAtomValue(wordsAtom);
  return useMemo(() => words.filter((word) => word.display), [words]);
}

export interface Listener {
  userId: number;
  rate: number;
}

/** The signed-in user's id (0 before the session has loaded) and speech speed (1 until then). */
export function useListener(): Listener {
  const userId = useAtomValue(userAtom)?.id ?? 0;
  const rate = useAtomValue(preferencesAtom)?.rateSpeech ?? 1;
  return useMemo(() => ({ userId, rate }), [userId, rate]);
}

/** The word's audio, or nothing when it has none yet. */
export const wordAudio = (userId: number, word: Word): AudioItem[] =>
  word.speechWord ? [{ userId, id: word.speechWord }] : [];

export const sentenceAudio = (userId: number, word: Word): AudioItem[] =>
  word.speechSentence ? [{ userId, id: word.speechSentence }] : [];

/** Fetches a word's audio and picture ahead of time (the next word), so no gap is heard or seen. */
export function prefetchWord(userId: number, word: Word): void {
  prefetchMedia('audio', userId, word.speechWord);
  prefetchMedia('audio', userId, word.speechSentence);
  prefetchMedia('image', userId, word.picture);
}
