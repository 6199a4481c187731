// Opens the database (a local libSQL file by default, or libsql:// for a server or Turso)
// and brings its schema up to date with the committed migrations.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Client, createClient } from '@libsql/client';
import { drizzle } from 'drizzle-orm/libsql';
import { migrate } from 'drizzle-orm/libsql/migrator';
import { oneTransactionAtATime } from './one-writer';
import * as schema from './schema';

export type Database = ReturnType<typeof drizzle<typeof schema>>;

// A URL, not import.meta.dir: vitest transforms modules and leaves Bun's dir unset.
const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

export async function openDatabase(
  url: string,
  authToken?: string,
): Promise<{ db: Database; client: Client }> {
  const local = url.startsWith('file:');
  if (local) mkdirSync(dirname(url.slice('file:'.length)), { recursive: true });
  // A local file gets one connection (see one-writer.ts); its busy timeout covers
  // other processes, such as a backup, holding the file's lock (milliseconds).
  const opened = createClient(local ? { url, concurrency: 1, timeout: 5000 } : { url, authToken });
  const client = local ? oneTransactionAtATime(opened) : opened;
  if (local) {
    // WAL lets readers in other processes (backups) run beside the writer; synchronous=NORMAL in
    // WAL mode survives a process crash (kill -9) without losing commits.
    await client.execute('PRAGMA journal_mode = WAL');
    await client.execute('PRAGMA synchronous = NORMAL');
    await client.execute('PRAGMA foreign_keys = ON');
  }
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return { db, client };
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
