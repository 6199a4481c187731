// The learner's words and preferences as last fetched. The background refreshes them on sign-in and
// when the popup opens (and stale preferences before a save), and adds each saved word at once, so
// the duplicate check before a save and the popup's test work from storage, also offline.
import { type Preferences, paths, type Word } from '../../shared/api';
import { findDuplicateWord, isDuplicateWord } from '../../shared/words/rules';
import type { Score } from '../../shared/words/types';
import { callApi } from './api-client';
import { readQueue } from './save-queue';
import {
  belongsTo,
  isPreferences,
  preferencesFetchedAtItem,
  preferencesItem,
  readUser,
  readWordsCache,
  tokenItem,
  writeWordsCache,
} from './storage';

/** The uuid of the learner signed in now, or undefined. */
async function signedInUuid(): Promise<string | undefined> {
  const [token, user] = await Promise.all([tokenItem.getValue(), readUser()]);
  return token ? user?.uuid : undefined;
}

/**
 * True while `learner` is still the one signed in: an answer fetched for one learner is not
 * written into the cache of another who signed in while it travelled. Undefined: no check asked.
 */
async function stillSignedIn(learner: string | undefined): Promise<boolean> {
  return learner === undefined || (await signedInUuid()) === learner;
}

export async function fetchWords(): Promise<Word[]> {
  // Read beside the call, not before it: the call starts at once, as callers expect.
  const [learner, words] = await Promise.all([signedInUuid(), callApi<Word[]>(paths.words)]);
  if (!Array.isArray(words) || !(await stillSignedIn(learner))) return readWordsCache();
  await writeWordsCache(words);
  return words;
}

/** Preferences older than this are fetched again before a save uses them. */
const PREFERENCES_FRESH_MS = 60_000;

let fetchingPreferences: Promise<Preferences> | null = null;

/** One fetch at a time: a save that starts while one runs waits for the same answer. */
export function fetchPreferences(): Promise<Preferences> {
  fetchingPreferences ??= (async () => {
    const [learner, preferences] = await Promise.all([
      signedInUuid(),
      callApi<Preferences>(paths.preferences),
    ]);
    if (!(await stillSignedIn(learner))) return preferences;
    await Promise.all([preferencesItem.setValue(preferences), preferencesFetchedAtItem.setValue(Date.now())]);
    return preferences;
  })().finally(() => {
    fetchingPreferences = null;
  });
  return fetchingPreferences;
}

/**
 * The learner's preferences for a save (speech language and voice, translation languages): the
 * cached copy while it is under a minute old, so a change made in the web app reaches the next
 * save; otherwise fetched again, with the cached copy standing in when the server cannot answer.
 */
export async function currentPreferences(): Promise<Preferences> {
  const [cached, fetchedAt] = await Promise.all([
    preferencesItem.getValue(),
    preferencesFetchedAtItem.getValue(),
  ]);
  const usable = isPreferences(cached) ? cached : null;
  if (usable && Date.now() - (fetchedAt ?? 0) < PREFERENCES_FRESH_MS) return usable;
  try {
    return await fetchPreferences();
  } catch (error) {
    if (usable) return usable;
    throw error;
  }
}

/**
 * Starts refreshing stale preferences now, so the fetch runs while the page is read and the save
 * that follows finds them ready (or joins the fetch still running).
 */
export function warmPreferences(): void {
  void currentPreferences().catch(() => undefined);
}

/** Both refreshed; a failure keeps the cached copy (the caller learns of a 401 through the session). */
export async function refreshAccountData(): Promise<void> {
  await Promise.allSettled([fetchWords(), fetchPreferences()]);
}

/**
 * A word the server just added goes first, as the list shows the newest first. This context's
 * duplicate checks know it as soon as this resolves; the answer settles once storage has it.
 * `learner` names whose word it is: it is left out of another learner's cache.
 */
export async function rememberWord(word: Word, learner?: string): Promise<{ persisted: Promise<void> }> {
  if (!(await stillSignedIn(learner))) return { persisted: Promise.resolve() };
  const words = await readWordsCache();
  return { persisted: writeWordsCache([word, ...words.filter((known) => known.uuid !== word.uuid)]) };
}

export async function rememberScore(uuid: string, score: Score, learner?: string): Promise<void> {
  if (!(await stillSignedIn(learner))) return;
  const words = await readWordsCache();
  await writeWordsCache(words.map((word) => (word.uuid === uuid ? { ...word, score } : word)));
}

/**
 * True when the learner has the word already, or it waits in the queue: compared case-insensitively
 * after trimming, by the same rule as the add form. `exceptPending` names a waiting word that does
 * not count (the one being edited).
 */
export async function isKnownWord(text: string, exceptPending?: string): Promise<boolean> {
  const [words, queue, learner] = await Promise.all([readWordsCache(), readQueue(), signedInUuid()]);
  // Another learner's waiting words are theirs: they do not make this learner's word a duplicate.
  const waiting = queue.filter(
    (pending) => pending.id !== exceptPending && (!pending.learner || belongsTo(learner, pending)),
  );
  return isDuplicateWord(text, words) || isDuplicateWord(text, waiting);
}

/** The cached word that `text` duplicates (trimmed, any case), if the cache has it. */
export async function findKnownWord(text: string): Promise<Word | undefined> {
  return findDuplicateWord(text, await readWordsCache());
}
