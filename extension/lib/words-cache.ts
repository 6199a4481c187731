// The learner's words and preferences as last fetched. The background refreshes them on sign-in and
// when the popup opens, and adds each saved word at once, so the duplicate check before a save and
// the popup's test work from storage, also without a connection.
import { type Preferences, paths, type Word } from '../../shared/api';
import { isDuplicateWord } from '../../shared/words/rules';
import type { Score } from '../../shared/words/types';
import { callApi } from './api-client';
import { readQueue } from './save-queue';
import { preferencesItem, readWordsCache, wordsCacheItem } from './storage';

export async function fetchWords(): Promise<Word[]> {
  const words = await callApi<Word[]>(paths.words);
  if (!Array.isArray(words)) return readWordsCache();
  await wordsCacheItem.setValue(words);
  return words;
}

export async function fetchPreferences(): Promise<Preferences> {
  const preferences = await callApi<Preferences>(paths.preferences);
  await preferencesItem.setValue(preferences);
  return preferences;
}

/** The cached preferences, fetched first when none are cached yet. */
export async function currentPreferences(): Promise<Preferences> {
  const cached = await preferencesItem.getValue();
  return cached && typeof cached.speechLanguage === 'string' ? cached : fetchPreferences();
}

/** Both refreshed; a failure keeps the cached copy (the caller learns of a 401 through the session). */
export async function refreshAccountData(): Promise<void> {
  await Promise.allSettled([fetchWords(), fetchPreferences()]);
}

/** A word the server just added goes first, as the list shows the newest first. */
export async function rememberWord(word: Word): Promise<void> {
  const words = await readWordsCache();
  await wordsCacheItem.setValue([word, ...words.filter((known) => known.uuid !== word.uuid)]);
}

export async function rememberScore(uuid: string, score: Score): Promise<void> {
  const words = await readWordsCache();
  await wordsCacheItem.setValue(words.map((word) => (word.uuid === uuid ? { ...word, score } : word)));
}

/**
 * True when the learner has the word already, or it waits in the queue: compared case-insensitively
 * after trimming, by the same rule as the add form.
 */
export async function isKnownWord(text: string): Promise<boolean> {
  const [words, queue] = await Promise.all([readWordsCache(), readQueue()]);
  return isDuplicateWord(text, words) || isDuplicateWord(text, queue);
}
