// Opens the database (a local libSQL file by default, or libsql:// for a server or Turso)
// and brings its schema up to date with the committed migrations.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Client, createClient } from '@libsql/client';
import { drizzle } from 'drizzle-orm/libsql';
import { migrate } from 'drizzle-orm/libsql/migrator';
import * as schema from './schema';

export type Database = ReturnType<typeof drizzle<typeof schema>>;

// A URL, not import.meta.dir: vitest transforms modules and leaves Bun's dir unset.
const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

export async function openDatabase(
  url: string,
  authToken?: string,
): Promise<{ db: Database; client: Client }> {
  if (url.startsWith('file:')) mkdirSync(dirname(url.slice('file:'.length)), { recursive: true });
  const client = createClient({ url, authToken });
  if (url.startsWith('file:')) {
    // WAL lets readers run beside the writer; busy_timeout makes writers queue instead of failing;
    // synchronous=NORMAL in WAL mode survives a process crash (kill -9) without losing commits.
    await client.execute('PRAGMA journal_mode = WAL');
    await client.execute('PRAGMA busy_timeout = 5000');
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
