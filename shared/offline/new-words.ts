// New words added offline (docs/decisions/0031-offline-study.md): the device gives the add an id of
// its own, shows the word at once under that id, and sends the spec's add with the id as its
// Idempotency-Key (shared/words/add-once.ts) once online. Changes made meanwhile to the word name
// it by that id and follow it to the uuid the server gives.

/** Marks a word's id as the device's own: the word is still waiting to be added. */
export const NEW_WORD_ID_PREFIX = 'new-';

/** A fresh id for an add (a valid Idempotency-Key too). */
export const newWordId = (random: string = crypto.randomUUID()): string => `${NEW_WORD_ID_PREFIX}${random}`;

export const isWaitingNewWord = (uuid: string): boolean => uuid.startsWith(NEW_WORD_ID_PREFIX);

/** Beside a waiting word in the list, and its tooltip. */
export const NEW_WORD_WAITING_MARK = 'Waiting';
export const NEW_WORD_WAITING_TITLE = 'Added on this device: it is sent when you are online.';

/** After an add kept offline: the server makes the audio, and a translation left empty is filled. */
export const offlineAddKept = (word: string) =>
  `"${word}" saved on this device: it is added when you are online, and its audio and translation follow.`;

/** The server refused an add made offline (the spec's duplicate rule, a quota): it was dropped. */
export const offlineAddRefused = (word: string, reason: string) =>
  `"${word}", added offline, was not saved: ${reason}`;

export const NEW_WORD_WAITING_DELETE =
  'This word is still waiting to be sent: it can be deleted once it has been added, when you are online.';

/**
 * In place of the add dialog's "Add this sentence to it" when the word the form duplicates is still
 * waiting: the server has no word to keep the sentence on yet, and it may still refuse the add.
 */
export const NEW_WORD_WAITING_ENCOUNTER =
  'This word is still waiting to be sent: its sentence can be added to it once it has been added.';
