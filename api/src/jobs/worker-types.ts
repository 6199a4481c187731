// The tasks the worker threads run, as the request side sees them (worker-tasks.ts runs them).
import type { MessagePort } from 'node:worker_threads';
import type { ExportFormat } from '../../../shared/export/texts';
import type { TableOptions } from '../../../shared/import/mapping';
import type { ImportFormat } from '../../../shared/import/texts';
import type { WorkloadPoint } from '../../../shared/review/retention-advice';
import type { ImportRecord } from '../modules/import/import-record';
import type { FitOptions } from '../modules/review/binding-fitter';
import type { WordHistory } from '../modules/review/review-history';
import type { WorkloadInput } from '../modules/review/workload-simulation';
import type { MediaStoreOptions } from '../providers/media';

export interface ReadImportTask {
  format: ImportFormat;
  bytes: Uint8Array;
  table?: TableOptions;
}

export type ReadImportAnswer = { records: ImportRecord[] } | { refused: string };

/** A task that reads the learners' database through the thread's own connection. */
export interface DatabaseTask {
  databaseUrl: string;
  databaseAuthToken?: string;
  userId: number;
  nowMs: number;
  /** The server's temporary folder now: a thread's environment is a copy taken when it started. */
  tempDir: string;
}

/**
 * An export written whole to a file (docs/decisions/0041): a job's, or the direct .apkg's answer.
 * Progress goes through `port` when the caller shows it (a job); the direct route has none.
 */
export interface WriteExportTask extends DatabaseTask {
  format: ExportFormat;
  uuids?: string[];
  media: MediaStoreOptions;
  path: string;
  port?: MessagePort;
}

export interface WrittenExport {
  bytes: number;
  /** The last counted stage's counts (words, or media files). */
  done: number;
  total: number;
}

/** A learner's history to fit FSRS parameters to (docs/decisions/0024). */
export interface FitTask {
  histories: WordHistory[];
  options?: FitOptions;
}

export interface WorkerTasks {
  readImport: (task: ReadImportTask) => ReadImportAnswer;
  writeExport: (task: WriteExportTask) => WrittenExport;
  /** The fitted parameters, or null where the native optimizer cannot load. */
  fitParameters: (task: FitTask) => number[] | null;
  /** A year of study simulated at each desired retention (decision 0047). */
  simulateWorkload: (task: WorkloadInput) => WorkloadPoint[];
}
