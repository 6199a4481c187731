// The media invariants: every id a word names has a row and a file, and every row and file is
// named by a word (no orphans either way). Read straight from the database and the media folder.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Client } from '@libsql/client';

export interface MediaState {
  /** `${userId}/${id}` named by a word or one of its encounters. */
  referenced: Set<string>;
  rows: Set<string>;
  files: Set<string>;
}

/** Media files under the folder, as `${userId}/${id}` (skips the `.type` and temporary files). */
export function mediaFiles(mediaDir: string): Set<string> {
  const keys = new Set<string>();
  let users: string[] = [];
  try {
    users = readdirSync(mediaDir);
  } catch {
    return keys;
  }
  for (const user of users)
    for (const name of readdirSync(join(mediaDir, user)))
      if (!name.includes('.')) keys.add(`${user}/${name}`);
  return keys;
}

/** Files no reader can use: half-written temporary files, and type files whose data file is gone. */
export function mediaLeftovers(mediaDir: string): string[] {
  const left: string[] = [];
  let users: string[] = [];
  try {
    users = readdirSync(mediaDir);
  } catch {
    return left;
  }
  for (const user of users) {
    const names = new Set(readdirSync(join(mediaDir, user)));
    for (const name of names) {
      const orphanType = name.endsWith('.type') && !names.has(name.slice(0, -'.type'.length));
      if (name.endsWith('.tmp') || orphanType) left.push(`${user}/${name}`);
    }
  }
  return left.sort();
}

export async function mediaState(client: Client, mediaDir: string): Promise<MediaState> {
  const named = await client.execute(
    `SELECT user_id, picture AS id FROM words WHERE picture != ''
     UNION SELECT user_id, speech_word FROM words WHERE speech_word != ''
     UNION SELECT user_id, speech_sentence FROM words WHERE speech_sentence != ''
     UNION SELECT user_id, speech_sentence FROM encounters WHERE speech_sentence != ''`,
  );
  const rows = await client.execute('SELECT user_id, id FROM media');
  const keyOf = (row: Record<string, unknown>) => `${row.user_id}/${row.id}`;
  return {
    referenced: new Set(named.rows.map(keyOf)),
    rows: new Set(rows.rows.map(keyOf)),
    files: new Set(mediaFiles(mediaDir)),
  };
}

/** What breaks the invariants, by kind; all empty when the media are whole. */
export function mediaProblems(state: MediaState) {
  const minus = (a: Set<string>, b: Set<string>) => [...a].filter((k) => !b.has(k)).sort();
  return {
    namedWithoutRow: minus(state.referenced, state.rows),
    rowsWithoutFile: minus(state.rows, state.files),
    filesWithoutRow: minus(state.files, state.rows),
    rowsNamedByNoWord: minus(state.rows, state.referenced),
  };
}

export const NO_MEDIA_PROBLEMS = {
  namedWithoutRow: [],
  rowsWithoutFile: [],
  filesWithoutRow: [],
  rowsNamedByNoWord: [],
};
