// What the offline banner needs of the outbox (outbox.ts): to hear of every change to it and to
// count what waits. Apart from the outbox itself, which brings the sending (batches, claims, the
// server ids of new words and the rules behind them): the banner is on every page, the landing
// page included, and the sending is needed only once a learner has signed in.
import { inTransaction, OUTBOX, OUTBOX_BY_LEARNER } from './idb';

const listeners = new Set<() => void>();

/** Called after every change to the outbox (the banner counts again). */
export function onOutboxChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The outbox calls this after each change it made. */
export function outboxChanged(): void {
  for (const listener of listeners) listener();
}

/** How many changes of this learner wait. */
export async function waitingCount(userId: number): Promise<number> {
  // Counted on the index, no change read: the banner counts again after every change sent, and
  // reading 1,000 changes each time held up the sending behind it.
  const count = await inTransaction<number>(OUTBOX, 'readonly', (s) =>
    s.index(OUTBOX_BY_LEARNER).count(IDBKeyRange.only(userId)),
  );
  return count ?? 0;
}
