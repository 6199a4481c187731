// Import jobs live in the jobs table (docs/decisions/0040-jobs-and-several-processes.md, which
// replaces 0026's jobs in memory): the upload is read in a worker thread to refuse a bad file at
// once, then queued with its bytes, so any process may run it, and a job whose process died is run
// again from the bytes by another. The records read for the upload are kept in this process for
// its runner, so the common case reads the file once. One import per learner waits or runs.
import type { ImportJobAnswer, ImportOptions, ImportReport } from '../../../../shared/api';
import { IMPORT_MESSAGES } from '../../../../shared/import/texts';
import type { AppDeps } from '../../deps';
import { invalid } from '../../errors';
import type { JobHandler } from '../../jobs/runner';
import type { JobRow } from '../../jobs/table';
import { type WorkerPool, WorkerTaskFailed } from '../../jobs/worker-pool';
import type { ImportRecord } from './import-record';
import { applyLanguages } from './languages/guess';
import { runImport } from './pipeline/run';

export const IMPORT_KIND = 'import';

type ImportDeps = Pick<AppDeps, 'db' | 'media' | 'clock' | 'speech'> & { workers: WorkerPool };

/** Reads an upload's records off the request loop; a file that is not what it claims is refused (422). */
export async function readInWorker(
  workers: WorkerPool,
  { format, table }: Pick<ImportOptions, 'format' | 'table'>,
  bytes: Uint8Array,
  signal?: AbortSignal,
): Promise<ImportRecord[]> {
  const answer = await workers.run('readImport', { format, bytes, table }, signal).catch((error: unknown) => {
    // Read for the upload (no job yet): a file that kills its reader, outgrows its memory or its
    // time is the file's fault, said with its message (422), not a server error. In a job, the
    // runner ends the job with the same message.
    if (!signal && error instanceof WorkerTaskFailed) throw invalid(error.message, 'import_unreadable');
    throw error;
  });
  if ('refused' in answer) throw invalid(answer.refused, 'import_file');
  if (answer.records.length === 0) throw invalid(IMPORT_MESSAGES.empty, 'import_file');
  return answer.records;
}

export function createImportJobs(deps: ImportDeps) {
  /** Records read at upload, by job id, for this process's runner; dropped once taken or old. */
  const prepared = new Map<string, { records: ImportRecord[]; at: number }>();
  const forgetOld = (now: number) => {
    for (const [id, entry] of prepared) if (now - entry.at > 10 * 60 * 1000) prepared.delete(id);
  };

  const handler: JobHandler = {
    failedMessage: IMPORT_MESSAGES.failed,
    async run(job, context) {
      const options = JSON.parse(job.payload) as ImportOptions;
      const kept = prepared.get(job.id);
      prepared.delete(job.id);
      context.progress('reading', 0, 0);
      const records =
        kept?.records ??
        (await readInWorker(deps.workers, options, job.input ?? new Uint8Array(), context.signal));
      // The languages the learner chose per deck in the dialog (checked by importOptions).
      applyLanguages(records, options.languages ?? {});
      let stage = 'reading';
      let done = 0;
      let total = 0;
      const outcome = await runImport(deps, {
        userId: job.userId,
        records,
        onExisting: options.onExisting,
        progress: {
          stage(state, count) {
            [stage, done, total] = [state, 0, count];
            context.progress(stage, done, total);
          },
          step() {
            done += 1;
            context.progress(stage, done, total);
          },
        },
        commit: (tx, report) => context.commit(tx, report),
      });
      // The words are stored; their missing audio follows in the background (the retry job
      // finishes it if this process stops first).
      void outcome.speaking;
    },
  };

  return {
    handler,
    prepare(id: string, records: ImportRecord[], now: number) {
      forgetOld(now);
      prepared.set(id, { records, at: now });
    },
    forget(id: string) {
      prepared.delete(id);
    },
  };
}

export type ImportJobs = ReturnType<typeof createImportJobs>;

/** What the poll answers: the job's state, counts and outcome, without its owner or internals. */
export function jobAnswer(row: Omit<JobRow, 'input'>): ImportJobAnswer {
  const base = { id: row.id, done: row.done, total: row.total };
  if (row.status === 'done') {
    const report = JSON.parse(row.result ?? '{}') as ImportReport;
    return { ...base, state: 'done', done: row.total, report };
  }
  if (row.status === 'failed' || row.status === 'cancelled')
    return { ...base, state: 'failed', message: row.error ?? IMPORT_MESSAGES.failed };
  // Waiting for a free worker reads as the start of reading.
  return { ...base, state: row.stage === 'storing' ? 'storing' : 'reading' };
}
