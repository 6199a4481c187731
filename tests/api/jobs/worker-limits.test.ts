// An import whose reading thread outgrows its memory bound, or dies (process.exit, as a crash of a
// native reader would): read for the upload, the file is refused with the limit's message (422);
// read in a job (one queued by another process, whose records this process does not hold), the
// job ends failed with that message on its row. Either way no word is stored, the job's bytes are
// cleared, and the server answers its health and the list, and imports the next file. Under Bun
// a real file cannot reach either limit on demand (Bun does not enforce a thread's heap limit), so
// the pool runs tasks whose reader misbehaves on a file's text (fixtures/hostile-tasks.ts).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../../api/src/db/schema';
import { createWorkerPool } from '../../../api/src/jobs/worker-pool';
import type { ImportOptions } from '../../../shared/api';
import { JOB_MESSAGES } from '../../../shared/jobs/texts';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { importFile, startImport, waitForJob } from '../import/helpers';
import { claimOf, signUp } from '../users/helpers';
import { listWords } from '../words/helpers';

const options: ImportOptions = {
  format: 'csv',
  onExisting: 'skip',
  table: { header: false, mapping: { word: 0 } },
};

let t: TestApp;
beforeAll(async () => {
  const workers = createWorkerPool({
    threads: 1,
    // Far above what reading a one-line file grows the process by, far below the machine's memory.
    taskMaxMb: 96,
    tasksModule: new URL('./fixtures/hostile-tasks.ts', import.meta.url),
  });
  t = await createTestApp({}, { workers });
});
afterAll(() => t.close());

async function expectServing(token: string) {
  expect((await t.request('GET', '/api/health')).status).toBe(200);
  expect((await t.request('GET', '/api/words/get/words', { token })).status).toBe(200);
}

describe.each([
  { limit: 'outgrows its memory', text: 'GROW', message: JOB_MESSAGES.tooMuchMemory },
  { limit: 'dies', text: 'EXIT', message: JOB_MESSAGES.workerDied },
])('an import whose reading thread $limit', ({ text, message }) => {
  it('is refused at upload with its message, and nothing is stored', async () => {
    const { token } = await signUp(t, `upload-${text.toLowerCase()}@example.com`);
    const res = await startImport(t, token, `${text}\n`, 'words.csv', options);
    expect({ status: res.status, message: (await res.json()).message }).toEqual({ status: 422, message });
    expect(
      await t.db
        .select()
        .from(jobs)
        .where(eq(jobs.userId, claimOf(token).id)),
    ).toEqual([]);
    expect(await listWords(t, token)).toEqual([]);
    await expectServing(token);
  });

  it('run as a job, ends failed with its message on the row, nothing stored, and the server serves on', async () => {
    const { token } = await signUp(t, `job-${text.toLowerCase()}@example.com`);
    const id = `queued-elsewhere-${text}`;
    await t.db.insert(jobs).values({
      id,
      kind: 'import',
      userId: claimOf(token).id,
      payload: JSON.stringify(options),
      input: Buffer.from(`${text}\n`),
      status: 'queued',
      createdAt: t.clock.now(),
    });
    await t.jobs.kick();
    await t.jobs.idle();
    expect(await waitForJob(t, token, id)).toMatchObject({ state: 'failed', message });
    const [row] = await t.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({ status: 'failed', error: message, input: null, attempts: 1 });
    expect(await listWords(t, token)).toEqual([]);
    await expectServing(token);
    // The pool has a thread again: the learner's next file is imported.
    expect(await importFile(t, token, 'siguiente\n', 'next.csv', options)).toMatchObject({
      state: 'done',
      report: { added: 1 },
    });
    expect((await listWords(t, token)).map((word) => word.word)).toEqual(['siguiente']);
  });
});
