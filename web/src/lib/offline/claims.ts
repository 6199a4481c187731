// Who is sending a queued change (docs/decisions/0031-offline-study.md). The page and the service
// worker (Background Sync) may both send the outbox; each claims a change in IndexedDB before it
// sends it, in one transaction, so one of them sends it and the other stops there. A claim lapses
// after CLAIM_MS: a sender killed mid-send (the app closed, the worker stopped) leaves no change
// stuck, and the change it may have sent is one the server takes once (an answerId, a score set,
// an Idempotency-Key, an If-Match). A sender holding the outbox's Web Lock (outbox.ts) needs no
// wait: no other sender runs, so another's claim is a dead sender's, and it is taken at once (the
// app reopened after a close mid-send sends at once, not CLAIM_MS later).

import type { QueuedChange } from './changes';
import { OUTBOX, openOfflineDb } from './idb';

/** Longer than any one call may take; a sender that lived holds its claim only while it sends. */
export const CLAIM_MS = 2 * 60 * 1000;

type Claimed = QueuedChange & { claim?: { by: string; until: number } };

/** A sender's name: each page load and each sync event is its own. */
export const newSenderId = (where: 'page' | 'worker') => `${where}-${crypto.randomUUID()}`;

export type Claim = { state: 'mine'; change: QueuedChange } | { state: 'gone' } | { state: 'held' };

/**
 * Claims the change for `by`, in the transaction that reads it: 'mine' with the change as stored
 * now, 'gone' when it was sent meanwhile, 'held' while another sender's claim lasts.
 */
export async function claimChange(seq: number, by: string, now = Date.now()): Promise<Claim> {
  const { claimed, held } = await claimRun([seq], by, { now });
  const [mine] = claimed;
  if (mine) return { state: 'mine', change: mine };
  return held ? { state: 'held' } : { state: 'gone' };
}

/** The sender stops without sending it: the change is free for the next sender at once. */
export const releaseChange = (seq: number, by: string): Promise<void> => settleRun([], [seq], by);

/** `othersGone`: the caller holds the outbox lock, so every other sender's claim is a dead one. */
export interface ClaimOptions {
  now?: number;
  othersGone?: boolean;
}

/**
 * Claims a run of changes for `by` in one transaction, in order (a batch: batch-send.ts): those
 * sent meanwhile are left out, and the run ends before the first one another sender holds.
 */
export async function claimRun(
  seqs: number[],
  by: string,
  { now = Date.now(), othersGone = false }: ClaimOptions = {},
): Promise<{ claimed: QueuedChange[]; held: boolean }> {
  const db = await openOfflineDb();
  return new Promise((resolve, reject) => {
    const transaction = db.transaction(OUTBOX, 'readwrite');
    const store = transaction.objectStore(OUTBOX);
    const claimed: QueuedChange[] = [];
    let held = false;
    // The reads answer in the order they were asked, so the run stops where the first held one is.
    for (const seq of seqs) {
      const read = store.get(seq);
      read.onsuccess = () => {
        const entry = read.result as Claimed | undefined;
        if (held || !entry) return;
        held = !othersGone && Boolean(entry.claim && entry.claim.by !== by && entry.claim.until > now);
        if (held) return;
        const mine = { ...entry, claim: { by, until: now + CLAIM_MS } };
        store.put(mine);
        claimed.push(mine);
      };
    }
    transaction.oncomplete = () => resolve({ claimed, held });
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error ?? new DOMException('aborted', 'AbortError'));
  });
}

/**
 * After a run was sent, in one transaction: the changes answered leave the outbox, and those
 * kept are released for the next sender at once.
 */
export async function settleRun(answered: number[], kept: number[], by: string): Promise<void> {
  const db = await openOfflineDb();
  await new Promise<void>((resolve, reject) => {
    const transaction = db.transaction(OUTBOX, 'readwrite');
    const store = transaction.objectStore(OUTBOX);
    for (const seq of answered) store.delete(seq);
    for (const seq of kept) {
      const read = store.get(seq);
      read.onsuccess = () => {
        const entry = read.result as Claimed | undefined;
        if (entry?.claim?.by !== by) return;
        const { claim: _released, ...free } = entry;
        store.put(free);
      };
    }
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error ?? new DOMException('aborted', 'AbortError'));
  });
}
