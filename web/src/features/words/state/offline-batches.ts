// The page's side of sending the outbox (docs/decisions/0031-offline-study.md): what a failed call
// means for the changes it carried, and score changes and review answers sent in batches
// (lib/offline/batch-send.ts), each refusal told to the learner once per batch.
import { OFFLINE_SIGN_IN_AGAIN, OFFLINE_WORD_DELETED } from '../../../../../shared/offline/rules';
import { handleApiError } from '../../../lib/api-client';
import { sendRun } from '../../../lib/offline/batch-send';
import { answeredStatus } from '../../../lib/offline/network';
import { offlineNoticeAtom } from '../../../lib/offline/offline-state';
import type { QueuedChange, SendOutcome } from '../../../lib/offline/outbox';
import { appStore } from '../../../lib/session';
import { notifyError } from '../../../lib/toasts';
import { sendOfflineChanges } from './words-api';

/**
 * A call that failed: no answer or a 5xx keeps its changes for later; a 401 too (the api client
 * has signed the learner out, the changes wait for them to sign in again); any other refusal is
 * shown and drops them (404: the word was deleted elsewhere).
 */
export function failedOutcome(error: unknown): SendOutcome {
  const status = answeredStatus(error);
  if (status === undefined || status >= 500) return 'stop';
  if (status === 401) {
    appStore.set(offlineNoticeAtom, OFFLINE_SIGN_IN_AGAIN);
    return 'stop';
  }
  if (status === 404) notifyError(OFFLINE_WORD_DELETED);
  else handleApiError(error);
  return 'dropped';
}

/** A run of score changes and review answers in one call: the outcome of each, in order. */
export async function sendBatch(run: QueuedChange[]): Promise<SendOutcome[]> {
  const told = new Set<string>();
  try {
    return await sendRun(
      run,
      async (changes) => (await sendOfflineChanges(changes)).outcomes,
      (refused) => {
        // As its single call's refusal would be: shown, and dropped. Many alike are told once.
        const message = refused.status === 404 ? OFFLINE_WORD_DELETED : refused.message;
        if (!told.has(message)) void notifyError(message);
        told.add(message);
        return 'dropped';
      },
    );
  } catch (error) {
    const outcome = failedOutcome(error);
    return run.map(() => outcome);
  }
}
