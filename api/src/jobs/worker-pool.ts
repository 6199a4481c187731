// Worker threads for CPU-heavy work (reading an uploaded collection; later exports and the fit), so
// one learner's heavy job never stalls another's request. piscina (docs/decisions/0040): it runs
// under Bun (checked: tasks, named tasks, abort signals that end the thread), keeps threads warm
// between tasks and bounds its queue; a hand-written pool would repeat all of that.
//
// Limits per task: a time limit (the task is aborted and its thread ended) and a memory limit
// (resourceLimits: enforced by Node's workers; Bun accepts the option but does not enforce it, so
// the upload's own byte limits are the bound that holds there).
import { availableParallelism } from 'node:os';
import type { MessagePort } from 'node:worker_threads';
import Piscina from 'piscina';
import { JOB_MESSAGES, WORKER_QUEUE_MAX, WORKER_TASK_MAX_MS } from '../../../shared/jobs/texts';
import { unavailable } from '../errors';
import type { WorkerTasks } from './worker-types';

/** A task that did not answer: its message is the learner's, and nothing was changed. */
export class WorkerTaskFailed extends Error {}

export interface WorkerPool {
  run<N extends keyof WorkerTasks>(
    name: N,
    task: Parameters<WorkerTasks[N]>[0],
    signal?: AbortSignal,
    /** Objects moved to the thread rather than copied (a MessagePort for progress). */
    transferList?: MessagePort[],
  ): Promise<ReturnType<WorkerTasks[N]>>;
  close(): Promise<void>;
}

export interface WorkerPoolOptions {
  threads?: number;
  queueMax?: number;
  taskMaxMs?: number;
}

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

export function createWorkerPool(options: WorkerPoolOptions = {}): WorkerPool {
  // One core stays for the request loop.
  const threads = options.threads ?? Math.max(1, Math.min(2, availableParallelism() - 1));
  const pool = new Piscina({
    filename: new URL('./worker-tasks.ts', import.meta.url).href,
    minThreads: 0,
    maxThreads: threads,
    maxQueue: options.queueMax ?? WORKER_QUEUE_MAX,
    idleTimeout: 60_000,
    resourceLimits: { maxOldGenerationSizeMb: 1024 },
  });
  const taskMaxMs = options.taskMaxMs ?? WORKER_TASK_MAX_MS;
  return {
    async run(name, task, signal, transferList) {
      if (pool.queueSize >= (options.queueMax ?? WORKER_QUEUE_MAX))
        throw unavailable(JOB_MESSAGES.serverBusy, 'workers_busy');
      const timeout = AbortSignal.timeout(taskMaxMs);
      try {
        const both = signal ? AbortSignal.any([signal, timeout]) : timeout;
        // piscina derives its TransferList type from postMessage's overloads, which Bun's types
        // widen to an options object; the value is the plain list piscina expects.
        return await pool.run(task, { name, signal: both, transferList: transferList as never });
      } catch (error) {
        if (signal?.aborted) throw new WorkerTaskFailed(JOB_MESSAGES.cancelled);
        if (timeout.aborted && isAbort(error)) throw new WorkerTaskFailed(JOB_MESSAGES.tooSlow);
        if (error instanceof Error && /queue is at limit/i.test(error.message))
          throw unavailable(JOB_MESSAGES.serverBusy, 'workers_busy');
        console.error('A worker task failed', error);
        throw new WorkerTaskFailed(JOB_MESSAGES.workerDied);
      }
    },
    close: () => pool.destroy(),
  };
}
