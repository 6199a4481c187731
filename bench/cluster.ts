// Issue 32's rows (BENCH_ONLY=cluster), each a ratio to a reference measured in the same run:
//
// - the gate's own health call while an import of 10,000 CSV rows runs, against the same call on
//   the idle server just before: p99 ≤ 3 × (the import's reading runs in a worker thread; its one
//   storing transaction is still on the loop, decision 0040 §2);
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
import { summarise } from './lib/measure';
import { type BenchServer, startBenchServer } from './lib/server-process';
import { ms, type Row } from './lib/table';
import { type LoadResult, learnersForThisMachine, mean, oneAtATime, runLoad, signUpLearners } from './load';

const ROOT = resolve(import.meta.dir, '..');
const IMPORT_ROWS = 10_000;
const IDLE_CALLS = 300;
const HEALTH_DURING_IMPORT_LIMIT = 3;
const THREE_PROCESSES_LIMIT = 1.5;

async function healthMs(url: string): Promise<number> {
  const start = performance.now();
  const res = await fetch(`${url}/api/health`);
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`/api/health answered ${res.status}`);
  return performance.now() - start;
}

const csv = () =>
  [
    'Word,Translation,Sentence,Category',
    ...Array.from({ length: IMPORT_ROWS }, (_, i) => `bench${i},t${i},A sentence with bench${i} in it.,No`),
  ].join('\n');

async function healthDuringImport(server: BenchServer): Promise<Row> {
  const { token } = await server.signUp('cluster-import@example.com');
  const idle: number[] = [];
  for (let i = 0; i < IDLE_CALLS; i++) idle.push(await healthMs(server.url));
  const form = new FormData();
  form.set('file', new Blob([csv()], { type: 'text/csv' }), 'words.csv');
  form.set(
    'options',
    JSON.stringify({
      format: 'csv',
      onExisting: 'skip',
      table: { header: true, mapping: { word: 0, wordTranslation: 1, sentence: 2, category: 3 } },
    }),
  );
  const headers = { authorization: `Bearer ${token}` };
  const started = fetch(`${server.url}/api/import`, { method: 'POST', headers, body: form });
  const during: number[] = [];
  let state = 'reading';
  let id: string | undefined;
  let refused: Error | undefined;
  // The upload's own read counts as part of the import: health calls start with it.
  void started.then(async (res) => {
    if (res.status === 202) id = ((await res.json()) as { id: string }).id;
    else refused = new Error(`the import answered ${res.status}: ${await res.text()}`);
  });
  while (state !== 'done') {
    if (refused) throw refused;
    during.push(await healthMs(server.url));
    if (id && during.length % 10 === 0) {
      const job = (await (await fetch(`${server.url}/api/import/${id}`, { headers })).json()) as {
        state: string;
        message?: string;
      };
      if (job.state === 'failed') throw new Error(`the import failed: ${job.message}`);
      state = job.state;
    }
  }
  const idleSample = summarise(idle);
  const sample = summarise(during);
  const ratio = sample.p99 / idleSample.p99;
  return {
    figure: `Jobs: /api/health while an import of ${IMPORT_ROWS.toLocaleString('en')} CSV rows runs (${sample.runs} calls), p99`,
    budget: `≤ ${HEALTH_DURING_IMPORT_LIMIT} × idle p99`,
    value: ms(sample.median),
    p99: ms(sample.p99),
    reference: `idle /api/health p99 ${ms(idleSample.p99)} (${IDLE_CALLS} calls)`,
    ratio: `${ratio.toFixed(2)} ×`,
    pass: ratio <= HEALTH_DURING_IMPORT_LIMIT,
  };
}

const ended = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((r) => child.once('exit', r));

const described = (load: LoadResult) =>
  `p99 ${ms(summarise(load.latencies).p99)}, ${load.perSecond.toFixed(0)} req/s, ${load.errors} errors`;

async function threeProcesses(): Promise<Row> {
  const one = await startBenchServer();
  let group: { stop(signal: string): void; ended: Promise<number> } | undefined;
  try {
    const learners = await signUpLearners(one);
    const acting = learnersForThisMachine(mean(await oneAtATime(one, learners, 100_000)));
    const single = await runLoad(one, learners.slice(0, acting), 0);
    // The same data folder, learners and tokens (the folder's secret signs them) for the group.
    one.child.kill('SIGTERM');
    await ended(one.child);
    const port = await freePort();
    group = await startGroup(3, {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: one.dataDir, TRUST_PROXY: '1' },
      bun: resolve(ROOT, 'node_modules/.bin/bun'),
      script: resolve(ROOT, 'api/src/server.ts'),
      onLine: () => {},
    });
    const three = await runLoad(
      { ...one, url: `http://127.0.0.1:${port}` },
      learners.slice(0, acting),
      400_000,
    );
    const p99One = summarise(single.latencies).p99;
    const p99Three = summarise(three.latencies).p99;
    const ratio = p99Three / p99One;
    return {
      figure: `Several processes: 3 processes on one data folder and one address, ${acting} of 50 learners' load (scaled as the load row), p99`,
      budget: `≤ ${THREE_PROCESSES_LIMIT} × one process's p99, 0 errors`,
      value: ms(summarise(three.latencies).median),
      p99: described(three),
      reference: `one process, same learners: ${described(single)}`,
      ratio: `${ratio.toFixed(2)} ×`,
      pass: ratio <= THREE_PROCESSES_LIMIT && three.errors === 0 && single.errors === 0,
    };
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
  let health: Row;
  try {
    health = await healthDuringImport(server);
  } finally {
    await server.stop();
  }
  return [health, await threeProcesses()];
}
