// A server process's RSS while a request runs: read from /proc every few milliseconds, so the
// peak of a short rise (a page of the .apkg collection being written) is seen, not only the end.
import type { BenchServer } from './server-process';

const EVERY_MS = 5;

export async function withRssPeak<T>(
  server: BenchServer,
  run: () => Promise<T>,
): Promise<{ result: T; beforeMb: number; peakMb: number; afterMb: number }> {
  const beforeMb = server.rssMb();
  let peakMb = beforeMb;
  let running = true;
  const sampling = (async () => {
    while (running) {
      peakMb = Math.max(peakMb, server.rssMb());
      await Bun.sleep(EVERY_MS);
    }
  })();
  try {
    const result = await run();
    return { result, beforeMb, peakMb: Math.max(peakMb, server.rssMb()), afterMb: server.rssMb() };
  } finally {
    running = false;
    await sampling;
  }
}
