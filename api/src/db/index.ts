// Opens the database (a local libSQL file by default, or libsql:// for a server or Turso)
// and brings its schema up to date with the committed migrations (the server's own connection;
// a worker thread's opens the database the server already migrated).
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Client, createClient } from '@libsql/client';
import { drizzle } from 'drizzle-orm/libsql';
import { migrate } from 'drizzle-orm/libsql/migrator';
import { openLocalClient } from './local-connection';
import type { LockClock } from './lock-wait';
import { oneTransactionAtATime } from './one-writer';
import * as schema from './schema';
import { newWriteCounts, type WriteCounts } from './write-counts';

export type Database = ReturnType<typeof drizzle<typeof schema>>;

// A URL, not import.meta.dir: vitest transforms modules and leaves Bun's dir unset.
const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** The file of a `file:` URL, as the libSQL client reads it (`file:/a/b`, `file:///a/b`). */
const localPath = (url: string) =>
  decodeURIComponent(url.slice('file:'.length).replace(/^\/\/(localhost)?(?=\/)/, ''));

export async function openDatabase(
  url: string,
  authToken?: string,
  /** How a write waits for another process's lock; tests count the waits. */
  lockClock?: LockClock,
  /**
   * False for a connection opened beside the server's own (a worker thread's): the server migrated
   * the database before it started any worker, so running the migrations again only reads and
   * hashes every migration file in each thread (decision 0041 §5).
   */
  options: { migrate?: boolean } = {},
): Promise<{ db: Database; client: Client; writeCounts: WriteCounts | null }> {
  const local = url.startsWith('file:');
  if (local) mkdirSync(dirname(localPath(url)), { recursive: true });
  // A local file gets one connection (see one-writer.ts) and no busy timeout: SQLite's busy handler
  // would sleep on the event loop while another process holds the write lock; one-writer.ts waits
  // for it on timers instead (lock-wait.ts).
  const opened = local ? openLocalClient(localPath(url)) : createClient({ url, authToken });
  // What the local file's writes wait for (write-counts.ts); a server queues writes itself.
  const writeCounts = local ? newWriteCounts() : null;
  const client = writeCounts ? oneTransactionAtATime(opened, lockClock, writeCounts) : opened;
  if (local) {
    // WAL lets readers in other processes (backups) run beside the writer, and reads never wait
    // for a writer; synchronous=NORMAL in WAL mode survives a process crash (kill -9) without
    // losing commits. The mode is the file's: asked again, so a file that could not switch fails.
    const [mode] = (await client.execute('PRAGMA journal_mode = WAL')).rows;
    if (mode?.journal_mode !== 'wal')
      throw new Error(`the database would not use WAL (${mode?.journal_mode})`);
    await client.execute('PRAGMA synchronous = NORMAL');
    await client.execute('PRAGMA foreign_keys = ON');
  }
  const db = drizzle(client, { schema });
  if (options.migrate !== false) await migrate(db, { migrationsFolder });
  return { db, client, writeCounts };
}

/** Answers whether the database can be queried, for /api/health. */
export async function databaseReachable(client: Client): Promise<boolean> {
  try {
    await client.execute('SELECT 1');
    return true;
  } catch {
    return false;
  }
}

export { schema };
