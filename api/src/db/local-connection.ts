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

class BeginSafePool extends ConnectionPool {
  readonly #patched = new WeakSet<Connection>();

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
  const pool = new BeginSafePool(path, options, 1);
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
