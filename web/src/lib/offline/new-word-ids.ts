// Where a word added offline went (docs/decisions/0031-offline-study.md): once the server has
// answered its add, the device's id (new-…) maps to the server's uuid, or to null when the add was
// refused. Kept in IndexedDB before the add leaves the outbox, so the changes queued behind it
// follow it even when the app closed in between. Read by the page and the service worker alike.
import { isWaitingNewWord } from '../../../../shared/offline/new-words';
import { normaliseCategory } from '../../../../shared/words/rules';
import type { Word, WordForm } from '../../../../shared/words/types';
import { readKept, writeKept } from './idb';

const keyOf = (id: string) => `added:${id}`;

/** The add of `id` was answered: the server's uuid, or null when it was refused (dropped). */
export const rememberAdded = (id: string, uuid: string | null) => writeKept(keyOf(id), uuid);

/**
 * The uuid to send a change under: the server's for a word added offline, the same for any other;
 * null when the word's add was refused (its changes go with it); undefined when its add has not
 * been answered yet (the change waits).
 */
export async function serverUuidOf(uuid: string): Promise<string | null | undefined> {
  if (!isWaitingNewWord(uuid)) return uuid;
  return readKept<string | null>(keyOf(uuid));
}

/** The word as the list shows it while its add waits: the text typed, no picture or audio yet. */
export const waitingWord = (uuid: string, form: WordForm, date: string): Word => ({
  uuid,
  ...form,
  category: normaliseCategory(form.category),
  sourceUrl: form.sourceUrl ?? '',
  sourceTitle: form.sourceTitle ?? '',
  picture: '',
  speechWord: '',
  speechSentence: '',
  score: 1,
  date,
});
