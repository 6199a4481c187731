// The .apkg export of 10,000 words, each with a picture of its own, end to end through HTTP (the
// collection written, then the zip streamed and read to its last byte), judged against the full
// backup of the same words and files (the same kind of work: the words read, the same files
// zipped, streamed through the same server), measured in turns. The server's RSS growth during
// the first export is judged against issue 17's 100 MB: a byte budget needs no ratio.
import { API_BASE, paths } from '../shared/api';
import { RATIO_BUDGETS, ratioRow } from './lib/budgets';
import { measureInterleaved } from './lib/measure';
import { withRssPeak } from './lib/rss-peak';
import type { BenchServer } from './lib/server-process';
import type { Row } from './lib/table';

const RSS_GROWTH_BUDGET_MB = 100;

/** Downloads an export and answers its size, having read every byte as a browser would. */
async function download(server: BenchServer, token: string, path: string): Promise<number> {
  const res = await fetch(`${server.url}${API_BASE}${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (res.status !== 200 || !res.body) throw new Error(`${path} answered ${res.status}`);
  let bytes = 0;
  for await (const chunk of res.body) bytes += chunk.byteLength;
  return bytes;
}

export async function benchApkgExport(
  server: BenchServer,
  token: string,
  words: number,
  mediaBytes: number,
): Promise<Row[]> {
  const label = `${words.toLocaleString('en')} words, a picture each (${(mediaBytes / 1e6).toFixed(0)} MB)`;
  // The first export is the one judged for memory: nothing of an earlier one is left to reuse.
  const memory = await withRssPeak(server, () => download(server, token, paths.exportApkg));
  const growth = memory.peakMb - memory.beforeMb;
  const timed = await measureInterleaved(
    () => download(server, token, paths.exportApkg),
    () => download(server, token, paths.exportBackup),
    { runs: 3, warmup: 0 },
  );
  return [
    ratioRow(`Export: .apkg of ${label}, through HTTP`, RATIO_BUDGETS.apkgExport, timed),
    {
      figure: `Export: server RSS growth during the first .apkg of ${label}`,
      budget: `< ${RSS_GROWTH_BUDGET_MB} MB`,
      value: `+${growth.toFixed(0)} MB`,
      reference: `${memory.beforeMb.toFixed(0)} → peak ${memory.peakMb.toFixed(0)} MB; package ${(memory.result / 1e6).toFixed(0)} MB`,
      ratio: `after ${memory.afterMb.toFixed(0)} MB`,
      pass: growth < RSS_GROWTH_BUDGET_MB,
    },
  ];
}
