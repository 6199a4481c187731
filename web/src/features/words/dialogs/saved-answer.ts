// What the add and edit dialogs do with the server's answer: the word goes to the list without the
// answer's extras, and the success notice is followed by the speech notice when there is one (the
// audio was made by the standard voice, or could not be made), so the learner knows why the word
// sounds as it does.
import { notifySuccess, notifyWarning } from '../../../lib/toasts';
import type { VersionedWord } from '../state/word-version';
import type { SavedWordAnswer } from '../state/words-api';

/** The word as the list keeps it (with its version) and the speech notice, if any. */
export function splitSavedAnswer(answer: SavedWordAnswer & { message?: string }): {
  word: VersionedWord;
  speechNotice: string;
} {
  const { message: _message, speechNotice, ...word } = answer;
  return { word, speechNotice: typeof speechNotice === 'string' ? speechNotice.trim() : '' };
}

/**
 * The success message, then the speech notice as a warning: what was asked for (a high-quality
 * voice, or any audio) did not happen, although the word itself was saved.
 */
export function announceSaved(message: string, speechNotice: string): void {
  void notifySuccess(message);
  if (speechNotice) void notifyWarning(speechNotice);
}
