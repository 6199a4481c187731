// Score changes, review answers, edits and new words that work offline
// (docs/decisions/0031-offline-study.md): sent
// at once when the network is there and nothing waits before them; otherwise kept in the outbox
// and sent in order once online (the `online` event, and the next start of the app).
import type { ReviewAnswerBody } from '../../../../../shared/api';
import { newWordId } from '../../../../../shared/offline/new-words';
import { OFFLINE_PICTURE_ONLINE, OFFLINE_STORAGE_FULL } from '../../../../../shared/offline/rules';
import type { Word, WordForm } from '../../../../../shared/words/types';
import { askBackgroundSync, onWorkerSent } from '../../../lib/offline/background-sync';
import { claimDeviceFor } from '../../../lib/offline/device-owner';
import { answeredStatus, isNetworkFailure, isOffline } from '../../../lib/offline/network';
import { serverUuidOf, waitingWord } from '../../../lib/offline/new-word-ids';
import {
  countWaiting,
  offlineNoticeAtom,
  waitingAtom,
  watchOffline,
} from '../../../lib/offline/offline-state';
import {
  enqueue,
  flushOutbox,
  type OfflineChange,
  OutboxFullError,
  type QueuedChange,
  type SendOutcome,
} from '../../../lib/offline/outbox';
import { appStore, preferencesAtom, tokenAtom, userAtom } from '../../../lib/session';
import { notifyError } from '../../../lib/toasts';
import { loadEditConflicts } from './edit-conflicts';
import { sendAdd, settleWaitingWords } from './offline-adds';
import { failedOutcome, sendBatch } from './offline-batches';
import { sendEdit } from './offline-edits';
import {
  addWord,
  answerReview,
  type SavedWordAnswer,
  updateScore,
  updateWord,
  type WordUpdate,
} from './words-api';

type SavedAddAnswer = SavedWordAnswer & { message: string };

/** The answer the server gave, or null when the change was kept to be sent later. */
type Sent<T> = T | null;

async function keep(change: OfflineChange): Promise<null> {
  try {
    await enqueue(change);
  } catch (error) {
    if (error instanceof OutboxFullError) notifyError(OFFLINE_STORAGE_FULL);
    throw error;
  }
  // Counted at once, so the next change waits behind this one even before the outbox is read again.
  appStore.set(waitingAtom, appStore.get(waitingAtom) + 1);
  // Where the browser has Background Sync, the service worker sends it even with the app closed.
  const token = appStore.get(tokenAtom);
  if (token) void askBackgroundSync(change.userId, token).catch(() => undefined);
  return null;
}

/** Sends now, or keeps the change when offline, when changes wait before it, or when the call finds no network. */
async function sendOrKeep<T>(change: OfflineChange, call: () => Promise<T>): Promise<Sent<T>> {
  if (isOffline() || appStore.get(waitingAtom) > 0) return keep(change);
  try {
    return await call();
  } catch (error) {
    if (isNetworkFailure(error)) return keep(change);
    throw error;
  }
}

const userId = () => appStore.get(userAtom)?.id;

export function saveScore(uuid: string, score: number): Promise<Sent<number>> {
  const id = userId();
  if (id === undefined) return updateScore(uuid, score);
  return sendOrKeep({ kind: 'score', userId: id, uuid, score }, () => updateScore(uuid, score));
}

export function saveReviewAnswer(body: ReviewAnswerBody) {
  const id = userId();
  if (id === undefined) return answerReview(body);
  return sendOrKeep({ kind: 'review', userId: id, uuid: body.uuid, body }, () => answerReview(body));
}

/**
 * A word's text edit: sent now, or kept as the score changes are (null). A picture needs the
 * network: offline it is refused with its message, and the text typed stays in the dialog.
 */
export function saveEdit(
  uuid: string,
  form: WordForm,
  update: WordUpdate = {},
): Promise<Sent<SavedWordAnswer>> {
  const id = userId();
  const call = () => updateWord(uuid, form, update);
  if (id === undefined) return call();
  if (update.picture || update.removePicture) {
    if (isOffline()) return Promise.reject(new Error(OFFLINE_PICTURE_ONLINE));
    return call();
  }
  return sendOrKeep({ kind: 'edit', userId: id, uuid, form, version: update.version }, call);
}

/**
 * A new word: sent now with its id as Idempotency-Key, or kept and answered as the word the list
 * shows while it waits. A picture chosen offline waits with it on the device.
 */
export async function saveNewWord(
  form: WordForm,
  picture?: Blob | null,
  checkForms = false,
): Promise<{ saved: SavedAddAnswer } | { waiting: Word }> {
  const id = userId();
  const key = newWordId();
  // Sent now, the server checks for another form of a saved word; kept offline, it is added as is.
  const call = () => addWord(form, picture, key, checkForms);
  if (id === undefined) return { saved: await call() };
  const date = new Date().toISOString();
  const change: OfflineChange = { kind: 'add', userId: id, uuid: key, form, date };
  // Kept offline, its empty translations are filled when it is sent, in the languages of now.
  const preferences = appStore.get(preferencesAtom);
  if (preferences) {
    const { sourceLanguage, targetLanguage } = preferences;
    change.translateWith = { sourceLanguage, targetLanguage };
  }
  if (picture) change.picture = { bytes: await picture.arrayBuffer(), type: picture.type };
  const saved = await sendOrKeep(change, call);
  return saved ? { saved } : { waiting: waitingWord(key, form, date) };
}

/** An add or an edit sent alone, under the server's uuid of its word: what the answer means for the outbox. */
async function send(queued: QueuedChange): Promise<SendOutcome> {
  try {
    if (queued.kind === 'add') return await sendAdd(queued, answeredStatus);
    const uuid = await serverUuidOf(queued.uuid);
    // The word's add was refused: its changes go with it. Not answered yet: wait behind it.
    if (uuid === null) return 'dropped';
    if (uuid === undefined) return 'stop';
    const change = { ...queued, uuid };
    if (change.kind === 'edit') return await sendEdit(change, answeredStatus);
    // Scores and review answers go in batches (sendBatch), never alone.
    return 'stop';
  } catch (error) {
    return failedOutcome(error);
  }
}

/** Sends what waits for the learner signed in, oldest first; then counts again. */
export async function sendWaitingChanges(): Promise<void> {
  const id = userId();
  if (id === undefined || isOffline()) return;
  appStore.set(offlineNoticeAtom, null);
  await flushOutbox(id, send, sendBatch);
  await countWaiting();
}

/** Watches the network and sends what waits now (the start of the app) and whenever it comes back. */
export function startOfflineSync(): void {
  watchOffline(() => void sendWaitingChanges());
  // The service worker sent changes (Background Sync): count again, and show the words it added.
  onWorkerSent(() => {
    void countWaiting();
    void settleWaitingWords().catch(() => undefined);
  });
  const id = userId();
  // A session restored at start claims the device too: another learner's kept study goes first.
  (id === undefined
    ? Promise.resolve()
    : claimDeviceFor(id)
        .then(() => loadEditConflicts(id))
        .catch(() => undefined)
  )
    .then(countWaiting)
    .then(sendWaitingChanges)
    .catch(() => undefined);
}
