// Every call of the words screen (SPEC §7), typed by shared/api.ts. Errors are thrown as they
// come; callers hand them to the common error handler (handleApiError) or show them in place.
import {
  paths,
  type ReviewAnswerBody,
  type ReviewAnswerResult,
  type ReviewProgress,
  type ReviewQueue,
  type SavedWordAnswer as SavedWordContract,
} from '../../../../../shared/api';
import { CHECK_FORMS_FIELD } from '../../../../../shared/forms/form-offer';
import type {
  OfflineBatchAnswer,
  OfflineBatchBody,
  OfflineBatchChange,
} from '../../../../../shared/offline/batch';
import type { StudyPreferences } from '../../../../../shared/review/study-preferences';
import { IDEMPOTENCY_KEY_HEADER } from '../../../../../shared/words/add-once';
import type { Preferences, Word, WordForm } from '../../../../../shared/words/types';
import { api } from '../../../lib/api-client';
import { wordFormData } from './word-form-data';
import type { VersionedWord } from './word-version';

/** A fresh token for the signed-in user (SPEC §4 "Session": token replacement). */
export const replaceToken = () => api<string, 'text'>(paths.replaceToken, { responseType: 'text' });

// The list is several megabytes at 10,000 words: plain JSON.parse, without the prototype-pollution
// scan ofetch runs over the whole text first (JSON.parse makes `__proto__` an own property anyway).
// The page loads it through a worker (fetch-shown-words.ts); this call is the way when it cannot.
export const fetchWords = () => api<Word[]>(paths.words, { parseResponse: JSON.parse });
export const fetchPreferences = () => api<Preferences>(paths.preferences);

export const savePreferences = (preferences: Preferences) =>
  api<Preferences & { message: string }>(paths.preferences, { method: 'PATCH', body: preferences });

function withCheckForms(data: FormData, checkForms: boolean): FormData {
  if (checkForms) data.append(CHECK_FORMS_FIELD, 'true');
  return data;
}

/** The add and update answers: the word, and a note when its audio is not what was asked for. */
/** The add and update answers (shared/api.ts); the version may be missing from an older server. */
export type SavedWordAnswer = Omit<SavedWordContract, 'updatedAt'> & VersionedWord;

/** `key` names the add (Idempotency-Key, shared/words/add-once.ts): sent again, it adds nothing more. */
/** `checkForms`: refuse another form of a saved word with its 409 'word_is_form' (shared/forms/form-offer.ts). */
export const addWord = (form: WordForm, picture?: Blob | null, key?: string, checkForms = false) =>
  api<SavedWordAnswer & { message: string }>(paths.addWord, {
    method: 'POST',
    body: withCheckForms(wordFormData(form, picture), checkForms),
    headers: key === undefined ? undefined : { [IDEMPOTENCY_KEY_HEADER]: key },
  });

export interface WordUpdate {
  picture?: Blob | null;
  removePicture?: boolean;
  /**
   * The version the edit started from: sent as If-Match, so an edit made meanwhile in another
   * window is not overwritten unseen (the server answers 409 word_changed).
   */
  version?: number;
}

export const updateWord = (uuid: string, form: WordForm, update: WordUpdate = {}) =>
  api<SavedWordAnswer>(paths.updateWord(uuid), {
    method: 'PUT',
    body: wordFormData(form, update.picture, update.removePicture),
    headers: update.version === undefined ? undefined : { 'If-Match': `"${update.version}"` },
  });

export const updateScore = (uuid: string, score: number) =>
  api<number>(paths.updateScore(uuid, score), { method: 'PATCH' });

/** Score changes and review answers made offline, many in one call (shared/offline/batch.ts). */
export const sendOfflineChanges = (changes: OfflineBatchChange[]) =>
  api<OfflineBatchAnswer>(paths.offlineChanges, {
    method: 'POST',
    body: { changes } satisfies OfflineBatchBody,
  });

export const deleteWord = (uuid: string) =>
  api<{ message: string }>(paths.deleteWord(uuid), { method: 'DELETE' });

export const translateText = (sourceLanguage: string, targetLanguage: string, text: string) =>
  api<string, 'text'>(paths.translation, {
    method: 'POST',
    body: { sourceLanguage, targetLanguage, text },
    responseType: 'text',
  });

export const generateSentence = (word: string) =>
  api<string, 'text'>(paths.wordToSentence(word), { responseType: 'text' });

export const fetchMediaBlob = (kind: 'image' | 'audio', userId: number, id: string) =>
  api<Blob, 'blob'>(kind === 'image' ? paths.image(userId, id) : paths.audio(userId, id), {
    responseType: 'blob',
  });

// Spaced repetition (docs/decisions/0020-spaced-repetition.md), beside the spec's calls.
export const fetchStudyPreferences = () => api<StudyPreferences>(paths.studyPreferences);
export const saveStudyPreferences = (preferences: StudyPreferences) =>
  api<StudyPreferences & { message: string }>(paths.studyPreferences, { method: 'PATCH', body: preferences });
export const fetchReviewQueue = () => api<ReviewQueue>(paths.reviewQueue);
export const fetchReviewProgress = () => api<ReviewProgress>(paths.reviewProgress);
export const answerReview = (body: ReviewAnswerBody) =>
  api<ReviewAnswerResult>(paths.reviewAnswer, { method: 'POST', body });
export const undoReview = (answerId: string) =>
  api<{ uuid: string; score: number }>(paths.reviewUndo, { method: 'POST', body: { answerId } });
