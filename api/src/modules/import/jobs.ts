// Import jobs live in the API process's memory (decision 0026): an import is one request's
// file worked through in the background; its progress is polled a few times a second and read by
// no one else. A job belongs to its learner; one runs per learner at a time; finished ones are
// kept an hour for the page to read their report, then forgotten.
import type { ImportJobAnswer, ImportReport } from '../../../../shared/api';
import { IMPORT_MESSAGES } from '../../../../shared/import/texts';
import { AppError } from '../../errors';

const KEEP_FINISHED_MS = 60 * 60 * 1000;

interface Job extends ImportJobAnswer {
  userId: number;
  finishedAt?: number;
  /** The audio spoken after the commit; tests wait for it. */
  speaking?: Promise<void>;
}

export interface ImportJobs {
  /** A new job, or null while the learner has one running. */
  start(userId: number, now: number): Job | null;
  /** Whether the learner has a job running: checked again before a new upload is read. */
  running(userId: number): boolean;
  /** The learner's job; another learner's reads as absent. */
  find(userId: number, id: string, now: number): Job | undefined;
  finish(
    job: Job,
    outcome: { report: ImportReport; speaking: Promise<void> } | { error: unknown },
    now: number,
  ): void;
}

export function createImportJobs(): ImportJobs {
  const jobs = new Map<string, Job>();
  const forgetOld = (now: number) => {
    for (const [id, job] of jobs)
      if (job.finishedAt && now - job.finishedAt > KEEP_FINISHED_MS) jobs.delete(id);
  };
  const running = (userId: number) =>
    [...jobs.values()].some((job) => job.userId === userId && !job.finishedAt);
  return {
    running,
    start(userId, now) {
      forgetOld(now);
      if (running(userId)) return null;
      const job: Job = { id: crypto.randomUUID(), userId, state: 'reading', done: 0, total: 0 };
      jobs.set(job.id, job);
      return job;
    },
    find(userId, id, now) {
      forgetOld(now);
      const job = jobs.get(id);
      return job?.userId === userId ? job : undefined;
    },
    finish(job, outcome, now) {
      job.finishedAt = now;
      if ('report' in outcome) {
        job.state = 'done';
        job.done = job.total;
        job.report = outcome.report;
        job.speaking = outcome.speaking;
        return;
      }
      job.state = 'failed';
      // A refusal the learner can act on (a quota) says so; anything else says nothing was changed.
      const error = outcome.error;
      job.message = error instanceof AppError && error.status < 500 ? error.message : IMPORT_MESSAGES.failed;
      if (!(error instanceof AppError)) console.error('Import failed; nothing was stored', error);
    },
  };
}

/** What the poll answers: the job without its owner or internals. */
export const jobAnswer = ({ id, state, done, total, report, message }: Job): ImportJobAnswer => ({
  id,
  state,
  done,
  total,
  ...(report ? { report } : {}),
  ...(message ? { message } : {}),
});
