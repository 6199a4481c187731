// The local file's libSQL client, built as `createClient` builds it, with two changes:
//
// - no busy timeout: SQLite's busy handler sleeps on the event loop (see lock-wait.ts);
// - a BEGIN that fails leaves nothing behind. The `libsql` binding resets a statement before it
//   runs and not after it fails (tursodatabase/libsql-client-ts#352, libsql-js#237/#238, open
//   in libsql 0.5.29): a BEGIN IMMEDIATE that met another process's lock stays "in progress" until
//   the garbage collector finalizes it, and until then every COMMIT on the connection fails with
//   "SQL statements in progress" and its stale snapshot fails every later write with
//   SQLITE_BUSY_SNAPSHOT. `exec` prepares, steps and finalizes in one call, so a BEGIN run through
//   it can fail and be retried as often as needed.
//
// - a statement that finds the one connection held by an open transaction waits for it. The pool
//   refuses it instead (TRANSACTION_ACTIVE), which a read racing a transaction's statements (or a
//   write statement, which one-writer.ts runs in a transaction of its own) would meet.
//
// Every write goes through a BEGIN IMMEDIATE (one-writer.ts), so a BEGIN is the one statement here
// that can meet the lock; inside it, WAL gives the writer everything it needs.
import { ConnectionPool, Sqlite3Client } from '@libsql/client/sqlite3';
import type Database from 'libsql';

type Connection = ReturnType<ConnectionPool['acquireSync']>;

const BEGIN = /^\s*BEGIN\b/i;

/** A prepared BEGIN that runs through `exec`, shaped as the client uses a statement. */
function beginThroughExec(connection: Connection, sql: string) {
  return {
    safeIntegers() {
      return this;
    },
    raw() {
      // The client asks for raw rows to learn whether a statement returns any; a BEGIN does not.
      throw new TypeError('a BEGIN returns no rows');
    },
    run() {
      connection.exec(sql);
      return { changes: 0, lastInsertRowid: 0 };
    },
  };
}

class LocalPool extends ConnectionPool {
  readonly #patched = new WeakSet<Connection>();
  #freed = Promise.withResolvers<void>();

  override async acquire(forTransaction?: boolean): Promise<Connection> {
    for (;;) {
      const freed = this.#freed.promise;
      try {
        return await super.acquire(forTransaction);
      } catch (error) {
        if ((error as { code?: unknown }).code !== 'TRANSACTION_ACTIVE') throw error;
        await freed;
      }
    }
  }

  override release(connection: Connection): void {
    super.release(connection);
    const freed = this.#freed;
    this.#freed = Promise.withResolvers<void>();
    freed.resolve();
  }

  override acquireSync(forTransaction?: boolean): Connection {
    const connection = super.acquireSync(forTransaction);
    if (!this.#patched.has(connection)) {
      this.#patched.add(connection);
      const prepare = connection.prepare.bind(connection);
      connection.prepare = ((sql: string) =>
        BEGIN.test(sql) ? beginThroughExec(connection, sql) : prepare(sql)) as Connection['prepare'];
    }
    return connection;
  }
}

/** The client of one local database file (path without `file:`), one connection, no busy timeout. */
export function openLocalClient(path: string): Sqlite3Client {
  const options: Database.Options = { timeout: 0 };
  const pool = new LocalPool(path, options, 1);
  // As createClient does: fail now if the file cannot be opened at all.
  const probe = pool.acquireSync();
  try {
    probe.prepare('SELECT 1').all();
  } catch (error) {
    pool.close();
    throw error;
  } finally {
    pool.release(probe);
  }
  return new Sqlite3Client(pool, 'number');
}
