// How long this process's event loop was kept from answering: a timer that should fire every
// TICK_MS notes how late it came. Every request of the process waits out a stall, and a stall
// inside a write transaction keeps the file's write lock from the other processes of the data
// folder too (decision 0042), so the server logs the figures when it stops, beside the write
// counts. It says when the stalls came (seconds after start), which tells a start's warm-up from
// steady work. The timer is unref'd: it never keeps a finished process alive.

const TICK_MS = 20;
/** A lateness worth naming: a request that met it waited this long for nothing. */
const STALL_MS = 100;

export interface LoopStalls {
  count: number;
  totalMs: number;
  maxMs: number;
  /** Seconds after start when the longest stall ended. */
  maxAtS: number;
}

export function watchLoopStalls(now: () => number = () => performance.now()): {
  stalls: LoopStalls;
  stop(): void;
} {
  const started = now();
  const stalls: LoopStalls = { count: 0, totalMs: 0, maxMs: 0, maxAtS: 0 };
  let last = started;
  const timer = setInterval(() => {
    const at = now();
    const late = at - last - TICK_MS;
    last = at;
    if (late < STALL_MS) return;
    stalls.count++;
    stalls.totalMs += late;
    if (late > stalls.maxMs) {
      stalls.maxMs = late;
      stalls.maxAtS = (at - started) / 1000;
    }
  }, TICK_MS);
  timer.unref();
  return { stalls, stop: () => clearInterval(timer) };
}

export const describeLoopStalls = (s: LoopStalls) =>
  `Event loop: ${s.count} stalls over ${STALL_MS} ms (total ${s.totalMs.toFixed(0)} ms, longest ${s.maxMs.toFixed(0)} ms, ${s.maxAtS.toFixed(1)} s after start)`;
