// Timing helpers for the benchmarks: medians and tails over repeated runs, after a warm-up.
export interface Sample {
  median: number;
  p99: number;
  runs: number;
}

export function summarise(times: number[]): Sample {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  return { median: at(0.5), p99: at(0.99), runs: sorted.length };
}

export async function measure(
  run: () => unknown,
  options: { runs?: number; warmup?: number } = {},
): Promise<Sample> {
  const { runs = 30, warmup = 5 } = options;
  // Each figure starts from a collected heap, not from the garbage of the figures before it.
  Bun.gc(true);
  for (let i = 0; i < warmup; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return summarise(times);
}

/** As measure, with an untimed step before each run (e.g. changing what the run reads). */
export async function measureAfter(
  prepare: () => unknown,
  run: () => unknown,
  options: { runs?: number; warmup?: number } = {},
): Promise<Sample> {
  const { runs = 30, warmup = 5 } = options;
  Bun.gc(true);
  const times: number[] = [];
  for (let i = 0; i < warmup + runs; i++) {
    await prepare();
    const start = performance.now();
    await run();
    if (i >= warmup) times.push(performance.now() - start);
  }
  return summarise(times);
}
