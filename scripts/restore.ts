// `npm run restore <backup folder>`: puts a backup made by scripts/backup.ts back into DATA_DIR.
// It refuses while a server runs on that data folder (the server keeps its pid in
// DATA_DIR/server.pid), checks the backup's database first, and never deletes anything: the data
// it replaces is moved to DATA_DIR/before-restore-<time>/.
import { chmodSync, copyFileSync, existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { createClient } from '@libsql/client';
import { type Config, loadConfig } from '../api/src/config';
import { PID_FILE } from '../api/src/pid-file';
import { BACKUP_DATABASE, BACKUP_MEDIA, databaseFile, linkTree, SECRET_FILE } from './backup';

/** The pid of a live server on this data folder, or null. */
export function runningServer(dataDir: string): number | null {
  const file = join(dataDir, PID_FILE);
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8').trim());
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: alive, but another user's process.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}

async function checkBackup(folder: string) {
  const database = join(folder, BACKUP_DATABASE);
  if (!existsSync(database))
    throw new Error(`${folder} is not a Wordhoard backup: it has no ${BACKUP_DATABASE}.`);
  const client = createClient({ url: `file:${database}` });
  try {
    const verdict = String((await client.execute('PRAGMA integrity_check')).rows[0]?.[0]);
    if (verdict !== 'ok')
      throw new Error(`The backup's database is damaged (${verdict}); nothing was changed.`);
  } finally {
    client.close();
  }
}

function moveAside(path: string, aside: string) {
  if (!existsSync(path)) return;
  mkdirSync(aside, { recursive: true });
  renameSync(path, join(aside, basename(path)));
}

export async function restore(config: Config, backupFolder: string, now = new Date()) {
  const folder = resolve(backupFolder);
  const pid = runningServer(config.dataDir);
  if (pid !== null)
    throw new Error(
      `A Wordhoard server (pid ${pid}) is running on ${config.dataDir}. Stop it, then restore. ` +
        `(If no server runs, remove ${join(config.dataDir, PID_FILE)}.)`,
    );
  await checkBackup(folder);
  const database = databaseFile(config);
  const aside = join(config.dataDir, `before-restore-${now.toISOString().replace(/[:.]/g, '-')}`);
  for (const path of [
    database,
    `${database}-wal`,
    `${database}-shm`,
    config.mediaDir,
    join(config.dataDir, SECRET_FILE),
  ])
    moveAside(path, aside);

  mkdirSync(config.dataDir, { recursive: true });
  copyFileSync(join(folder, BACKUP_DATABASE), database);
  const files = linkTree(join(folder, BACKUP_MEDIA), config.mediaDir);
  if (existsSync(join(folder, SECRET_FILE))) {
    copyFileSync(join(folder, SECRET_FILE), join(config.dataDir, SECRET_FILE));
    chmodSync(join(config.dataDir, SECRET_FILE), 0o600);
  }
  return { aside, files };
}

if (import.meta.main) {
  const folder = process.argv[2];
  if (!folder) {
    console.error('Usage: npm run restore <backup folder>');
    process.exit(2);
  }
  try {
    const { aside, files } = await restore(loadConfig(), folder);
    console.log(`Restored ${folder} (${files} media files). The data it replaced is in ${aside}.`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
