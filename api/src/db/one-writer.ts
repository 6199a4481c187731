// One connection, one transaction at a time, for a local database file.
//
// The local libSQL client runs every statement synchronously on the event loop, and a transaction
// keeps its connection across awaits. With a pool of connections, a second transaction (or a write
// beside one) waits on SQLite's busy handler, which sleeps on the event loop: the transaction it
// waits for cannot go on, and the wait ends in SQLITE_BUSY (measured: 49 of 50 parallel
// transactions failed). Queued here instead, transactions wait without blocking anything, other
// statements wait in the client's pool for the one connection, and the connection's PRAGMAs hold
// for every statement. Transactions are short (no network or file I/O inside them).
import type { Client, Transaction, TransactionMode } from '@libsql/client';

export function oneTransactionAtATime(client: Client): Client {
  let queue: Promise<void> = Promise.resolve();

  async function transaction(mode?: TransactionMode): Promise<Transaction> {
    let release = () => {};
    const done = new Promise<void>((resolve) => {
      release = resolve;
    });
    const previous = queue;
    queue = previous.then(() => done);
    await previous;
    let tx: Transaction;
    try {
      tx = await client.transaction(mode);
    } catch (error) {
      release();
      throw error;
    }
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

  return new Proxy(client, {
    get(target, property) {
      if (property === 'transaction') return transaction;
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
