// A worker task's memory bound that holds under Bun too. Node enforces a thread's heap limit
// (resourceLimits) and ends the thread with ERR_WORKER_OUT_OF_MEMORY; Bun accepts the option but
// does not enforce it (decision 0040, measured), so a task that grows without end would take the
// whole machine's memory. The process's resident size is sampled while the task runs: a task whose
// run grows it past the bound is stopped (its thread ended), which frees the thread's heap. The
// size is the process's, not the thread's: with two tasks at once, both are charged for the growth
// (the pool here has at most two threads; a false stop costs a retry, an unbounded one the server).

/** How often the size is read while a task runs: a read of /proc, cheap beside any task. */
const SAMPLE_MS = 50;

/** Calls `over` once the process has grown by more than `maxMb` since the watch began; answers the stop. */
export function watchMemory(maxMb: number, over: () => void): () => void {
  const start = process.memoryUsage.rss();
  const bound = maxMb * 1024 * 1024;
  const timer = setInterval(() => {
    if (process.memoryUsage.rss() - start <= bound) return;
    clearInterval(timer);
    over();
  }, SAMPLE_MS);
  timer.unref?.();
  return () => clearInterval(timer);
}
