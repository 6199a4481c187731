// Background Sync (docs/decisions/0031-offline-study.md): when a change is queued, the page asks the
// browser for a sync under SYNC_TAG; where the browser has it (Chromium), the service worker sends
// the outbox once the network is back, even with the app closed. The worker cannot read local
// storage, so the page keeps the learner's token beside the outbox (sign-out deletes both). Where
// there is no Background Sync, the page sends on start and on `online`, as before.
import { writeKept } from './idb';

export const SYNC_TAG = 'wordhoard-outbox';
export const SYNC_TOKEN_KEY = 'sync-token';
/** The worker's message to the pages after it sent changes: they count again and show the words. */
export const OUTBOX_SENT_MESSAGE = 'wordhoard-outbox-sent';

export interface SyncToken {
  userId: number;
  token: string;
}

interface SyncManagerLike {
  register(tag: string): Promise<void>;
}

/** Keeps the token for the worker and registers the sync; silently nothing where unsupported. */
export async function askBackgroundSync(userId: number, token: string): Promise<void> {
  await writeKept(SYNC_TOKEN_KEY, { userId, token } satisfies SyncToken);
  const registration = await navigator.serviceWorker?.getRegistration?.();
  const sync = (registration as { sync?: SyncManagerLike } | undefined)?.sync;
  await sync?.register(SYNC_TAG);
}

/** Calls `listener` whenever the worker says it sent changes. */
export function onWorkerSent(listener: () => void): void {
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent) => {
    if ((event.data as { type?: string } | null)?.type === OUTBOX_SENT_MESSAGE) listener();
  });
}
