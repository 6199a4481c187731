// Everything in the database and the media folder that belongs to anyone but the fuzzing user,
// so a run can show that no request, valid or not, changed anything of theirs. Counters and
// pending registrations are left out: valid anonymous requests change them by design. What error
// answers leave (the fuzzing user's data included) is checked request by request (state-digest.ts).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Client } from '@libsql/client';
import { mediaFiles } from '../helpers/media-check';

const OWNED_TABLES = ['words', 'media', 'preferences', 'subscriptions', 'password_resets'];

export async function othersSnapshot(client: Client, mediaDir: string, fuzzerId: number) {
  const tables: Record<string, unknown[]> = {};
  const users = await client.execute({
    sql: 'SELECT * FROM users WHERE id != ? ORDER BY id',
    args: [fuzzerId],
  });
  tables.users = users.rows.map((r) => ({ ...r }));
  for (const table of OWNED_TABLES) {
    const rows = await client.execute({
      sql: `SELECT * FROM ${table} WHERE user_id != ? ORDER BY 1, 2`,
      args: [fuzzerId],
    });
    tables[table] = rows.rows.map((r) => ({ ...r }));
  }
  const files = [...mediaFiles(mediaDir)]
    .filter((key) => !key.startsWith(`${fuzzerId}/`))
    .sort()
    .map(
      (key) =>
        `${key} ${createHash('sha256')
          .update(readFileSync(join(mediaDir, key)))
          .digest('hex')}`,
    );
  return { tables, files };
}
