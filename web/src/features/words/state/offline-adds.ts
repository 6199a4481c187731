// New words added offline, sent (docs/decisions/0031-offline-study.md): the spec's add with the
// device's id as its Idempotency-Key, so an add sent again after the app closed mid-send makes one
// word. Translations left empty are filled in first (lib/offline/fill-translations.ts). The
// answer's uuid is remembered before the add leaves the outbox; the list swaps the waiting word for
// the saved one. A refusal (the spec's 'The word already exists.', a quota) drops the add and its
// word, and says why.
import { isWaitingNewWord, offlineAddRefused } from '../../../../../shared/offline/new-words';
import type { Word } from '../../../../../shared/words/types';
import { apiErrorText } from '../../../lib/api-client';
import { withTranslations } from '../../../lib/offline/fill-translations';
import { rememberAdded, serverUuidOf } from '../../../lib/offline/new-word-ids';
import type { QueuedChange, SendOutcome } from '../../../lib/offline/outbox';
import { appStore, wordsAtom } from '../../../lib/session';
import { notifyError } from '../../../lib/toasts';
import { translateForLearner } from './translate';
import { addWord, fetchWords } from './words-api';
import { insertWord, removeWord, replaceAddedWord } from './words-store';

type AddChange = Extract<QueuedChange, { kind: 'add' }>;

/**
 * Shows the saved word: in place of the waiting one, or on top when the list did not show it. A
 * list fetched after the server took the add (its answer lost) has both: the waiting one goes.
 */
export function showAddedWord(id: string, saved: Word): void {
  const words = appStore.get(wordsAtom);
  if (words.some((w) => w.uuid === saved.uuid)) {
    if (words.some((w) => w.uuid === id)) removeWord(id);
    return;
  }
  if (words.some((w) => w.uuid === id)) replaceAddedWord(id, saved);
  else insertWord(saved);
}

/** Sends one add; a missing network or a 5xx throws (the add waits), any other answer is final. */
export async function sendAdd(change: AddChange, status: (error: unknown) => number | undefined) {
  try {
    const { picture } = change;
    const blob = picture && new Blob([picture.bytes], { type: picture.type });
    // Translated as the dialog's buttons translate: on the device when it can, else by the server.
    const form = await withTranslations(change, (pair, text) =>
      translateForLearner(pair.sourceLanguage, pair.targetLanguage, text).then((t) => t.text),
    );
    const saved = await addWord(form, blob, change.uuid);
    await rememberAdded(change.uuid, saved.uuid);
    showAddedWord(change.uuid, saved);
    return 'sent' satisfies SendOutcome;
  } catch (error) {
    const code = status(error);
    if (code === undefined || code >= 500 || code === 401) throw error;
    await rememberAdded(change.uuid, null);
    removeWord(change.uuid);
    notifyError(offlineAddRefused(change.form.word, apiErrorText(error)));
    return 'dropped' satisfies SendOutcome;
  }
}

/**
 * The service worker sent adds (Background Sync): the waiting words it settled take their saved
 * form from the server's list, or leave the list when refused (the page says why when it sends).
 */
export async function settleWaitingWords(): Promise<void> {
  const waiting = appStore.get(wordsAtom).filter((w) => isWaitingNewWord(w.uuid));
  const settled = (
    await Promise.all(waiting.map(async (w) => ({ id: w.uuid, uuid: await serverUuidOf(w.uuid) })))
  ).filter((s) => s.uuid !== undefined);
  if (settled.length === 0) return;
  const server = await fetchWords();
  for (const { id, uuid } of settled) {
    const saved = uuid ? server.find((w) => w.uuid === uuid) : undefined;
    if (saved) showAddedWord(id, saved);
    else removeWord(id);
  }
}
