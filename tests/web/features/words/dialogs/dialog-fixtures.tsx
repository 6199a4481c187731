// What the word dialog tests share: a signed-in learner with preferences and words, the dialogs
// rendered as the words page renders them, and the calls the tests answer. The test files mock
// words-api and toasts themselves (vi.mock is hoisted per file).
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FetchError } from 'ofetch';
import type { Preferences, ShownWord } from '../../../../../shared/words/types';
import { WordDialogs } from '../../../../../web/src/features/words/dialogs/word-dialogs';
import { type WordDialog, wordDialogAtom } from '../../../../../web/src/features/words/state/dialog-state';
import { displaySettingsAtom } from '../../../../../web/src/features/words/state/words-store';
import { appStore, preferencesAtom, tokenAtom, wordsAtom } from '../../../../../web/src/lib/session';
import { makeShownWord } from '../../../../shared/words/make-word';
import { makeToken } from '../../../render-app';

export const preferences: Preferences = {
  speechLanguage: 'en-US',
  speechVoice: 'en-US-Female',
  sourceLanguage: 'en',
  targetLanguage: 'fr',
  highQuality: false,
  rateSpeech: 1,
};

/** A user who types without pausing between keys (the pauses prove nothing here). */
export const setupUser = (options: Parameters<typeof userEvent.setup>[0] = {}) =>
  userEvent.setup({ delay: null, ...options });

/** A shown word saved after the learner registered. */
export const aWord = (fields: Partial<ShownWord> = {}): ShownWord =>
  makeShownWord({ date: '2025-03-01T10:00:00.000Z', ...fields });

/** Signs the learner in with these words and opens the dialog, as the words page would. */
export function renderDialogs(dialog: WordDialog, words: ShownWord[] = []) {
  appStore.set(tokenAtom, makeToken());
  appStore.set(preferencesAtom, preferences);
  appStore.set(displaySettingsAtom, null);
  appStore.set(wordsAtom, words);
  appStore.set(wordDialogAtom, dialog);
  return render(<WordDialogs />);
}

/** The topmost open dialog (the language settings sit over the word dialog). */
export function topDialog(): HTMLElement {
  const dialogs = screen.getAllByRole('dialog');
  const top = dialogs[dialogs.length - 1];
  if (!top) throw new Error('no dialog is open');
  return top;
}

export const field = (name: string | RegExp) => within(topDialog()).getByLabelText(name);

/** The value of a text field, select or text area of the top dialog. */
export const fieldValue = (name: string | RegExp) => (field(name) as HTMLInputElement).value;

/** A File of `size` bytes. */
export function aFile(name: string, type: string, size = 2048): File {
  return new File([new Uint8Array(size)], name, { type });
}

/** An error as the api client throws it when the server answered with an ApiError. */
export function serverError(status: number, message: string): FetchError {
  const error = new FetchError(`[POST] "/api": ${status}`);
  return Object.assign(error, {
    response: new Response(null, { status }),
    status,
    data: { code: 'error', message },
  });
}

/** jsdom has no object URLs; previews only need a stand-in address. */
export function stubObjectUrls(): void {
  Object.defineProperty(URL, 'createObjectURL', { value: () => 'blob:preview', configurable: true });
  Object.defineProperty(URL, 'revokeObjectURL', { value: () => undefined, configurable: true });
}

/** The same word returned by the server, as add answers it. */
export const addedAnswer = (word: ShownWord) => ({ ...word, message: `"${word.word}" added!` });
