// Runs the jobs of the jobs table in this process (docs/decisions/0040): it claims one when it has
// room (on a kick after an upload, and on a poll that also finds jobs other processes left behind
// when they died), keeps each running job's lease alive with a heartbeat that stores its progress,
// and ends the job with its outcome. A job's handler commits its effects together with markDone;
// a heartbeat that finds the job no longer ours (cancelled, or taken over after a stall) aborts it.
import type { Clock } from '../clock';
import type { Database } from '../db';
import { AppError } from '../errors';
import {
  claim,
  heartbeat,
  type JobProgress,
  type JobRow,
  LEASE_MS,
  LeaseLost,
  markDone,
  markFailed,
  release,
  tidy,
} from './table';
import { WorkerTaskFailed } from './worker-pool';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface JobContext {
  signal: AbortSignal;
  progress(stage: string, done: number, total: number): void;
  /** Called inside the transaction of the job's effects: marks it done by us, or rolls all back. */
  commit(tx: Tx, result: unknown): Promise<void>;
}

export interface JobHandler {
  run(job: JobRow, context: JobContext): Promise<void>;
  /** The learner's message for a failure that is not theirs to fix. */
  failedMessage: string;
}

type RunnerDeps = { db: Database; clock: Clock };

/** How often a running job's counts are stored for its progress bar, at most. */
const PROGRESS_STORE_MS = 1000;

export interface JobRunnerOptions {
  /** Jobs this process runs at once. */
  concurrency?: number;
  /** Polls for jobs left by others (real milliseconds). */
  pollMs?: number;
}

export function createJobRunner(deps: RunnerDeps, options: JobRunnerOptions = {}) {
  /** Each feature registers the kinds it runs (the import module: 'import'). */
  const handlers: Record<string, JobHandler> = {};
  const concurrency = options.concurrency ?? 1;
  const running = new Map<string, { progress: JobProgress; abort: AbortController; done: Promise<void> }>();
  let stopped = false;
  let claiming: Promise<void> = Promise.resolve();

  const beat = async (id: string) => {
    const job = running.get(id);
    if (!job) return;
    if (!(await heartbeat(deps.db, id, job.progress, deps.clock.now()))) job.abort.abort();
  };

  async function execute(row: JobRow, abort: AbortController, progress: JobProgress) {
    const handler = handlers[row.kind];
    let storedAt = 0;
    const context: JobContext = {
      signal: abort.signal,
      progress(stage, done, total) {
        const changedStage = progress.stage !== stage;
        Object.assign(progress, { stage, done, total });
        // The counts reach the page that polls (from any process) at most once a second; a new
        // stage at once. Real time: this paces database writes, it decides nothing.
        if (!changedStage && Date.now() - storedAt < PROGRESS_STORE_MS) return;
        storedAt = Date.now();
        void beat(row.id).catch(() => {});
      },
      commit: (tx, result) => markDone(tx, row.id, result, deps.clock.now()),
    };
    const timer = setInterval(() => void beat(row.id).catch(() => {}), LEASE_MS / 3);
    try {
      if (!handler) throw new Error(`no handler for jobs of kind ${row.kind}`);
      await handler.run(row, context);
    } catch (error) {
      // Cancelled or taken over: the job is not ours to end.
      if (error instanceof LeaseLost || abort.signal.aborted) return;
      const message =
        error instanceof WorkerTaskFailed || (error instanceof AppError && error.status < 500)
          ? error.message
          : (handler?.failedMessage ?? 'The job failed.');
      if (!(error instanceof AppError) && !(error instanceof WorkerTaskFailed))
        console.error(`Job ${row.kind} ${row.id} failed; nothing was stored`, error);
      await markFailed(deps.db, row.id, message, deps.clock.now());
    } finally {
      clearInterval(timer);
      running.delete(row.id);
    }
  }

  async function fill() {
    await tidy(deps.db, deps.clock.now());
    while (!stopped && running.size < concurrency) {
      const kinds = Object.keys(handlers);
      if (kinds.length === 0) return;
      const row = await claim(deps.db, kinds, deps.clock.now());
      if (!row) return;
      const abort = new AbortController();
      const progress = { stage: row.stage, done: row.done, total: row.total };
      const entry = { progress, abort, done: Promise.resolve() };
      running.set(row.id, entry);
      entry.done = execute(row, abort, progress).finally(() => kick());
    }
  }

  /** Claims what this process has room for; one claim round at a time. */
  function kick(): Promise<void> {
    claiming = claiming.then(fill).catch((error: unknown) => console.error('Claiming jobs failed', error));
    return claiming;
  }

  const poll = setInterval(() => void kick(), options.pollMs ?? 2000);
  poll.unref?.();

  return {
    register(kind: string, handler: JobHandler) {
      handlers[kind] = handler;
    },
    kick,
    /** A cancel seen by this process: its job stops now, not at its next heartbeat. */
    abort(id: string) {
      running.get(id)?.abort.abort();
    },
    /** Resolves when no job of this process runs (tests; a clean stop). */
    async idle() {
      for (;;) {
        await claiming;
        const current = [...running.values()].map((job) => job.done);
        if (current.length === 0) return;
        await Promise.all(current);
      }
    },
    /** Stops claiming; running jobs are aborted and handed back for another process to run. */
    async stop() {
      stopped = true;
      clearInterval(poll);
      const ids = [...running.keys()];
      for (const job of running.values()) job.abort.abort();
      await Promise.all([...running.values()].map((job) => job.done));
      await claiming;
      for (const id of ids) await release(deps.db, id);
    },
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
