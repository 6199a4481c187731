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

/**
 * A figure and its reference, measured in turns (figure, reference, figure, …) after a warm-up of
 * each, so both see the same machine at the same moments: a busy or slow machine weighs on both.
 * The ratio is the median of each turn's own ratio: on a machine whose load comes and goes, a pair
 * measured side by side shares its moment, while the two medians may come from different moments.
 */
export async function measureInterleaved(
  run: () => unknown,
  reference: () => unknown,
  options: { runs?: number; warmup?: number; prepare?: () => unknown } = {},
): Promise<{ figure: Sample; reference: Sample; ratio: number }> {
  const { runs = 30, warmup = 5, prepare } = options;
  Bun.gc(true);
  for (let i = 0; i < warmup; i++) {
    await prepare?.();
    await run();
    await reference();
  }
  const figureTimes: number[] = [];
  const referenceTimes: number[] = [];
  for (let i = 0; i < runs; i++) {
    for (const [task, times] of i % 2 === 0
      ? ([
          [run, figureTimes],
          [reference, referenceTimes],
        ] as const)
      : ([
          [reference, referenceTimes],
          [run, figureTimes],
        ] as const)) {
      // The figure's untimed step (e.g. changing what it reads), as in measureAfter.
      if (task === run) await prepare?.();
      const start = performance.now();
      await task();
      times.push(performance.now() - start);
    }
  }
  const ratios = figureTimes.map((time, i) => time / (referenceTimes[i] ?? Number.NaN));
  return {
    figure: summarise(figureTimes),
    reference: summarise(referenceTimes),
    ratio: summarise(ratios).median,
  };
}
