// Waiting for another process's write lock without stopping this process.
//
// The local libSQL client runs SQLite synchronously on the event loop. With a busy timeout, a
// write that finds the file locked by another process (another member of `WORKERS=n`, a worker
// thread's connection, a backup) sleeps in SQLite's busy handler, and every request of this
// process sleeps with it: three processes on one file had a p99 16 times one process's
// (decision 0042). So the connection has no busy timeout: SQLite answers SQLITE_BUSY at once, and
// the wait happens here, as timers, while the loop serves the others (WAL reads never wait for
// a writer).
//
// Retrying is safe only where SQLite says so: a statement outside an explicit transaction, or the
// BEGIN IMMEDIATE that opens one (https://sqlite.org/rescode.html#busy). Failing there changed
// nothing, so a retry can neither write twice nor half. one-writer.ts takes the write lock up
// front (BEGIN IMMEDIATE) for that reason: a transaction cannot meet the lock halfway through.
import { DATABASE_BUSY_MESSAGE, DATABASE_LOCK_WAIT_MAX_MS } from '../../../shared/jobs/texts';
import { unavailable } from '../errors';

/** Time as the wait sees it: real timers in the server, a counted clock in tests. */
export interface LockClock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const realLockClock: LockClock = {
  now: () => performance.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

// SQLITE_BUSY (5) and its extended codes (5 | n << 8). SQLITE_LOCKED (6) is a conflict inside
// one connection's shared cache, which waiting on another process cannot end.
const BUSY = 5;

export function isBusy(error: unknown): boolean {
  const { code, rawCode } = (error ?? {}) as { code?: unknown; rawCode?: unknown };
  if (typeof rawCode === 'number') return (rawCode & 0xff) === BUSY;
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY');
}

// The first retries come quickly (most holders commit in a millisecond or two); later ones are
// spaced up to CAP_MS so that waiting processes poll the file lightly. The jitter keeps
// several waiting processes from retrying in step.
const FIRST_MS = 1;
const CAP_MS = 16;

export function nextDelayMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(CAP_MS, FIRST_MS * 1.6 ** attempt);
  return base * (0.5 + random());
}

/** The 503 this file answers when the lock never came. */
export const isDatabaseBusy = (error: unknown): boolean =>
  (error as { code?: unknown } | null)?.code === 'database_busy';

/**
 * Runs `attempt` until it does not fail with SQLITE_BUSY, waiting between tries on timers. After
 * DATABASE_LOCK_WAIT_MAX_MS it gives up with a 503 that says nothing was saved: true, because only
 * attempts that changed nothing are retried (see the head of this file).
 */
export async function retryWhileLocked<T>(
  attempt: () => Promise<T>,
  clock: LockClock = realLockClock,
  /** Told of each busy attempt (write-counts.ts counts the waits). */
  onBusy: () => void = () => {},
): Promise<T> {
  const started = clock.now();
  for (let tries = 0; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      if (!isBusy(error)) throw error;
      onBusy();
      if (clock.now() - started >= DATABASE_LOCK_WAIT_MAX_MS) {
        throw Object.assign(unavailable(DATABASE_BUSY_MESSAGE, 'database_busy'), { cause: error });
      }
      await clock.sleep(nextDelayMs(tries));
    }
  }
}
