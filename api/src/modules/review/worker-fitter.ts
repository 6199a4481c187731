// The optimizer's fit in a worker thread (docs/decisions/0041-export-jobs.md §3): fsrs-rs takes
// seconds of CPU on a long history, which on the request loop would be every learner's wait. A
// worker that fails, dies or runs past its time limit is a failed fit: the optimizer logs it and
// the current parameters stay.
import type { WorkerPool } from '../../jobs/worker-pool';
import type { Fitter } from './binding-fitter';

export function createWorkerFitter(workers: WorkerPool): Fitter {
  return (histories, options) => workers.run('fitParameters', { histories, options });
}
