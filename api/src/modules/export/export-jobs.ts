// Exports as jobs of the jobs table (docs/decisions/0041-export-jobs.md, beside 0040's imports):
// the file is written whole in a worker thread into the data folder, its progress stored on the
// job, and it is downloaded once done. A job that fails or is cancelled leaves no file; a job
// whose process died is written again from the start by whoever claims it (its payload says it all).
import { mkdir, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MessageChannel } from 'node:worker_threads';
import { and, eq } from 'drizzle-orm';
import type { ExportJobAnswer } from '../../../../shared/api';
import { EXPORT_JOB_MESSAGES, isExportStage } from '../../../../shared/export/job-texts';
import { type ExportFormat, exportFileName } from '../../../../shared/export/texts';
import { JOB_MESSAGES } from '../../../../shared/jobs/texts';
import { jobs } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import type { JobHandler } from '../../jobs/runner';
import { cancel, type JobRow } from '../../jobs/table';
import { WorkerTaskFailed } from '../../jobs/worker-pool';
import type { WriteExportTask } from '../../jobs/worker-types';
import type { MediaStoreOptions } from '../../providers/media';

export const EXPORT_KIND = 'export';

export interface ExportPayload {
  format: ExportFormat;
  uuids?: string[];
}

export interface ExportResult {
  fileName: string;
  bytes: number;
  done: number;
  total: number;
}

/** The folder of finished exports, shared by every process on the data folder. */
export const exportsDir = (deps: Pick<AppDeps, 'config'>) => join(deps.config.dataDir, 'exports');
/** The job's file; its id is a server-made uuid, never the learner's text. */
export const exportPath = (deps: Pick<AppDeps, 'config'>, id: string) => join(exportsDir(deps), id);

/** The media store a worker thread opens: the one the server's configuration names. */
function exportMediaOptions(config: AppDeps['config']): MediaStoreOptions {
  const { store, s3Bucket, s3Endpoint } = config.media;
  return store === 's3' && s3Bucket
    ? { store: 's3', s3: { bucket: s3Bucket, endpoint: s3Endpoint } }
    : { store: 'fs', folder: config.mediaDir };
}

/**
 * A worker's export task: what the caller chose (format, words, learner, file, progress port) and
 * what the thread needs of this server (its database, media store, clock and temporary folder).
 */
export function writeExportTask(
  deps: Pick<AppDeps, 'config' | 'clock'>,
  chosen: Pick<WriteExportTask, 'format' | 'uuids' | 'userId' | 'path' | 'port'>,
): WriteExportTask {
  return {
    ...chosen,
    databaseUrl: deps.config.databaseUrl,
    databaseAuthToken: deps.config.databaseAuthToken,
    media: exportMediaOptions(deps.config),
    nowMs: deps.clock.now(),
    tempDir: tmpdir(),
  };
}

/** The worker pool's messages speak of reading a file; an export's say what happened to it. */
const WORKER_TO_EXPORT: Record<string, string> = {
  [JOB_MESSAGES.tooSlow]: EXPORT_JOB_MESSAGES.tooSlow,
  [JOB_MESSAGES.workerDied]: EXPORT_JOB_MESSAGES.workerDied,
  [JOB_MESSAGES.tooMuchMemory]: EXPORT_JOB_MESSAGES.tooMuchMemory,
  [JOB_MESSAGES.cancelled]: EXPORT_JOB_MESSAGES.cancelled,
  [JOB_MESSAGES.gaveUp]: EXPORT_JOB_MESSAGES.gaveUp,
};

function exportFailure(error: unknown): unknown {
  if (error instanceof WorkerTaskFailed)
    return new WorkerTaskFailed(WORKER_TO_EXPORT[error.message] ?? error.message);
  // The pool's own queue was full: the job ends with the busy message rather than a failure of ours.
  if (error instanceof AppError && error.status === 503) return new WorkerTaskFailed(error.message);
  return error;
}

export function createExportJobHandler(deps: AppDeps): JobHandler {
  return {
    failedMessage: EXPORT_JOB_MESSAGES.failed,
    async run(job, context) {
      const { format, uuids } = JSON.parse(job.payload) as ExportPayload;
      const path = exportPath(deps, job.id);
      await mkdir(exportsDir(deps), { recursive: true });
      const { port1, port2 } = new MessageChannel();
      port1.on('message', ({ stage, done, total }) => context.progress(stage, done, total));
      try {
        const written = await deps.workers.run(
          'writeExport',
          writeExportTask(deps, { format, uuids, userId: job.userId, path, port: port2 }),
          context.signal,
          [port2],
        );
        const { bytes, done, total } = written;
        const fileName = exportFileName(format, new Date(deps.clock.now()));
        const result: ExportResult = { fileName, bytes, done, total };
        // Done only by the job's current owner; otherwise (cancelled meanwhile) the file goes.
        await deps.db.transaction((tx) => context.commit(tx, result));
      } catch (error) {
        await rm(path, { force: true });
        throw exportFailure(error);
      } finally {
        port1.close();
      }
    },
  };
}

/** What the poll answers: state, stage and counts, the file once done, the reason once ended. */
export function exportJobAnswer(row: Omit<JobRow, 'input'>): ExportJobAnswer {
  const { format } = JSON.parse(row.payload) as ExportPayload;
  const base = { id: row.id, format, stage: row.stage, done: row.done, total: row.total };
  if (row.status === 'done') {
    const result = JSON.parse(row.result ?? '{}') as ExportResult;
    return { ...base, state: 'done', ...result };
  }
  if (row.status === 'failed' || row.status === 'cancelled') {
    const message = row.error ? (WORKER_TO_EXPORT[row.error] ?? row.error) : EXPORT_JOB_MESSAGES.failed;
    return { ...base, state: row.status, message };
  }
  const waiting = row.status === 'queued' || !isExportStage(row.stage);
  return waiting ? { ...base, stage: 'waiting', state: 'waiting' } : { ...base, state: 'running' };
}

/**
 * Removes the files of exports whose rows are gone (kept an hour, then tidied) and the pieces a
 * killed process left. Run when an export starts, so the folder never holds more than an hour's.
 */
export async function sweepExportFiles(deps: Pick<AppDeps, 'db' | 'config'>) {
  const names = await readdir(exportsDir(deps)).catch(() => [] as string[]);
  if (names.length === 0) return;
  const rows = await deps.db
    .select({ id: jobs.id, status: jobs.status })
    .from(jobs)
    .where(eq(jobs.kind, EXPORT_KIND));
  const kept = new Map(rows.map((row) => [row.id, row.status]));
  for (const name of names) {
    const id = name.replace(/\.part$/, '');
    const status = kept.get(id);
    const keep = name.endsWith('.part') ? status === 'running' || status === 'queued' : status === 'done';
    if (!keep) await rm(join(exportsDir(deps), name), { force: true });
  }
}

/**
 * A learner's exports go with their words (account deletion, the retention day): waiting and
 * running ones are cancelled (a worker that still finishes cannot mark its job done, and its
 * handler then removes the file) and every finished file is removed now, not an hour later.
 */
export async function removeLearnersExports(deps: Pick<AppDeps, 'db' | 'config' | 'clock'>, userId: number) {
  const rows = await deps.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.kind, EXPORT_KIND), eq(jobs.userId, userId)));
  for (const { id } of rows) {
    await cancel(deps.db, userId, EXPORT_KIND, id, deps.clock.now());
    await rm(exportPath(deps, id), { force: true });
    await rm(`${exportPath(deps, id)}.part`, { force: true });
  }
}
