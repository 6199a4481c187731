// The worker threads' pool: a file is read in a thread, a file that is not what it claims comes
// back as its message, a cancelled task and a full queue end with their clear messages.
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../api/src/errors';
import { createWorkerPool, WorkerTaskFailed } from '../../../api/src/jobs/worker-pool';
import { IMPORT_MESSAGES } from '../../../shared/import/texts';
import { JOB_MESSAGES } from '../../../shared/jobs/texts';

const pool = createWorkerPool({ threads: 1 });
const full = createWorkerPool({ threads: 1, queueMax: 0 });
afterAll(async () => {
  await pool.close();
  await full.close();
});

const table = { header: false, mapping: { word: 0 } };
const bytes = (text: string) => new TextEncoder().encode(text);

describe('the worker pool', () => {
  it('reads a file in a thread, and answers a bad one with its message', async () => {
    const read = await pool.run('readImport', { format: 'csv', bytes: bytes('uno\ndos\n'), table });
    expect('records' in read && read.records.map((r) => r.word)).toEqual(['uno', 'dos']);
    const refused = await pool.run('readImport', { format: 'csv', bytes: bytes('a\n"open\n'), table });
    expect(refused).toEqual({ refused: IMPORT_MESSAGES.brokenQuotes(2) });
  });

  it('ends a cancelled task with the cancel message', async () => {
    const task = pool.run('readImport', { format: 'csv', bytes: bytes('uno\n'), table }, AbortSignal.abort());
    await expect(task).rejects.toEqual(new WorkerTaskFailed(JOB_MESSAGES.cancelled));
  });

  it('refuses work past its queue with 503 and the busy message', async () => {
    const task = full.run('readImport', { format: 'csv', bytes: bytes('uno\n'), table });
    await expect(task).rejects.toBeInstanceOf(AppError);
    await expect(task).rejects.toMatchObject({ status: 503, message: JOB_MESSAGES.serverBusy });
  });
});
