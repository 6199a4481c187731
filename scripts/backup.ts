// `npm run backup [folder]`: a consistent copy of the database and the media while the server
// runs, in a new timestamped folder (default ./backups). The database is copied by SQLite itself
// (VACUUM INTO reads one snapshot); media files never change once written (their names are content
// hashes), so they are hard-linked, or copied across file systems, once before the snapshot and
// again after it for files that arrived meanwhile. Files the snapshot does not know are dropped,
// so the backup holds exactly what its database names.
import {
  chmodSync,
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { createClient } from '@libsql/client';
import { type Config, loadConfig } from '../api/src/config';

export const BACKUP_DATABASE = 'wordhoard.db';
export const BACKUP_MEDIA = 'media';
export const SECRET_FILE = 'jwt-secret';

/** The database file of a `file:` DATABASE_URL; a remote libSQL server is backed up by its own tools. */
export function databaseFile(config: Pick<Config, 'databaseUrl'>): string {
  if (!config.databaseUrl.startsWith('file:'))
    throw new Error(
      'Only a local database (DATABASE_URL=file:…) can be backed up here; use your libSQL server’s backups.',
    );
  return resolve(config.databaseUrl.slice('file:'.length));
}

/** Links (or copies) every file of `from` missing in `to`, keeping the `<user>/<file>` layout. */
export function linkTree(from: string, to: string): number {
  let added = 0;
  if (!existsSync(from)) return added;
  for (const user of readdirSync(from)) {
    mkdirSync(join(to, user), { recursive: true });
    for (const name of readdirSync(join(from, user))) {
      if (name.endsWith('.tmp') || existsSync(join(to, user, name))) continue;
      try {
        linkSync(join(from, user, name), join(to, user, name));
      } catch {
        try {
          copyFileSync(join(from, user, name), join(to, user, name));
        } catch {
          continue; // deleted meanwhile: the snapshot decides whether it was needed
        }
      }
      added += 1;
    }
  }
  return added;
}

/**
 * Keeps the files the backup's database names; answers the rows whose file is missing. A word
 * being added during the snapshot may have its media recorded but not itself: those rows go too,
 * as the server's start-up sweep would remove them.
 */
async function trimToDatabase(folder: string): Promise<{ files: number; missing: number }> {
  const client = createClient({ url: `file:${join(folder, BACKUP_DATABASE)}` });
  await client.execute(
    `DELETE FROM media WHERE NOT EXISTS (SELECT 1 FROM words WHERE words.user_id = media.user_id
       AND media.id IN (words.picture, words.speech_word, words.speech_sentence))`,
  );
  const rows = await client.execute('SELECT user_id, id FROM media');
  client.close();
  const named = new Set(rows.rows.map((r) => `${r.user_id}/${r.id}`));
  const media = join(folder, BACKUP_MEDIA);
  let files = 0;
  for (const user of existsSync(media) ? readdirSync(media) : []) {
    for (const name of readdirSync(join(media, user))) {
      const key = `${user}/${name.replace(/\.type$/, '')}`;
      if (named.has(key)) files += name.endsWith('.type') ? 0 : 1;
      else rmSync(join(media, user, name), { force: true });
    }
  }
  return { files, missing: named.size - files };
}

export async function backup(config: Config, targetRoot: string, now = new Date()) {
  const folder = join(resolve(targetRoot), `wordhoard-${now.toISOString().replace(/[:.]/g, '-')}`);
  mkdirSync(folder, { recursive: true });
  const media = join(folder, BACKUP_MEDIA);
  linkTree(config.mediaDir, media);
  const client = createClient({ url: `file:${databaseFile(config)}` });
  try {
    await client.execute({ sql: 'VACUUM INTO ?', args: [join(folder, BACKUP_DATABASE)] });
  } finally {
    client.close();
  }
  linkTree(config.mediaDir, media);
  const { files, missing } = await trimToDatabase(folder);
  const secret = join(config.dataDir, SECRET_FILE);
  if (existsSync(secret)) {
    copyFileSync(secret, join(folder, SECRET_FILE));
    chmodSync(join(folder, SECRET_FILE), 0o600);
  }
  writeFileSync(
    join(folder, 'backup.json'),
    JSON.stringify({ createdAt: now.toISOString(), mediaFiles: files }, null, 2),
  );
  return { folder, files, missing };
}

if (import.meta.main) {
  const config = loadConfig();
  const result = await backup(config, process.argv[2] ?? './backups');
  console.log(`Backup written to ${result.folder} (database and ${result.files} media files).`);
  if (result.missing > 0)
    console.warn(
      `${result.missing} media files were deleted while the backup ran; their words will show no picture or audio.`,
    );
}
