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

export interface WorkerTasks {
  readImport: (task: ReadImportTask) => ReadImportAnswer;
}
