// Long work on the page's main thread runs in slices of a few milliseconds, so no task the page
// waits on runs past 50 ms: a slice stops when its time is up and the next waits for a yield.

/** A slice stops once it has run this long; well under the 50 ms of a long task. */
export const SLICE_MS = 8;

type Scheduler = { yield?: () => Promise<void> };

/** Gives the page its turn: scheduler.yield where the browser has it, else a fresh task. */
export function yieldToPage(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export interface SliceOptions {
  sliceMs?: number;
  now?: () => number;
  pause?: () => Promise<void>;
  /** Checked between slices: true stops the work (the marking was switched off). */
  stopped?: () => boolean;
}

/**
 * Calls `step` until it answers false, yielding whenever a slice has used its time. Answers how
 * many slices it took.
 */
export async function runInSlices(step: () => boolean, options: SliceOptions = {}): Promise<number> {
  const { sliceMs = SLICE_MS, now = () => performance.now(), pause = yieldToPage, stopped } = options;
  let slices = 0;
  let more = true;
  while (more && !stopped?.()) {
    slices++;
    const started = now();
    do more = step();
    while (more && now() - started < sliceMs);
    if (more) await pause();
  }
  return slices;
}
