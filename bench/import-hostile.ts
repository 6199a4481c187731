// Issue 31's row (docs/decisions/0033-import-limits.md): one learner uploads hostile Anki packages
// one after another (a `fields` view with a 30-million-step recursive CTE, a `decks` view of
// 300,000 rows of 1,000 characters), while /api/health is asked beside them. Its p99 must stay
// within 3× the p99 of the same health calls with no import running, measured first on the same
// server; and the server's RSS must grow by less than 64 MB over all the uploads.
import { Worker } from 'node:worker_threads';
import { API_BASE, paths } from '../shared/api';
import { ATTACKS, hostilePackage } from '../tests/api/import/hostile-packages';
import { summarise } from './lib/measure';
import { type BenchServer, startBenchServer } from './lib/server-process';
import { ms, type Row } from './lib/table';

const HEALTH_CALLS = 600;
const ROUNDS = 6;
const RATIO_MAX = 3;
const RSS_GROWTH_MAX_MB = 64;

async function healthTimes(server: BenchServer, calls: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < calls; i++) {
    const start = performance.now();
    const res = await fetch(`${server.url}/api/health`);
    await res.arrayBuffer();
    times.push(performance.now() - start);
  }
  return times;
}

/** The upload thread: `run(true)` uploads, `run(false)` pauses; `end()` answers the counts. */
function uploadThread(server: BenchServer, token: string, files: Uint8Array[]) {
  const flag = new SharedArrayBuffer(4);
  const state = new Int32Array(flag);
  const worker = new Worker(new URL('./lib/upload-loop-worker.ts', import.meta.url));
  const counts = new Promise<{ sent: number; refused: number }>((resolve) => {
    worker.on('message', resolve);
  });
  worker.postMessage({ url: `${server.url}${API_BASE}${paths.importStart}`, token, files, flag });
  return {
    run: (on: boolean) => Atomics.store(state, 0, on ? 1 : 0),
    end: async () => {
      Atomics.store(state, 0, 2);
      const result = await counts;
      worker.terminate();
      return result;
    },
  };
}

export async function benchImportHostile(): Promise<Row[]> {
  const packages = [hostilePackage(ATTACKS.fieldsViewCte), hostilePackage(ATTACKS.hugeDecksView)];
  const server = await startBenchServer();
  try {
    const { token } = await server.signUp('hostile-import-bench@example.com');
    await healthTimes(server, 30); // warm-up
    const uploads = uploadThread(server, token, packages);
    const rssBefore = server.rssMb();
    // Rounds in turn, so that both series meet the same moments of a busy machine.
    const controlTimes: number[] = [];
    const besideTimes: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      controlTimes.push(...(await healthTimes(server, HEALTH_CALLS / ROUNDS)));
      uploads.run(true);
      await Bun.sleep(20); // the first upload is under way
      besideTimes.push(...(await healthTimes(server, HEALTH_CALLS / ROUNDS)));
      uploads.run(false);
    }
    const { sent, refused } = await uploads.end();
    const rssGrowth = server.rssMb() - rssBefore;
    const control = summarise(controlTimes);
    const beside = summarise(besideTimes);
    const ratio = beside.p99 / control.p99;
    return [
      {
        figure: `API: /api/health p99 beside hostile Anki imports (${sent} uploads, ${refused} refused)`,
        budget: `≤ ${RATIO_MAX} × control p99`,
        value: ms(beside.median),
        p99: ms(beside.p99),
        reference: `control p99 ${ms(control.p99)}`,
        ratio: `${ratio.toFixed(2)} ×`,
        pass: ratio <= RATIO_MAX && sent > 0 && refused === sent,
      },
      {
        figure: 'API: server RSS growth over the hostile Anki imports',
        budget: `< ${RSS_GROWTH_MAX_MB} MB`,
        value: `${rssGrowth.toFixed(0)} MB`,
        reference: `RSS before ${rssBefore.toFixed(0)} MB`,
        pass: rssGrowth < RSS_GROWTH_MAX_MB,
      },
    ];
  } finally {
    await server.stop();
  }
}
