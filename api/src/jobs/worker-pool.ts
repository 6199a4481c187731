// Worker threads for CPU-heavy work (reading an uploaded collection; later exports and the fit), so
// one learner's heavy job never stalls another's request. piscina (docs/decisions/0040): it runs
// under Bun (checked: tasks, named tasks, abort signals that end the thread), keeps threads warm
// between tasks and bounds its queue; a hand-written pool would repeat all of that.
//
// Limits per task: a time limit (the task is aborted and its thread ended) and a memory limit
// (resourceLimits, enforced by Node's workers; and the process's growth while the task runs,
// memory-watch.ts, which is what holds under Bun).
import { availableParallelism } from 'node:os';
import type { MessagePort } from 'node:worker_threads';
import Piscina from 'piscina';
import {
  JOB_MESSAGES,
  WORKER_QUEUE_MAX,
  WORKER_TASK_MAX_MB,
  WORKER_TASK_MAX_MS,
} from '../../../shared/jobs/texts';
import { unavailable } from '../errors';
import { watchMemory } from './memory-watch';
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
  /** The most memory (MB) one task may take before it is stopped. */
  taskMaxMb?: number;
  /** The module whose exports are the tasks: worker-tasks.ts; tests name one whose tasks misbehave. */
  tasksModule?: URL;
}

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';
/** Node's end of a thread past its heap limit. */
const isOutOfMemory = (error: unknown) =>
  error instanceof Error && (error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY';

export function createWorkerPool(options: WorkerPoolOptions = {}): WorkerPool {
  // One core stays for the request loop.
  const threads = options.threads ?? Math.max(1, Math.min(2, availableParallelism() - 1));
  const pool = new Piscina({
    filename: (options.tasksModule ?? new URL('./worker-tasks.ts', import.meta.url)).href,
    minThreads: 0,
    maxThreads: threads,
    maxQueue: options.queueMax ?? WORKER_QUEUE_MAX,
    idleTimeout: 60_000,
    resourceLimits: { maxOldGenerationSizeMb: options.taskMaxMb ?? WORKER_TASK_MAX_MB },
  });
  const taskMaxMs = options.taskMaxMs ?? WORKER_TASK_MAX_MS;
  const taskMaxMb = options.taskMaxMb ?? WORKER_TASK_MAX_MB;
  return {
    async run(name, task, signal, transferList) {
      if (pool.queueSize >= (options.queueMax ?? WORKER_QUEUE_MAX))
        throw unavailable(JOB_MESSAGES.serverBusy, 'workers_busy');
      const timeout = AbortSignal.timeout(taskMaxMs);
      const memory = new AbortController();
      const unwatch = watchMemory(taskMaxMb, () => memory.abort());
      try {
        const all = AbortSignal.any([timeout, memory.signal, ...(signal ? [signal] : [])]);
        // piscina derives its TransferList type from postMessage's overloads, which Bun's types
        // widen to an options object; the value is the plain list piscina expects.
        return await pool.run(task, { name, signal: all, transferList: transferList as never });
      } catch (error) {
        if (signal?.aborted) throw new WorkerTaskFailed(JOB_MESSAGES.cancelled);
        if (memory.signal.aborted || isOutOfMemory(error))
          throw new WorkerTaskFailed(JOB_MESSAGES.tooMuchMemory);
        if (timeout.aborted && isAbort(error)) throw new WorkerTaskFailed(JOB_MESSAGES.tooSlow);
        if (error instanceof Error && /queue is at limit/i.test(error.message))
          throw unavailable(JOB_MESSAGES.serverBusy, 'workers_busy');
        console.error('A worker task failed', error);
        throw new WorkerTaskFailed(JOB_MESSAGES.workerDied);
      } finally {
        unwatch();
      }
    },
    close: () => pool.destroy(),
  };
}
