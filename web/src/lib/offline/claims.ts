// Who is sending a queued change (docs/decisions/0031-offline-study.md). The page and the service
// worker (Background Sync) may both send the outbox; each claims a change in IndexedDB before it
// sends it, in one transaction, so one of them sends it and the other stops there. A claim lapses
// after CLAIM_MS: a sender killed mid-send (the app closed, the worker stopped) leaves no change
// stuck, and the change it may have sent is one the server takes once (an answerId, a score set,
// an Idempotency-Key, an If-Match).

import type { QueuedChange } from './changes';
import { OUTBOX, openOfflineDb } from './idb';

/** Longer than any one call may take; a sender that lived holds its claim only while it sends. */
export const CLAIM_MS = 2 * 60 * 1000;

type Claimed = QueuedChange & { claim?: { by: string; until: number } };

/** A sender's name: each page load and each sync event is its own. */
export const newSenderId = (where: 'page' | 'worker') => `${where}-${crypto.randomUUID()}`;

function update(seq: number, change: (entry: Claimed) => Claimed | null): Promise<QueuedChange | null> {
  return openOfflineDb().then(
    (db) =>
      new Promise((resolve, reject) => {
        const transaction = db.transaction(OUTBOX, 'readwrite');
        const store = transaction.objectStore(OUTBOX);
        let result: QueuedChange | null = null;
        const read = store.get(seq);
        read.onsuccess = () => {
          const entry = read.result as Claimed | undefined;
          const next = entry ? change(entry) : null;
          if (next) {
            store.put(next);
            result = next;
          }
        };
        transaction.oncomplete = () => resolve(result);
        transaction.onerror = () => reject(transaction.error);
        transaction.onabort = () => reject(transaction.error ?? new DOMException('aborted', 'AbortError'));
      }),
  );
}

export type Claim = { state: 'mine'; change: QueuedChange } | { state: 'gone' } | { state: 'held' };

/**
 * Claims the change for `by`, in the transaction that reads it: 'mine' with the change as stored
 * now, 'gone' when it was sent meanwhile, 'held' while another sender's claim lasts.
 */
export async function claimChange(seq: number, by: string, now = Date.now()): Promise<Claim> {
  let held = false;
  const mine = await update(seq, (entry) => {
    held = Boolean(entry.claim && entry.claim.by !== by && entry.claim.until > now);
    return held ? null : { ...entry, claim: { by, until: now + CLAIM_MS } };
  });
  if (mine) return { state: 'mine', change: mine };
  return held ? { state: 'held' } : { state: 'gone' };
}

/** The sender stops without sending it: the change is free for the next sender at once. */
export async function releaseChange(seq: number, by: string): Promise<void> {
  await update(seq, (entry) => {
    if (entry.claim?.by !== by) return null;
    const { claim: _released, ...free } = entry;
    return free as Claimed;
  });
}
