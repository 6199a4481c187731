// The tasks the worker threads run, as the request side sees them (worker-tasks.ts runs them).
import type { TableOptions } from '../../../shared/import/mapping';
import type { ImportFormat } from '../../../shared/import/texts';
import type { ImportRecord } from '../modules/import/import-record';

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

export interface WorkerTasks {
  readImport: (task: ReadImportTask) => ReadImportAnswer;
  buildApkg: (task: BuildApkgTask) => BuiltApkg;
}
