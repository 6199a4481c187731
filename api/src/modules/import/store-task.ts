// The worker task that runs an import's storing transaction (store-in-worker.ts sends it,
// jobs/worker-tasks.ts runs it). Its types are added to the pool's task list here, by module
// augmentation: jobs/worker-types.ts naming the import's types itself would close an import cycle
// (the pool, the import pipeline, the app's deps, the pool).
import type { MessagePort } from 'node:worker_threads';
import type { Skips, StoreData } from './pipeline/run';
import type { Stored } from './pipeline/store';

/** Run through the thread's own connection; the job is marked done in it, by its process (`owner`). */
export interface StoreImportTask {
  databaseUrl: string;
  databaseAuthToken?: string;
  data: StoreData;
  job: Skips & { id: string; owner: string; now: number };
  /** Words stored since the last message, for the progress bar. */
  port: MessagePort;
}

/**
 * Stored; or refused with the learner's message (account gone); or the job is not ours any more; or
 * the transaction failed otherwise (rolled back), with the error for the log.
 */
export type StoreImportAnswer =
  | { stored: Stored }
  | { refused: string }
  | { leaseLost: true }
  | { failed: string };

declare module '../../jobs/worker-types' {
  interface WorkerTasks {
    storeImport: (task: StoreImportTask) => StoreImportAnswer;
  }
}
