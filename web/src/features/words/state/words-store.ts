// The words screen's state: the learner's words as the panel's settings show them, the
// settings themselves (kept under 'displaySettings'), and the changes that add, replace, score
// and remove words in place (SPEC §4 "Words list"). The atoms live in the app's store, so the
// api client, the dialogs and every display mode read the same list.
import { atom } from 'jotai';
import { startTransition } from 'react';
import { canUseWords } from '../../../../../shared/accounts/roles';
import { API_BASE, paths } from '../../../../../shared/api';
import {
  applyDisplaySettings,
  type DisplaySettings,
  defaultDisplaySettings,
  rangeAfterTotalChange,
  readDisplaySettings,
  storableDisplaySettings,
} from '../../../../../shared/words/filter';
import type { Preferences, Score, ShownWord, Word } from '../../../../../shared/words/types';
import { readText, removeKey, storageKeys, writeJson } from '../../../lib/local-storage';
import {
  appStore,
  preferencesAtom,
  storeRenewedToken,
  tokenAtom,
  userAtom,
  wordsAtom,
} from '../../../lib/session';
import { sessionSignal } from '../../../lib/session-requests';
import { fetchShownWordsInWorker, type ShownWords } from './fetch-shown-words';
import { keepForOffline } from './keep-for-offline';
import { preferencesOrKept } from './kept-preferences';
import { fetchWords, replaceToken } from './words-api';

/** Settings on screen; null until the words have loaded (the defaults depend on the count). */
export const displaySettingsAtom = atom<DisplaySettings | null>(null);
/** True once words, preferences and the user are loaded: the screen stops saying 'Loading...'. */
export const wordsLoadedAtom = atom(false);
/** Set when every picture of the list has been fetched once; reset on logout (SPEC §2). */
export const allImagesLoadedAtom = atom(false);

const today = () => new Date().toISOString().slice(0, 10);
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The learner's registration day: where the list's default date range starts. */
const registrationDay = () => (appStore.get(userAtom)?.date ?? today()).slice(0, 10);

export function defaultsFor(count: number): DisplaySettings {
  return defaultDisplaySettings(count, registrationDay(), today());
}

/** Re-applies the current settings to the list (after any change to the words or the settings). */
export function applySettings(words: readonly Word[], settings: DisplaySettings): ShownWord[] {
  const shown = applyDisplaySettings(words, settings);
  appStore.set(wordsAtom, shown);
  appStore.set(displaySettingsAtom, settings);
  return shown;
}

/**
 * The list after a word was added or deleted, as it stands, without sorting or filtering it again
 * (SPEC §4 "Words list"; docs/decisions/0008-words-screen.md): re-applying would move the words
 * under the learner, and a Random sort would draw a new order. Only a range that covered the whole
 * list follows the new total, so the count stays true and the next apply hides nothing new.
 */
function keepInPlace(words: ShownWord[], previousTotal: number): void {
  const settings = appStore.get(displaySettingsAtom);
  appStore.set(wordsAtom, words);
  if (!settings) {
    appStore.set(displaySettingsAtom, defaultsFor(words.length));
    return;
  }
  const range = rangeAfterTotalChange(settings.select.range, previousTotal, words.length);
  if (range !== settings.select.range) {
    appStore.set(displaySettingsAtom, { ...settings, select: { ...settings.select, range } });
  }
}

/** Saves the settings under 'displaySettings' (the panel calls this after applying them). */
export const saveDisplaySettings = (settings: DisplaySettings) =>
  writeJson(storageKeys.displaySettings, storableDisplaySettings(settings, current().length, today()));
export const forgetDisplaySettings = () => removeKey(storageKeys.displaySettings);

/** The list in the order and with the filters of the learner's settings: in a worker where it can. */
async function loadShownWords(session: AbortSignal): Promise<ShownWords> {
  const storedSettings = readText(storageKeys.displaySettings);
  const inWorker = await fetchShownWordsInWorker(
    {
      url: API_BASE + paths.words,
      token: appStore.get(tokenAtom) ?? '',
      storedSettings,
      registered: registrationDay(),
      today: today(),
      userId: appStore.get(userAtom)?.id ?? 0,
    },
    session,
  );
  if (inWorker) return inWorker;
  // Signed out meanwhile: no second try, which would go without a token (or with another's).
  session.throwIfAborted();
  const words = await fetchWords();
  // Parsing a long list is one long task already: sort and filter it in the next one, so the page
  // keeps answering input in between.
  await nextTask();
  const settings = readDisplaySettings(storedSettings, defaultsFor(words.length));
  return { shown: applyDisplaySettings(words, settings), settings };
}

/** Loads the learner's words and preferences, for roles 0, 1, 3 and 4 (SPEC §4 "Session"). */
export async function loadWordsAndPreferences(): Promise<void> {
  const user = appStore.get(userAtom);
  if (!user || !canUseWords(user.role)) return;
  const session = sessionSignal();
  const [{ shown, settings }, preferences] = await Promise.all([
    loadShownWords(session),
    preferencesOrKept(user.id),
  ]);
  // A late answer for a learner who signed out (or was replaced by another) is not shown.
  if (session.aborted) return;
  // The first render of a long list is a transition: React renders it in slices and lets the
  // page answer input between them, instead of in one long task.
  startTransition(() => {
    appStore.set(preferencesAtom, preferences);
    appStore.set(wordsAtom, shown);
    appStore.set(displaySettingsAtom, settings);
    appStore.set(wordsLoadedAtom, true);
  });
  void keepForOffline(user.id, shown);
}

let loading: Promise<void> | null = null;

/** Loads once at a time: the screen mounting twice in a row (a quick mode switch) costs one request pair. */
export function ensureWordsLoaded(): Promise<void> {
  if (appStore.get(wordsLoadedAtom)) return Promise.resolve();
  loading ??= loadWordsAndPreferences().finally(() => {
    loading = null;
  });
  return loading;
}

/**
 * SPEC §4 "Session": a new token (and so a fresh role), then, for roles 0, 1, 3 and 4, the words.
 * Loads afresh rather than waiting on a first load that may never have answered.
 */
export async function renewTokenAndLoad(): Promise<void> {
  const from = appStore.get(tokenAtom);
  const renewed = await replaceToken();
  if (!from || !storeRenewedToken(renewed, from)) return;
  await loadWordsAndPreferences();
}

export const setPreferences = (preferences: Preferences) => appStore.set(preferencesAtom, preferences);

const current = (): ShownWord[] => appStore.get(wordsAtom);

/**
 * A new word goes to the top of the list, shown whatever the filters say: the learner has just
 * made it. It takes its sorted place the next time the settings are applied.
 */
export function insertWord(word: Word): void {
  const words = current();
  keepInPlace([{ ...word, display: true }, ...words], words.length);
}

/** An updated word replaces the old one in place, shown or hidden as it was. */
export function replaceWord(word: Word): void {
  appStore.set(
    wordsAtom,
    current().map((w) => (w.uuid === word.uuid ? { ...word, display: w.display } : w)),
  );
}

/**
 * A word added offline was saved: the server's word takes its place (and its uuid). The score shown
 * stays: score changes made to the waiting word follow the add in the outbox.
 */
export function replaceAddedWord(id: string, word: Word): void {
  appStore.set(
    wordsAtom,
    current().map((w) => (w.uuid === id ? { ...word, score: w.score, display: w.display } : w)),
  );
}

/** The score takes the server's returned value. */
export function setWordScore(uuid: string, score: Score): void {
  appStore.set(
    wordsAtom,
    current().map((w) => (w.uuid === uuid ? { ...w, score } : w)),
  );
}

/** A deleted word leaves the list; the others keep their places. */
export function removeWord(uuid: string): Word | undefined {
  const words = current();
  const removed = words.find((w) => w.uuid === uuid);
  if (removed)
    keepInPlace(
      words.filter((w) => w !== removed),
      words.length,
    );
  return removed;
}

/** Logout: the words store is emptied and the all-images-loaded flag reset (SPEC §2). */
export function resetWordsState(): void {
  appStore.set(wordsAtom, []);
  appStore.set(displaySettingsAtom, null);
  appStore.set(wordsLoadedAtom, false);
  appStore.set(allImagesLoadedAtom, false);
}
