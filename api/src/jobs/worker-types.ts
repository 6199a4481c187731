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

/** An Anki package's collection built from the learner's words, read through its own connection. */
export interface BuildApkgTask {
  databaseUrl: string;
  databaseAuthToken?: string;
  userId: number;
  uuids?: string[];
  nowMs: number;
  /** The server's temporary folder now: a thread's environment is a copy taken when it started. */
  tempDir: string;
}

/** The collection file in its temporary folder, and its media in zip order (BuiltCollection). */
export interface BuiltApkg {
  dir: string;
  path: string;
  media: { id: string; name: string }[];
}

/** An export written whole to a file (docs/decisions/0041); progress goes through `port`. */
export interface WriteExportTask extends Omit<BuildApkgTask, 'uuids'> {
  format: ExportFormat;
  uuids?: string[];
  media: MediaStoreOptions;
  path: string;
  port: MessagePort;
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
  buildApkg: (task: BuildApkgTask) => BuiltApkg;
  writeExport: (task: WriteExportTask) => WrittenExport;
  /** The fitted parameters, or null where the native optimizer cannot load. */
  fitParameters: (task: FitTask) => number[] | null;
  /** A year of study simulated at each desired retention (decision 0047). */
  simulateWorkload: (task: WorkloadInput) => WorkloadPoint[];
}
