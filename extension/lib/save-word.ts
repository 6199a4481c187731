// The one add flow, for a selection saved from a page and for the popup's quick add: the word rules,
// the duplicate check against the learner's words and the waiting ones, then the API, or the queue
// when the API cannot take the word now. A word is never lost: one the server refuses stays in the
// popup's form, or, saved from a page, in the queue with the reason.

import { signInToAddMessage, wordQueuedMessage, wordRefusedMessage } from '../../shared/extension';
import { isWordIsFormAnswer } from '../../shared/forms/form-offer';
import {
  validateWordForm,
  WORD_MESSAGES,
  type WordFormErrors,
  wordAddedMessage,
} from '../../shared/words/rules';
import { forwardToAnki } from './anki-after-save';
import { ApiCallError, isPassingFailure } from './api-client';
import { flushQueue } from './flush-queue';
import { toApiError } from './message-errors';
import type { SaveOutcome, WordDraft } from './message-types';
import { enqueue, readQueue, removeFromQueue, replaceInQueue } from './save-queue';
import { type OnStored, sendWord } from './send-word';
import { currentLearner } from './session';
import { learnerTagOf, type PendingSave } from './storage';
import { fetchWords, isKnownWord } from './words-cache';

/**
 * The text fields' messages by the add form's rules. The speech voice is not checked here: it comes
 * from the learner's preferences when the word is sent, and the server checks it.
 */
export function draftErrors(draft: WordDraft): WordFormErrors {
  const { voice: _voice, ...errors } = validateWordForm({ ...draft, language: '', voice: '' }, []);
  return errors;
}

const trimmed = (draft: WordDraft): WordDraft => ({
  ...draft,
  word: draft.word.trim(),
  wordTranslation: draft.wordTranslation.trim(),
  sentence: draft.sentence.trim(),
  sentenceTranslation: draft.sentenceTranslation.trim(),
  category: draft.category.trim(),
});

export interface SaveOptions {
  /**
   * A save from a page, which no form holds: when the server refuses the word (422), it is kept in
   * the queue with the reason, for the learner to edit or discard in the popup.
   */
  keepRefused?: boolean;
  /**
   * The id of a waiting word this save replaces (a refused word edited in the popup): the duplicate
   * check ignores it, and it leaves the queue once the edited word is added or waits in its place.
   */
  replaces?: string;
  /** Told as soon as the server has stored the word, before its translations are filled in. */
  onStored?: OnStored;
  /** The popup's save: another form of a saved word comes back as an offer, not a new word. */
  checkForms?: boolean;
}

/** The outcome that stops a save before anything is sent, or null when the word may go. */
export async function refusal(draft: WordDraft, replaces?: string): Promise<SaveOutcome | null> {
  const errors = draftErrors(draft);
  if (Object.keys(errors).length > 0) {
    return { kind: 'invalid', message: Object.values(errors).join('').trim(), errors };
  }
  if (await isKnownWord(draft.word, replaces)) {
    return { kind: 'exists', message: WORD_MESSAGES.wordExists };
  }
  return null;
}

export async function saveWord(draft: WordDraft, options: SaveOptions = {}): Promise<SaveOutcome> {
  const { keepRefused = false, replaces, onStored, checkForms } = options;
  const word = trimmed(draft);
  const stop = await refusal(word, replaces);
  if (stop) return stop;

  // The word belongs to the learner signed in now, and goes in their session, even if another
  // signs in before it reaches the server (then it waits for them in the queue).
  const session = await currentLearner();
  const pending: PendingSave = {
    ...word,
    id: crypto.randomUUID(),
    savedAt: new Date().toISOString(),
    ...(session && { learner: learnerTagOf(session.user) }),
  };
  try {
    const added = await sendWord(pending, { onStored, session, checkForms });
    if (replaces) await removeFromQueue(replaces);
    // The server answers again: words that waited for it can follow.
    void flushQueue();
    return { kind: 'added', message: wordAddedMessage(added.word), word: added };
  } catch (error) {
    if (error instanceof ApiCallError && isWordIsFormAnswer(error.body)) {
      return { kind: 'form', message: error.body.message, formOf: error.body.formOf };
    }
    if (error instanceof ApiCallError && error.status === 409) {
      // The cache missed a word added elsewhere (the web app): catch up for the next check.
      void fetchWords().catch(() => undefined);
      return { kind: 'exists', message: WORD_MESSAGES.wordExists };
    }
    if (isPassingFailure(error)) {
      await (replaces ? replaceInQueue(replaces, pending) : enqueue(pending));
      return { kind: 'queued', message: queuedMessage(error as ApiCallError, pending.word) };
    }
    const message = toApiError(error).message;
    if (!keepRefused) return { kind: 'invalid', message, errors: {} };
    await enqueue({ ...pending, problem: message });
    return { kind: 'invalid', message: wordRefusedMessage(pending.word, message), errors: {} };
  }
}

function queuedMessage(error: ApiCallError, word: string): string {
  if (error.status === 401) return signInToAddMessage(word);
  // A lapsed subscription: the server says what to do; the word waits meanwhile.
  if (error.status === 403) return error.message;
  return wordQueuedMessage(word);
}

/**
 * The popup's quick add. Editing a refused waiting word (`replaces`) keeps the page it came from;
 * the learner's own translations are kept as typed (the form has translate buttons).
 */
export async function addFromPopup(
  draft: Omit<WordDraft, 'translate' | 'sourceUrl' | 'sourceTitle'>,
  replaces?: string,
  asNewWord = false,
): Promise<SaveOutcome> {
  const edited = replaces ? (await readQueue()).find((pending) => pending.id === replaces) : undefined;
  const outcome = await saveWord(
    {
      ...draft,
      sourceUrl: edited?.sourceUrl ?? '',
      sourceTitle: edited?.sourceTitle ?? '',
      translate: false,
    },
    { replaces: edited?.id, checkForms: !asNewWord },
  );
  if (outcome.kind !== 'added') return outcome;
  const anki = await forwardToAnki(outcome.word);
  return anki ? { ...outcome, anki } : outcome;
}
