// What this process's writes waited for, counted as they happen, so a slow tail can be traced to
// its cause with figures rather than guesses (decision 0042): the wait behind this process's own
// earlier transactions (one-writer.ts queues them), the wait for another process's file lock (the
// BEGIN IMMEDIATE retried on timers, lock-wait.ts), and how long a transaction held the lock.
// The server logs them when it stops; the several-processes bench prints them per process.

/** Total, count and largest of one kind of wait, in milliseconds. */
export interface Tally {
  count: number;
  totalMs: number;
  maxMs: number;
}

export interface WriteCounts {
  /** Write transactions opened (a lone write statement and a batch are one each). */
  transactions: number;
  /** Time from asking for a transaction to this process's earlier ones having settled. */
  queued: Tally;
  /** BEGINs that found the file locked by another process (or thread), and their wait. */
  lockWaits: Tally;
  /** Time from the BEGIN's success to the COMMIT or ROLLBACK: the lock held. */
  held: Tally;
  /** Writes answered 503 database_busy after DATABASE_LOCK_WAIT_MAX_MS. */
  gaveUp: number;
}

const tally = (): Tally => ({ count: 0, totalMs: 0, maxMs: 0 });

export const newWriteCounts = (): WriteCounts => ({
  transactions: 0,
  queued: tally(),
  lockWaits: tally(),
  held: tally(),
  gaveUp: 0,
});

export function addTo(into: Tally, ms: number): void {
  into.count++;
  into.totalMs += ms;
  into.maxMs = Math.max(into.maxMs, ms);
}

const described = (name: string, t: Tally) =>
  `${name} ${t.count} (total ${t.totalMs.toFixed(0)} ms, max ${t.maxMs.toFixed(1)} ms)`;

/** One line for the log, e.g. at shutdown. The prefix lets a reader (the bench) find it. */
export const WRITE_COUNTS_PREFIX = 'Database writes:';

export function describeWriteCounts(counts: WriteCounts): string {
  return [
    `${WRITE_COUNTS_PREFIX} ${counts.transactions} transactions`,
    described('queued in this process', counts.queued),
    described('waited for another process’s lock', counts.lockWaits),
    described('held the lock', counts.held),
    `${counts.gaveUp} gave up (503)`,
  ].join('; ');
}
