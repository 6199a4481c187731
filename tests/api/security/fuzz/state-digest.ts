// A cheap fingerprint, part by part, of everything a request can change: every table but the rate
// counters (every request bumps those by design) and the job locks, and every file of the media
// folder. Taken after each fuzzed request, it shows that a request answered with an error changed
// nothing at all — the fuzzing learner's own words, media and account included.
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import type { Client } from '@libsql/client';

/** Each table with the order its rows are read in. */
const TABLES: Record<string, string> = {
  users: 'id',
  pending_registrations: 'email',
  password_resets: 'user_id',
  preferences: 'user_id',
  words: 'id',
  media: 'user_id, id',
  subscriptions: 'id',
  payment_events: 'id',
  study_preferences: 'user_id',
  word_schedules: 'word_id',
  word_holds: 'word_id',
  reviews: 'id',
  fsrs_parameters: 'user_id',
};

export type StateDigest = Record<string, string>;

const hash = (text: string) => createHash('sha1').update(text).digest('hex');

/**
 * Media file names, temporary and type files included. Ids are content hashes written through a
 * temporary file, so a name stands for its bytes; names alone keep a digest per request cheap.
 */
function mediaNames(mediaDir: string): string {
  try {
    return readdirSync(mediaDir, { recursive: true }).map(String).sort().join('\n');
  } catch {
    return '';
  }
}

/** One query per table that answers all its rows as a single JSON text, built inside SQLite. */
async function tableQueries(client: Client): Promise<string[]> {
  const queries: string[] = [];
  for (const [table, order] of Object.entries(TABLES)) {
    const columns = (await client.execute(`PRAGMA table_info(${table})`)).rows.map((c) => `"${c.name}"`);
    queries.push(
      `SELECT json_group_array(json_array(${columns.join(', ')})) AS rows FROM (SELECT * FROM ${table} ORDER BY ${order})`,
    );
  }
  return queries;
}

const queriesOf = new WeakMap<Client, Promise<string[]>>();

export async function stateDigest(client: Client, mediaDir: string): Promise<StateDigest> {
  if (!queriesOf.has(client)) queriesOf.set(client, tableQueries(client));
  const results = await client.batch((await queriesOf.get(client)) as string[]);
  const digest: StateDigest = {};
  Object.keys(TABLES).forEach((table, i) => {
    digest[table] = hash(String(results[i]?.rows[0]?.rows ?? ''));
  });
  digest.mediaFiles = hash(mediaNames(mediaDir));
  return digest;
}

/** The parts that differ, e.g. ['words', 'mediaFiles']; empty when nothing changed. */
export const changedParts = (before: StateDigest, after: StateDigest): string[] =>
  Object.keys(after).filter((part) => before[part] !== after[part]);
