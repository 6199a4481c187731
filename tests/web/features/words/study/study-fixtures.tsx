// What the study-mode tests share: a signed-in learner with preferences and words, a scripted
// stand-in for the audio player (each playSequence call waits until the test finishes it, and a
// new call or stopAudio interrupts the one before, as the real player does), and pointer gestures.
// The test files mock audio-player, media-cache, words-api and toasts themselves (vi.mock is hoisted
// per file).
import { act, fireEvent } from '@testing-library/react';
import { vi } from 'vitest';
import type { Preferences, ShownWord } from '../../../../../shared/words/types';
import {
  type AudioItem,
  playSequence,
  stopAudio,
} from '../../../../../web/src/features/words/state/audio-player';
import { mediaUrl } from '../../../../../web/src/features/words/state/media-cache';
import { appStore, preferencesAtom, tokenAtom, wordsAtom } from '../../../../../web/src/lib/session';
import { makeShownWord } from '../../../../shared/words/make-word';
import { makeToken, sampleUser } from '../../../render-app';

export const USER_ID = sampleUser.id;
export const RATE = 1.5;

const preferences: Preferences = {
  speechLanguage: 'en-US',
  speechVoice: 'en-US-Female',
  sourceLanguage: 'en',
  targetLanguage: 'fr',
  highQuality: false,
  rateSpeech: RATE,
};

export function aWord(fields: Partial<ShownWord> = {}): ShownWord {
  return makeShownWord((n) => ({
    wordTranslation: `translation${n}`,
    sentence: `Sentence ${n}.`,
    sentenceTranslation: `Phrase ${n}.`,
    speechWord: `sw${n}`,
    speechSentence: `ss${n}`,
    date: '2025-03-01T10:00:00.000Z',
    ...fields,
  }));
}

/** Signs the learner in with these words, as the words page has them after loading. */
export function signInWith(words: ShownWord[]): void {
  vi.mocked(mediaUrl).mockImplementation(async (kind, _userId, id) => `blob:${kind}/${id}`);
  appStore.set(tokenAtom, makeToken());
  appStore.set(preferencesAtom, preferences);
  appStore.set(wordsAtom, words);
}

export const shownWords = () => appStore.get(wordsAtom);

export interface PlayCall {
  ids: string[];
  users: number[];
  rate: number;
  /** Ends the sequence as played through (true) or cut short (false). */
  finish(played?: boolean): Promise<void>;
  fail(error: Error): Promise<void>;
}

/** Scripts the mocked audio player; answers the list of calls made so far. */
export function scriptAudio(): PlayCall[] {
  const calls: PlayCall[] = [];
  let interrupt: (() => void) | null = null;
  const settle = async () => {
    // Lets the player's promise chain run (it awaits the result, then moves on).
    for (let turn = 0; turn < 5; turn++) await Promise.resolve();
  };
  vi.mocked(playSequence).mockImplementation((items: AudioItem[], rate: number) => {
    interrupt?.();
    return new Promise<boolean>((resolve, reject) => {
      const mine = () => resolve(false);
      interrupt = mine;
      const end = () => {
        if (interrupt === mine) interrupt = null;
      };
      calls.push({
        ids: items.map((item) => item.id),
        users: items.map((item) => item.userId),
        rate,
        finish: (played = true) =>
          act(async () => {
            end();
            resolve(played);
            await settle();
          }),
        fail: (error) =>
          act(async () => {
            end();
            reject(error);
            await settle();
          }),
      });
    });
  });
  vi.mocked(stopAudio).mockImplementation(() => {
    interrupt?.();
    interrupt = null;
  });
  return calls;
}

/** A finger (or mouse) on the card: down, moved by (dx, dy), up. Under 10 px on both axes is a tap. */
export function drag(card: Element, dx: number, dy: number): void {
  const start = { clientX: 100, clientY: 100 };
  const common = { pointerId: 1, pointerType: 'touch', isPrimary: true, bubbles: true };
  fireEvent.pointerDown(card, { ...common, ...start, buttons: 1 });
  fireEvent.pointerMove(window, { ...common, clientX: 100 + dx / 2, clientY: 100 + dy / 2, buttons: 1 });
  fireEvent.pointerMove(window, { ...common, clientX: 100 + dx, clientY: 100 + dy, buttons: 1 });
  fireEvent.pointerUp(window, { ...common, clientX: 100 + dx, clientY: 100 + dy, buttons: 0 });
}

export const tap = (card: Element) => drag(card, 0, 0);
