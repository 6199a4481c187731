// One connection, one transaction at a time, for a local database file.
//
// The local libSQL client runs every statement synchronously on the event loop, and a transaction
// keeps its connection across awaits. With a pool of connections, a second transaction (or a write
// beside one) waits on SQLite's busy handler, which sleeps on the event loop: the transaction it
// waits for cannot go on, and the wait ends in SQLITE_BUSY (measured: 49 of 50 parallel
// transactions failed). Queued here instead, transactions wait without blocking anything, other
// statements wait in the client's pool for the one connection, and the connection's PRAGMAs hold
// for every statement (local-connection.ts). Transactions are short (no network or file I/O inside
// them).
//
// Across processes (and worker threads) the file's write lock is the queue, and it is taken in one
// place only: the BEGIN IMMEDIATE that opens every write, retried on timers while another holds it
// (lock-wait.ts), so this process keeps serving meanwhile. So a write statement outside a
// transaction runs in one of its own, a deferred transaction or batch is opened IMMEDIATE, and no
// write meets the lock halfway, where a retry could not be all-or-nothing.
import type { Client, InStatement, ResultSet, Transaction, TransactionMode } from '@libsql/client';
import { isDatabaseBusy, type LockClock, realLockClock, retryWhileLocked } from './lock-wait';
import { addTo, newWriteCounts, type WriteCounts } from './write-counts';

// Statements that take no write lock, run straight on the connection (WAL: they never wait for a
// writer). PRAGMAs belong here also because most have no effect inside a transaction.
const TAKES_NO_WRITE_LOCK = /^\s*(select|pragma|explain)\b/i;

const sqlOf = (statement: InStatement) => (typeof statement === 'string' ? statement : statement.sql);

export function oneTransactionAtATime(
  client: Client,
  clock: LockClock = realLockClock,
  /** Filled as writes wait and hold the lock (write-counts.ts). */
  counts: WriteCounts = newWriteCounts(),
): Client {
  let queue: Promise<void> = Promise.resolve();

  async function transaction(mode?: TransactionMode): Promise<Transaction> {
    let release = () => {};
    const done = new Promise<void>((resolve) => {
      release = resolve;
    });
    const previous = queue;
    queue = previous.then(() => done);
    counts.transactions++;
    const asked = clock.now();
    await previous;
    const queued = clock.now();
    addTo(counts.queued, queued - asked);
    let tx: Transaction;
    let busy = false;
    try {
      // While the BEGIN waits, the connection is back in the pool: reads go on.
      const upFront = mode === 'deferred' ? 'write' : mode;
      tx = await retryWhileLocked(
        () => client.transaction(upFront),
        clock,
        () => {
          busy = true;
        },
      );
    } catch (error) {
      if (isDatabaseBusy(error)) counts.gaveUp++;
      release();
      throw error;
    } finally {
      if (busy) addTo(counts.lockWaits, clock.now() - queued);
    }
    // Commit, rollback and close each settle the transaction; the first one counts.
    const locked = clock.now();
    const letGo = release;
    let held = true;
    release = () => {
      if (held) addTo(counts.held, clock.now() - locked);
      held = false;
      letGo();
    };
    // The client gives the connection back on commit, rollback and close, whatever their outcome.
    const settle = <A extends unknown[], R>(run: (...args: A) => R) =>
      ((...args: A): R => {
        try {
          const result = run(...args);
          if (result instanceof Promise) return result.finally(release) as R;
          release();
          return result;
        } catch (error) {
          release();
          throw error;
        }
      }) as (...args: A) => R;
    tx.commit = settle(tx.commit.bind(tx));
    tx.rollback = settle(tx.rollback.bind(tx));
    tx.close = settle(tx.close.bind(tx));
    return tx;
  }

  async function inWriteTransaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    const tx = await transaction('write');
    try {
      const result = await work(tx);
      await tx.commit();
      return result;
    } finally {
      tx.close();
    }
  }

  function execute(statement: InStatement | string, args?: unknown): Promise<ResultSet> {
    const whole = (
      typeof statement === 'string' && args ? { sql: statement, args } : statement
    ) as InStatement;
    if (TAKES_NO_WRITE_LOCK.test(sqlOf(whole))) return retryWhileLocked(() => client.execute(whole), clock);
    return inWriteTransaction((tx) => tx.execute(whole));
  }

  // migrate is left to the client: drizzle runs it at start, where the first process is alone
  // (decision 0042); executeMultiple is not used (its statements would commit one by one).
  const queued: Partial<Client> = {
    transaction,
    execute: execute as Client['execute'],
    batch: (statements) => inWriteTransaction((tx) => tx.batch(statements as InStatement[])),
  };

  return new Proxy(client, {
    get(target, property) {
      if (Object.hasOwn(queued, property)) return queued[property as keyof Client];
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
