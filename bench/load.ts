// 50 learners at once for 30 s, each with an account and 200 words of their own, each acting about
// twice a second: one request in ten adds a word (with its speech), the rest score words.
//
// Each learner is one autocannon connection with its own rate, and learners start 20 ms apart:
// people do not act in step, while one autocannon run with 50 connections sends every connection's
// requests at the start of each second. Latencies are taken from each response as measured:
// autocannon's histogram corrects for coordinated omission with 1/rate (seconds) used as an interval
// in milliseconds, which counts a response of L ms about L times.
//
// The reference: the same mix of requests (the same learners, one add in ten) sent one at a time,
// half before the load and half after it; the verdict is the load's p99 over the reference's p99.
//
// A queue's tail does not grow in proportion to the machine's speed: 100 requests a second that
// keep a fast machine a third busy keep a machine three times slower, or one shared with a test
// run, almost always busy, and its p99 explodes (6.4 × the one-at-a-time p99 beside `npm test`,
// 2.6 × on an idle machine). So the load keeps the server as busy as the budget's load kept the
// budgets' machine: the mean time of the requests sent one at a time before the load, against its
// mean there, says how much slower this machine is now, and that many fewer learners act (at most
// the 50 of the budget). The load at the full 50 learners is measured after it, as information.
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import autocannon, { type Request } from 'autocannon';
import { LOAD_REQUEST_MEAN_TODAY_MS, RATIO_BUDGETS, ratioRow } from './lib/budgets';
import { summarise } from './lib/measure';
import { seedWords } from './lib/seed';
import type { BenchServer } from './lib/server-process';
import type { Row } from './lib/table';

const LEARNERS = 50;
const REQUESTS_PER_SECOND = 2;
const SECONDS = 30;
const BOUNDARY = '----wordhoard-bench';

export interface Learner {
  auth: string;
  uuids: string[];
}

function multipart(fields: Record<string, string>): string {
  return `${Object.entries(fields)
    .map(([k, v]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join('')}--${BOUNDARY}--\r\n`;
}

export async function signUpLearners(server: BenchServer): Promise<Learner[]> {
  const learners: Learner[] = [];
  // The seeder writes beside the running server: it waits for the server's write lock (a bench
  // tool may block; the server does not, db/lock-wait.ts).
  const seeder = createClient({ url: `file:${join(server.dataDir, 'wordhoard.db')}`, timeout: 10_000 });
  for (let i = 0; i < LEARNERS; i++) {
    // Each from an address of their own, as learners are: one address may register 20 an hour.
    const { token, userId } = await server.signUp(`learner${i}@example.com`, `10.0.0.${i + 1}`);
    await seedWords(seeder, server.dataDir, userId, 200);
    const words = (await fetch(`${server.url}/api/words/get/words`, {
      headers: { authorization: `Bearer ${token}` },
    }).then((r) => r.json())) as { uuid: string }[];
    learners.push({ auth: `Bearer ${token}`, uuids: words.map((w) => w.uuid) });
  }
  seeder.close();
  return learners;
}

/** The learner's next request: every tenth adds a new word, the others score one of their words. */
function nextRequest(learner: Learner, index: number, n: number, request: Request): Request {
  const headers = { ...request.headers, authorization: learner.auth };
  if (n % 10 === index % 10) {
    return {
      ...request,
      method: 'POST',
      path: '/api/words/add',
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      body: multipart({
        word: `loadword-${index}-${n}`,
        wordTranslation: '',
        sentence: 'A short sentence for the learner to hear.',
        sentenceTranslation: '',
        language: 'en-US',
        voice: 'en-US-Female',
        highQuality: 'false',
        category: '',
      }),
    };
  }
  const uuid = learner.uuids[n % learner.uuids.length];
  return { ...request, method: 'PATCH', path: `/api/words/update/score/${uuid}/${(n % 3) + 1}`, headers };
}

const ONE_AT_A_TIME = 150;

export const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / Math.max(1, values.length);

/** How many of the learners act so that the server is as busy as the budget's 50 made the budgets' machine. */
export function learnersForThisMachine(oneAtATimeMeanMs: number): number {
  const slower = oneAtATimeMeanMs / LOAD_REQUEST_MEAN_TODAY_MS;
  return Math.max(1, Math.min(LEARNERS, Math.round(LEARNERS / slower)));
}

/** Latencies of the learners' requests sent one after another (the reference of the load). */
export async function oneAtATime(
  server: BenchServer,
  learners: Learner[],
  from: number,
  { newConnections = false } = {},
): Promise<number[]> {
  const times: number[] = [];
  const blank = { method: 'GET', path: '/', headers: {} } as Request;
  for (let i = 0; i < ONE_AT_A_TIME; i++) {
    const index = i % learners.length;
    const learner = learners[index] as Learner;
    const request = nextRequest(learner, index, from + Math.floor(i / learners.length), blank);
    const start = performance.now();
    const res = await fetch(`${server.url}${request.path}`, {
      method: request.method,
      // A connection kept alive goes to one process of a group (the kernel spreads connections,
      // not requests): a new one each time reaches them all.
      headers: {
        ...(request.headers as Record<string, string>),
        ...(newConnections ? { connection: 'close' } : {}),
      },
      body: request.body as string | undefined,
    });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${request.method} ${request.path} answered ${res.status}`);
    times.push(performance.now() - start);
  }
  return times;
}

/** One answered request of the load: which kind, how long, and when (seconds into the load). */
export interface Answered {
  route: string;
  ms: number;
  atS: number;
  status: number;
}

/** The route a load request stands for, as the tail's detail names it. */
const routeOf = (request: Request) => (request.method === 'POST' ? 'add' : 'score');

export interface LoadResult {
  latencies: number[];
  /** Every answer with its route and time, so a tail can be traced to its requests. */
  answered: Answered[];
  errors: number;
  /** Answers other than 2xx by status, and failed connections and time-outs, for the table. */
  problems: Map<string, number>;
  perSecond: number;
}

/** The learners acting at once for SECONDS, each at REQUESTS_PER_SECOND, starting spread over a second;
 *  their requests are numbered from `from`, so each run adds words of its own. */
export async function runLoad(server: BenchServer, learners: Learner[], from: number): Promise<LoadResult> {
  const latencies: number[] = [];
  const answered: Answered[] = [];
  const problems = new Map<string, number>();
  const count = (problem: string, n = 1) => problems.set(problem, (problems.get(problem) ?? 0) + n);
  const started = performance.now();
  const runs = learners.map(async (learner, index) => {
    await Bun.sleep((index * 1000) / learners.length);
    let n = from;
    // One connection, one request at a time: the answer is that of the request set up last.
    let route = '';
    const run = autocannon({
      url: server.url,
      connections: 1,
      connectionRate: REQUESTS_PER_SECOND,
      duration: SECONDS,
      requests: [
        {
          setupRequest: (request) => {
            const next = nextRequest(learner, index, n++, request);
            route = routeOf(next);
            return next;
          },
        },
      ],
    });
    run.on('response', (_client, status, _bytes, time) => {
      answered.push({ route, ms: time, atS: (performance.now() - started) / 1000, status });
      if (status >= 200 && status < 300) latencies.push(time);
      else count(String(status));
    });
    return run;
  });
  for (const result of await Promise.all(runs)) {
    if (result.timeouts > 0) count('time-out', result.timeouts);
    if (result.errors > result.timeouts) count('connection', result.errors - result.timeouts);
  }
  const errors = [...problems.values()].reduce((sum, n) => sum + n, 0);
  return { latencies, answered, errors, problems, perSecond: (latencies.length + errors) / SECONDS };
}

function describe(load: LoadResult): string {
  const problems = [...load.problems].map(([problem, n]) => `${n} × ${problem}`).join(', ');
  return `p50 ${summarise(load.latencies).median.toFixed(1)} ms, ${load.perSecond.toFixed(0)} req/s, ${load.errors} errors${problems ? ` (${problems})` : ''}`;
}

export async function benchLoad(server: BenchServer): Promise<Row[]> {
  const learners = await signUpLearners(server);
  // Request numbers far from the load's, so the reference adds words of their own.
  const before = await oneAtATime(server, learners, 100_000);
  const acting = learnersForThisMachine(mean(before));
  const scaled = await runLoad(server, learners.slice(0, acting), 0);
  const after = await oneAtATime(server, learners, 200_000);
  const reference = summarise([...before, ...after]);
  const sample = summarise(scaled.latencies);
  const row = ratioRow(
    `API: ${LEARNERS} learners' load (${REQUESTS_PER_SECOND} req/s each, 10 % adds, the rest scores) scaled to this machine: ${acting} learners, ${SECONDS} s, p99`,
    RATIO_BUDGETS.loadP99,
    {
      figure: { median: sample.p99 },
      reference: { median: reference.p99 },
      ratio: sample.p99 / reference.p99,
    },
  );
  const rows: Row[] = [
    {
      ...row,
      budget: `${row.budget}, 0 errors`,
      reference: `${row.reference} (mean ${mean(before).toFixed(1)} ms, budgets' machine ${LOAD_REQUEST_MEAN_TODAY_MS.toFixed(1)} ms)`,
      p99: describe(scaled),
      pass: row.pass === true && scaled.errors === 0,
    },
  ];
  if (acting < LEARNERS) {
    const full = await runLoad(server, learners, 300_000);
    rows.push({
      figure: `API: ${LEARNERS} learners at once (${REQUESTS_PER_SECOND} req/s each), unscaled, ${SECONDS} s, p99`,
      budget: '—',
      value: `${summarise(full.latencies).p99.toFixed(1)} ms`,
      p99: describe(full),
      pass: null,
    });
  }
  return rows;
}
