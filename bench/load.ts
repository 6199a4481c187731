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
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import autocannon, { type Request } from 'autocannon';
import { RATIO_BUDGETS, ratioRow } from './lib/budgets';
import { summarise } from './lib/measure';
import { seedWords } from './lib/seed';
import type { BenchServer } from './lib/server-process';
import type { Row } from './lib/table';

const LEARNERS = 50;
const REQUESTS_PER_SECOND = 2;
const SECONDS = 30;
const BOUNDARY = '----wordhoard-bench';

interface Learner {
  auth: string;
  uuids: string[];
}

function multipart(fields: Record<string, string>): string {
  return `${Object.entries(fields)
    .map(([k, v]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join('')}--${BOUNDARY}--\r\n`;
}

async function signUpLearners(server: BenchServer): Promise<Learner[]> {
  const learners: Learner[] = [];
  const seeder = createClient({ url: `file:${join(server.dataDir, 'wordhoard.db')}` });
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

/** Latencies of the learners' requests sent one after another (the reference of the load). */
async function oneAtATime(server: BenchServer, learners: Learner[], from: number): Promise<number[]> {
  const times: number[] = [];
  const blank = { method: 'GET', path: '/', headers: {} } as Request;
  for (let i = 0; i < ONE_AT_A_TIME; i++) {
    const index = i % learners.length;
    const learner = learners[index] as Learner;
    const request = nextRequest(learner, index, from + Math.floor(i / learners.length), blank);
    const start = performance.now();
    const res = await fetch(`${server.url}${request.path}`, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body as string | undefined,
    });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${request.method} ${request.path} answered ${res.status}`);
    times.push(performance.now() - start);
  }
  return times;
}

export async function benchLoad(server: BenchServer): Promise<Row> {
  const learners = await signUpLearners(server);
  // Request numbers far from the load's, so the reference adds words of their own.
  const before = await oneAtATime(server, learners, 100_000);
  const latencies: number[] = [];
  let failed = 0;
  const runs = learners.map(async (learner, index) => {
    await Bun.sleep((index * 1000) / LEARNERS);
    let n = 0;
    const run = autocannon({
      url: server.url,
      connections: 1,
      connectionRate: REQUESTS_PER_SECOND,
      duration: SECONDS,
      requests: [{ setupRequest: (request) => nextRequest(learner, index, n++, request) }],
    });
    run.on('response', (_client, status, _bytes, time) => {
      if (status >= 200 && status < 300) latencies.push(time);
      else failed += 1;
    });
    return run;
  });
  const results = await Promise.all(runs);
  const after = await oneAtATime(server, learners, 200_000);
  const reference = summarise([...before, ...after]);
  const errors = failed + results.reduce((sum, r) => sum + r.errors + r.timeouts, 0);
  const sample = summarise(latencies);
  const perSecond = (latencies.length + failed) / SECONDS;
  const row = ratioRow(
    `API: ${LEARNERS} learners (${REQUESTS_PER_SECOND} req/s each) adding 10 % and scoring, ${SECONDS} s, p99`,
    RATIO_BUDGETS.loadP99,
    {
      figure: { median: sample.p99 },
      reference: { median: reference.p99 },
      ratio: sample.p99 / reference.p99,
    },
  );
  return {
    ...row,
    budget: `${row.budget}, 0 errors`,
    p99: `p50 ${sample.median.toFixed(1)} ms, ${perSecond.toFixed(0)} req/s, ${errors} errors`,
    pass: row.pass === true && errors === 0,
  };
}
