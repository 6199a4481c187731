// An export job against the worker pool's limits, each on an app of its own with a small pool:
// a full queue and a task past its time limit end the job with their messages, leave no file, and
// the server serves on.
import { describe, expect, it } from 'vitest';
import { createWorkerPool } from '../../../api/src/jobs/worker-pool';
import { EXPORT_JOB_MESSAGES } from '../../../shared/export/job-texts';
import { JOB_MESSAGES } from '../../../shared/jobs/texts';
import { createTestApp } from '../helpers/test-app';
import { signUp } from '../users/helpers';
import { addWord } from '../words/helpers';
import { exportFiles, finishedExport, startExport } from './export-job-helpers';

describe('an export job whose worker queue is full', () => {
  it('ends with the busy message, leaves no file, and the server serves on', async () => {
    const full = await createTestApp({}, { workers: createWorkerPool({ threads: 1, queueMax: 0 }) });
    try {
      const learner = (await signUp(full, 'full-queue-export@example.com')).token;
      await addWord(full, learner, { word: 'lleno' });
      const job = await finishedExport(
        full,
        learner,
        (await startExport(full, learner, { format: 'csv' })).id,
      );
      expect(job).toMatchObject({ state: 'failed', message: JOB_MESSAGES.serverBusy });
      expect(exportFiles(full)).toEqual([]);
      expect((await full.request('GET', '/api/health')).status).toBe(200);
    } finally {
      await full.close();
    }
  });
});

describe('an export job past its time limit', () => {
  it('is stopped with its message, leaves no file, and the server serves on', async () => {
    // A limit of 0 ms: the timer fires before a thread can even open the database, so the task is
    // always stopped, whatever the machine's speed.
    const slow = await createTestApp({}, { workers: createWorkerPool({ threads: 1, taskMaxMs: 0 }) });
    try {
      const learner = (await signUp(slow, 'slow-export@example.com')).token;
      await addWord(slow, learner, { word: 'lento' });
      const job = await finishedExport(
        slow,
        learner,
        (await startExport(slow, learner, { format: 'backup' })).id,
      );
      expect(job).toMatchObject({ state: 'failed', message: EXPORT_JOB_MESSAGES.tooSlow });
      expect(exportFiles(slow)).toEqual([]);
      expect((await slow.request('GET', '/api/health')).status).toBe(200);
    } finally {
      await slow.close();
    }
  });
});
