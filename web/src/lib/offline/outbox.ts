// The changes made offline, kept in IndexedDB in the order they were made and sent in that order
// once the network is back (docs/decisions/0031-offline-study.md). A change leaves the outbox only
// after the server has answered it; the app closed between the answer and the removal sends it
// again, which the server takes once: a review carries its answerId (the server counts an answerId
// once), a score change sets a value (setting it twice leaves the same score), and an add carries
// its Idempotency-Key (the server answers a repeat with the first answer).

import { type SendStep, stepsOf } from './batch-send';
import type { OfflineChange, QueuedChange, SendOutcome } from './changes';
import { claimRun, newSenderId, settleRun } from './claims';
import { inTransaction, OUTBOX } from './idb';
import { outboxChanged as changed } from './outbox-count';

export type { KeptPicture, OfflineChange, QueuedChange, SendOutcome } from './changes';
export { onOutboxChange, waitingCount } from './outbox-count';

/** The device has no room for the change: the caller tells the learner, nothing was kept. */
export class OutboxFullError extends Error {
  constructor(cause: unknown) {
    super('The device has no room left for this change.', { cause });
    this.name = 'OutboxFullError';
  }
}

const isQuotaError = (error: unknown) =>
  error instanceof DOMException && (error.name === 'QuotaExceededError' || error.name === 'UnknownError');

export async function enqueue(change: OfflineChange): Promise<void> {
  try {
    await inTransaction(OUTBOX, 'readwrite', (s) => s.add(change));
  } catch (error) {
    throw isQuotaError(error) ? new OutboxFullError(error) : error;
  }
  changed();
}

/** Another learner signed in on this device: what the previous one left unsent is not theirs. */
export async function dropOtherLearners(userId: number): Promise<void> {
  const all = await inTransaction<QueuedChange[]>(OUTBOX, 'readonly', (s) => s.getAll());
  const others = (all ?? []).filter((c) => c.userId !== userId).map((c) => c.seq);
  if (others.length === 0) return;
  await inTransaction(OUTBOX, 'readwrite', (s) => {
    for (const seq of others) s.delete(seq);
    return undefined;
  });
  changed();
}

/** How many changes one read of the outbox takes (two batches' worth). */
const PAGE = 200;

async function nextPage(after: number): Promise<QueuedChange[]> {
  const range = IDBKeyRange.lowerBound(after, true);
  return (await inTransaction<QueuedChange[]>(OUTBOX, 'readonly', (s) => s.getAll(range, PAGE))) ?? [];
}

let flushing: Promise<number> | null = null;
/** This page load's name on the changes it claims (claims.ts). */
const PAGE_SENDER = newSenderId('page');

type Send = (change: QueuedChange) => Promise<SendOutcome>;
/** Sends a run of score changes and review answers in one call: an outcome for each, in order. */
export type SendMany = (changes: QueuedChange[]) => Promise<SendOutcome[]>;

/**
 * Sends this learner's changes oldest first, each removed once answered; stops at the first one
 * kept (no network, a refused token). With `sendMany`, consecutive score changes and review
 * answers go in batches (batch-send.ts); adds and edits go alone, in their place. Answers how many
 * were sent or dropped. One flush at a time: a second call while one runs in this tab shares it;
 * other tabs wait.
 */
export function flushOutbox(userId: number, send: Send, sendMany?: SendMany): Promise<number> {
  flushing ??= oneSenderAtATime((exclusive) =>
    runFlush(PAGE_SENDER, userId, send, sendMany, exclusive),
  ).finally(() => {
    flushing = null;
  });
  return flushing;
}

/**
 * Two tabs (or a tab and the service worker) coming back online at once must not both send: a
 * score sent late by one would undo a later one sent by the other. Web Locks serialise them; the
 * second finds the outbox emptied. The claims (claims.ts) hold where the lock does not reach.
 * `run` learns whether it holds the lock (`exclusive`).
 */
export function oneSenderAtATime(run: (exclusive: boolean) => Promise<number>): Promise<number> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request('wordhoard-outbox', () => run(true)) : run(false);
}

/**
 * Sends as `sender`: each step claimed first; a change another sender holds stops the run there.
 * `exclusive`: the run holds the outbox lock, so no other sender runs and another's claim was left
 * by a sender that ended mid-send (claims.ts).
 */
export async function runFlush(
  sender: string,
  userId: number,
  send: Send,
  sendMany?: SendMany,
  exclusive = false,
): Promise<number> {
  let done = 0;
  let after = 0;
  for (;;) {
    const listed = await nextPage(after);
    const last = listed.at(-1);
    if (!last) return done;
    after = last.seq;
    const mine = listed.filter((change) => change.userId === userId);
    for (const step of stepsOf(mine, sendMany !== undefined)) {
      const result = await sendStep(sender, step, exclusive, send, sendMany);
      done += result.done;
      if (result.stop) return done;
    }
  }
}

/**
 * One step: claimed in one transaction, sent, then the changes answered removed and the rest
 * released in one more (so the banner counts again once per step, not once per change).
 */
async function sendStep(sender: string, step: SendStep, exclusive: boolean, send: Send, sendMany?: SendMany) {
  const seqs = step.changes.map((change) => change.seq);
  const { claimed, held } = await claimRun(seqs, sender, { othersGone: exclusive });
  const [first] = claimed;
  if (!first) return { done: 0, stop: held };
  const keepAll = () => claimed.map((): SendOutcome => 'stop');
  const outcomes =
    step.batch && sendMany
      ? await sendMany(claimed).catch(keepAll)
      : [await send(first).catch((): SendOutcome => 'stop')];
  const kept = claimed.filter((_, i) => (outcomes[i] ?? 'stop') === 'stop').map((change) => change.seq);
  const answered = claimed.map((change) => change.seq).filter((seq) => !kept.includes(seq));
  await settleRun(answered, kept, sender);
  if (answered.length > 0) changed();
  return { done: answered.length, stop: held || kept.length > 0 };
}
