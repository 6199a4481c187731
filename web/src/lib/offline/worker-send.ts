// The outbox sent from the service worker on Background Sync (docs/decisions/0031-offline-study.md),
// with plain fetch and the token the page kept. It sends what needs no one: scores and review
// answers (in batches, batch-send.ts) and new words, in order, each claimed first (claims.ts) and
// under the same Web Lock as the pages, so no change is sent by both. It stops at anything the
// learner must see (an edit, which may meet a conflict; a refusal; a 401) and leaves it to the
// page, which sends on start and says why. A change of a batch the server refused is kept for the
// page too: sent again, it is refused again (a word gone stays gone), and the page says why.
import { API_BASE, paths } from '../../../../shared/api';
import type { OfflineBatchAnswer, OfflineBatchBody } from '../../../../shared/offline/batch';
import { IDEMPOTENCY_KEY_HEADER } from '../../../../shared/words/add-once';
import { wordFormData } from '../../features/words/state/word-form-data';
import { SYNC_TOKEN_KEY, type SyncToken } from './background-sync';
import { type PostBatch, sendRun } from './batch-send';
import type { QueuedChange, SendOutcome } from './changes';
import { newSenderId } from './claims';
import { withTranslations } from './fill-translations';
import { readKept } from './idb';
import { rememberAdded } from './new-word-ids';
import { oneSenderAtATime, runFlush } from './outbox';

/** The one call the worker makes; `fetch` in the worker, a stub in tests. */
export type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/** The sync event found no network after all: rejecting its promise makes the browser try again later. */
export class NoNetworkError extends Error {
  constructor() {
    super('No network: the changes wait for the next sync.');
    this.name = 'NoNetworkError';
  }
}

/**
 * Sends what waits for the learner whose token the page kept; answers how many changes went.
 * Throws NoNetworkError when a call found no network, so the browser retries the sync.
 */
export async function sendFromWorker(fetchFn: Fetch = (url, init) => fetch(url, init)): Promise<number> {
  const kept = await readKept<SyncToken>(SYNC_TOKEN_KEY);
  if (!kept) return 0;
  const sender = newSenderId('worker');
  let noNetwork = false;
  const watched: Fetch = (url, init) =>
    fetchFn(url, init).catch((error: unknown) => {
      noNetwork = true;
      throw error;
    });
  const sent = await oneSenderAtATime((exclusive) =>
    runFlush(
      sender,
      kept.userId,
      (change) => sendOne(change, kept.token, watched),
      (run) => sendRun(run, postBatch(kept.token, watched), () => 'stop'),
      exclusive,
    ),
  );
  if (noNetwork) throw new NoNetworkError();
  return sent;
}

/** The batch call; any answer but 200 (a 401, a 5xx, a refusal) keeps the whole run for the page. */
const postBatch =
  (token: string, fetchFn: Fetch): PostBatch =>
  async (changes) => {
    const res = await fetchFn(API_BASE + paths.offlineChanges, {
      method: 'POST',
      headers: { 'content-type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ changes } satisfies OfflineBatchBody),
    });
    if (!res.ok) throw new Error(`The batch was answered ${res.status}.`);
    return ((await res.json()) as OfflineBatchAnswer).outcomes;
  };

async function sendOne(change: QueuedChange, token: string, fetchFn: Fetch): Promise<SendOutcome> {
  const call = (path: string, init: RequestInit & { headers?: Record<string, string> }) =>
    fetchFn(API_BASE + path, { ...init, headers: { ...init.headers, Authorization: `Bearer ${token}` } });
  if (change.kind === 'edit') return 'stop';
  if (change.kind === 'add') {
    const { picture } = change;
    const blob = picture && new Blob([picture.bytes], { type: picture.type });
    // The server translates (a worker has no on-device translator); a failure leaves them empty.
    const form = await withTranslations(change, async (pair, text) => {
      const res = await call(paths.translation, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...pair, text }),
      });
      if (!res.ok) throw new Error(`The translation was answered ${res.status}.`);
      return res.text();
    });
    const res = await call(paths.addWord, {
      method: 'POST',
      body: wordFormData(form, blob),
      headers: { [IDEMPOTENCY_KEY_HEADER]: change.uuid },
    });
    if (res.status !== 201) return 'stop';
    await rememberAdded(change.uuid, ((await res.json()) as { uuid: string }).uuid);
    return 'sent';
  }
  // Scores and review answers go in batches (postBatch), never alone.
  return 'stop';
}
