// kill -9 of the process holding an import's lease, mid-import (issue 32): another process on the
// same data folder takes the job over once the lease has run out (its clock is moved past the
// lease, not waited for) and finishes it, and the file's words are stored once — none lost, none
// twice. Counted in work: a round counts only when the kill provably fell while the job was
// running and nothing of it was committed; a kill that came after the commit (a fast machine) is
// checked the same way and another round is made.
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { afterEach, expect, it } from 'vitest';
import { LEASE_MS } from '../../api/src/jobs/table';
import { type Members, signUp, startMembers } from '../api/several-processes/members';
import { claimOf } from '../api/users/helpers';

const ROWS = 4000;
const MAX_ROUNDS = 5;

const csv = (round: number) =>
  [
    'Word,Translation,Sentence,Category',
    ...Array.from(
      { length: ROWS },
      (_, i) => `r${round}w${i},t${i},A sentence with r${round}w${i} in it.,No`,
    ),
  ].join('\n');

let members: Members | undefined;
afterEach(async () => {
  await members?.stop();
  members = undefined;
});

function database(dataDir: string) {
  return createClient({ url: `file:${join(dataDir, 'wordhoard.db')}` });
}

async function jobRow(dataDir: string, id: string) {
  const db = database(dataDir);
  try {
    const found = await db.execute({ sql: 'select status, attempts from jobs where id = ?', args: [id] });
    return found.rows[0] as unknown as { status: string; attempts: number } | undefined;
  } finally {
    db.close();
  }
}

async function storedWords(dataDir: string, userId: number) {
  const db = database(dataDir);
  try {
    const found = await db.execute({
      sql: 'select count(*) as words, count(distinct word) as distinct_words from words where user_id = ?',
      args: [userId],
    });
    const row = found.rows[0] as unknown as { words: number; distinct_words: number };
    return { words: Number(row.words), distinct: Number(row.distinct_words) };
  } finally {
    db.close();
  }
}

/** One round; answers whether the kill fell while the job ran (then it was taken over). */
async function round(index: number): Promise<boolean> {
  members = await startMembers(1);
  const { dataDir } = members;
  const token = await signUp(members, `importer-${index}@example.com`);
  const userId = claimOf(token).id;
  const form = new FormData();
  form.append('file', new File([csv(index)], 'words.csv'));
  form.append(
    'options',
    JSON.stringify({
      format: 'csv',
      onExisting: 'skip',
      table: { header: true, mapping: { word: 0, wordTranslation: 1, sentence: 2, category: 3 } },
    }),
  );
  const started = await fetch(`${members.list[0]?.url}/api/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(started.status, await started.clone().text()).toBe(202);
  const { id } = (await started.json()) as { id: string };

  // Read from the database file, not from the process: its loop is busy with the import.
  for (;;) {
    const job = await jobRow(dataDir, id);
    if (job?.status === 'running' || job?.status === 'done') break;
    await new Promise((r) => setTimeout(r, 10));
  }
  await members.kill(0);
  const atKill = await jobRow(dataDir, id);
  const midImport = atKill?.status === 'running';
  // Nothing of a job is committed before it is done: a killed job left no word behind.
  if (midImport) expect(await storedWords(dataDir, userId)).toEqual({ words: 0, distinct: 0 });

  const other = await members.add();
  await members.advanceClocks(LEASE_MS + 1000);
  let answer: { state: string; report?: { added?: number } };
  for (;;) {
    const res = await fetch(`${other.url}/api/import/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    answer = await res.json();
    if (answer.state === 'done' || answer.state === 'failed') break;
    await new Promise((r) => setTimeout(r, 50));
  }
  expect(answer.state).toBe('done');
  expect(await storedWords(dataDir, userId)).toEqual({ words: ROWS, distinct: ROWS });
  if (midImport) expect((await jobRow(dataDir, id))?.attempts).toBe(2);
  await members.stop();
  members = undefined;
  return midImport;
}

it('finishes on another process an import whose process was killed mid-import, its words stored once', async () => {
  let takenOver = 0;
  for (let i = 0; i < MAX_ROUNDS && takenOver === 0; i++) if (await round(i)) takenOver += 1;
  expect(takenOver).toBe(1);
});
