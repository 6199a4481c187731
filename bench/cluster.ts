// Issue 32's rows (BENCH_ONLY=cluster), each a ratio to a reference measured in the same run:
//
// - `/api/health` and a list request while an import of a 10,000-note .apkg, an .apkg export of
//   10,000 words and a 25,000-answer fit run together, against the same calls on the idle server
//   just before: p99 ≤ 3 × (bench/heavy-jobs.ts);
// - 3 processes on one data folder (WORKERS=3, one address) under the learners' load of
//   bench/load.ts, against ONE process on the same data folder and learners just before: 0 errors,
//   p99 ≤ 1.5 × (the two cores are shared by all three).
//
// The load is scaled to this machine as bench/load.ts scales it, and both runs use the same
// number of learners, so the verdict compares like with like.
import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
// @ts-expect-error: the launcher of `WORKERS=n npm start` is a plain .mjs script, without types.
import { startGroup } from '../scripts/server-group.mjs';
import { freePort } from '../tests/e2e/server';
import { benchHeavyJobs } from './heavy-jobs';
import { routesDetail, slowestDetail, writeCountLines } from './lib/load-tail';
import { summarise } from './lib/measure';
import { startBenchServer } from './lib/server-process';
import { ms, type Row } from './lib/table';
import { type LoadResult, learnersForThisMachine, mean, oneAtATime, runLoad, signUpLearners } from './load';

const ROOT = resolve(import.meta.dir, '..');
const THREE_PROCESSES_LIMIT = 1.5;

const ended = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((r) => child.once('exit', r));

/** Stops a server and waits for its output to be read to the end (its shutdown lines). */
const stopAndRead = (child: ChildProcess) => {
  const closed = new Promise((r) => child.once('close', r));
  child.kill('SIGTERM');
  return closed;
};

// Errors named by kind (a status, time-out, connection), so a failure says what failed.
const described = (load: LoadResult) => {
  const kinds = [...load.problems].map(([problem, n]) => `${n} × ${problem}`).join(', ');
  return `p99 ${ms(summarise(load.latencies).p99)}, ${load.perSecond.toFixed(0)} req/s, ${load.errors} errors${kinds ? ` (${kinds})` : ''}`;
};

/** Where the tail of one run is (bench/lib/load-tail.ts), as an information row. */
const tailRow = (what: string, load: LoadResult, writes: string[]): Row => ({
  figure: `Several processes, ${what}: per route; slowest answers; each process's writes`,
  budget: '—',
  value: routesDetail(load.answered),
  p99: slowestDetail(load.answered),
  reference: writes.map((line, i) => `process ${i + 1}: ${line}`).join(' | ') || 'no write counts logged',
  pass: null,
});

async function threeProcesses(): Promise<Row[]> {
  const one = await startBenchServer();
  let group: { stop(signal: string): void; ended: Promise<number>; children: ChildProcess[] } | undefined;
  const groupOutput = ['', '', ''];
  try {
    const learners = await signUpLearners(one);
    const acting = learnersForThisMachine(mean(await oneAtATime(one, learners, 100_000)));
    const single = await runLoad(one, learners.slice(0, acting), 0);
    // The same data folder, learners and tokens (the folder's secret signs them) for the group.
    await stopAndRead(one.child);
    const port = await freePort();
    const members = await startGroup(3, {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: one.dataDir, TRUST_PROXY: '1' },
      bun: resolve(ROOT, 'node_modules/.bin/bun'),
      script: resolve(ROOT, 'api/src/server.ts'),
      onLine: (index: number, text: string) => {
        groupOutput[index] += text;
      },
    });
    group = members;
    const groupServer = { ...one, url: `http://127.0.0.1:${port}` };
    // The same warm-up the one process had before its load (its one-at-a-time requests), over
    // new connections so that every member gets its share: each member's first adds and scores
    // (compilation, the voices' first use) are a start's cost, the cold-start row's, not the
    // steady load's.
    await oneAtATime(groupServer, learners, 300_000, { newConnections: true });
    const three = await runLoad(groupServer, learners.slice(0, acting), 400_000);
    const p99One = summarise(single.latencies).p99;
    const p99Three = summarise(three.latencies).p99;
    const ratio = p99Three / p99One;
    // Stopped here, so that each member's write counts (logged at shutdown) are in its output.
    group = undefined;
    await Promise.all(members.children.map(stopAndRead));
    return [
      {
        figure: `Several processes: 3 processes on one data folder and one address, ${acting} of 50 learners' load (scaled as the load row), p99`,
        budget: `≤ ${THREE_PROCESSES_LIMIT} × one process's p99, 0 errors`,
        value: ms(summarise(three.latencies).median),
        p99: described(three),
        reference: `one process, same learners: ${described(single)}`,
        ratio: `${ratio.toFixed(2)} ×`,
        pass: ratio <= THREE_PROCESSES_LIMIT && three.errors === 0 && single.errors === 0,
      },
      tailRow('one process', single, writeCountLines(one.output())),
      tailRow('3 processes', three, groupOutput.flatMap(writeCountLines)),
    ];
  } finally {
    if (group) {
      group.stop('SIGTERM');
      await group.ended;
    }
    one.child.kill('SIGTERM');
    await ended(one.child);
    rmSync(one.dataDir, { recursive: true, force: true });
  }
}

export async function benchCluster(): Promise<Row[]> {
  const server = await startBenchServer();
  let heavy: Row[];
  try {
    heavy = await benchHeavyJobs(server);
  } finally {
    await server.stop();
  }
  return [...heavy, ...(await threeProcesses())];
}
