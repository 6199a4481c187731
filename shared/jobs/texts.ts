// Heavy work done off the request loop (docs/decisions/0040-jobs-and-several-processes.md): the
// bounds every process keeps, and the messages a learner sees when a job cannot start or end.

/** Jobs waiting or running at once, over all learners and processes: past it, a new one is refused (503). */
export const JOBS_WAITING_MAX = 40;
/** Files being read in this process's worker threads at once, waiting ones included (503 past it). */
export const WORKER_QUEUE_MAX = 16;
/** A job whose process stopped this many times is given up (a file that kills its worker). */
export const JOB_ATTEMPTS_MAX = 3;
/** The longest one worker task may take before it is stopped. */
export const WORKER_TASK_MAX_MS = 5 * 60 * 1000;
/**
 * The most memory one worker task may take (MB): the thread's heap under Node; under Bun, which does
 * not enforce a thread's heap limit, what the process grows by while the task runs.
 */
export const WORKER_TASK_MAX_MB = 1024;
/**
 * The longest a write waits for another process (or thread) to let go of the database file's
 * write lock; past it the request is answered 503 and nothing of it is saved (decision 0042).
 * A bound for a lock never let go (a stuck process), far above any one transaction's hold.
 */
export const DATABASE_LOCK_WAIT_MAX_MS = 10_000;

export const JOB_MESSAGES = {
  serverBusy:
    'The server is busy with other imports and exports. Nothing was started; try again in a minute.',
  gaveUp: 'The import stopped before it finished, several times. Nothing was changed; try a smaller file.',
  tooSlow: 'The file took too long to read and was stopped. Nothing was changed; try a smaller file.',
  workerDied: 'Reading the file stopped the reader. Nothing was changed; try a smaller or another file.',
  tooMuchMemory:
    'The file needed more memory than one import may use and was stopped. Nothing was changed; try a smaller file.',
  cancelled: 'The import was cancelled. Nothing was changed.',
  notCancellable: 'This import has already ended.',
} as const;

/** A write that waited DATABASE_LOCK_WAIT_MAX_MS for another process's write to end. */
export const DATABASE_BUSY_MESSAGE =
  'The server is busy saving other changes. Nothing was saved; please try again in a moment.';
