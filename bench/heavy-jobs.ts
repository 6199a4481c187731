// Issue 32's first row: `/api/health` and a list request while the three heaviest jobs run at once
// on one server (an import of a 10,000-note .apkg, an .apkg export job of 10,000 words, and the
// FSRS fit of a learner with 25,000 answers), each p99 against the same call's idle p99 measured
// just before, on the same server and data. The .apkg imported is the server's own export of the
// seeded words, so the import reads the file a learner would bring from Anki's side.
import { join } from 'node:path';
import { type Client, createClient } from '@libsql/client';
import { API_BASE, paths } from '../shared/api';
import { summarise } from './lib/measure';
import { seedWords } from './lib/seed';
import type { BenchServer } from './lib/server-process';
import { ms, type Row } from './lib/table';

const WORDS = 10_000;
const ANSWERS = 25_000;
const ANSWERED_WORDS = 2_500;
const LIST_WORDS = 500;
const IDLE_CALLS = 300;
const LIMIT = 3;
const DAY_MS = 86_400_000;

/** 25,000 answers over 2,500 of the learner's words, ten each, a month apart, a grade in four Again. */
async function seedAnswers(client: Client, userId: number, now: number) {
  await client.execute({
    sql: `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${ANSWERS - 1}),
            w(uuid, k) AS (SELECT uuid, row_number() OVER (ORDER BY id) - 1 FROM words WHERE user_id = ?)
          INSERT INTO reviews (user_id, answer_id, word_id, word_uuid, reviewed_at, day, grade,
            duration_ms, source, elapsed_ms, score_before, schedule_before)
          SELECT ?, 'seed-' || i, NULL, w.uuid, ? - (300 - 30 * (i / ${ANSWERED_WORDS})) * ${DAY_MS},
            date(? / 1000 - (300 - 30 * (i / ${ANSWERED_WORDS})) * 86400, 'unixepoch'),
            abs(random()) % 4 + 1, 1500, 'web-test', ${30 * DAY_MS}, 2,
            CASE WHEN i < ${ANSWERED_WORDS} THEN NULL ELSE '{}' END
          FROM n JOIN w ON w.k = i % ${ANSWERED_WORDS}`,
    args: [userId, userId, now, now],
  });
  await client.execute({
    sql: `INSERT INTO review_days (user_id, day, reviews, new_words, mature_reviews, mature_passed)
          SELECT user_id, day, count(*), sum(schedule_before IS NULL), sum(elapsed_ms >= ${DAY_MS}),
            sum(elapsed_ms >= ${DAY_MS} AND grade > 1)
          FROM reviews WHERE user_id = ? GROUP BY day`,
    args: [userId],
  });
}

async function timed(url: string, headers: Record<string, string> = {}): Promise<number> {
  const start = performance.now();
  const res = await fetch(url, { headers });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return performance.now() - start;
}

async function json<T>(res: Response | Promise<Response>, expected: number): Promise<T> {
  const answered = await res;
  if (answered.status !== expected)
    throw new Error(`${answered.url} answered ${answered.status}: ${await answered.text()}`);
  return (await answered.json()) as T;
}

interface Learners {
  exporter: { token: string; userId: number };
  importer: { token: string };
  lister: { token: string };
  apkg: ArrayBuffer;
}

async function prepare(server: BenchServer, client: Client): Promise<Learners> {
  const exporter = await server.signUp('heavy-export@example.com');
  const importer = await server.signUp('heavy-import@example.com');
  const lister = await server.signUp('heavy-list@example.com');
  await seedWords(client, server.dataDir, exporter.userId, WORDS);
  await seedWords(client, server.dataDir, lister.userId, LIST_WORDS);
  await seedAnswers(client, exporter.userId, Date.now());
  const res = await fetch(`${server.url}${API_BASE}${paths.exportApkg}`, {
    headers: { authorization: `Bearer ${exporter.token}` },
  });
  if (!res.ok) throw new Error(`the .apkg export answered ${res.status}`);
  return { exporter, importer, lister, apkg: await res.arrayBuffer() };
}

/** Starts the three jobs; answers a probe that says whether all three have ended (and throws on a failure). */
async function startJobs(server: BenchServer, client: Client, learners: Learners) {
  const api = (path: string) => `${server.url}${API_BASE}${path}`;
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const form = new FormData();
  form.set('file', new Blob([learners.apkg]), 'words.apkg');
  form.set('options', JSON.stringify({ format: 'apkg', onExisting: 'skip' }));
  const imported = fetch(api(paths.importStart), {
    method: 'POST',
    headers: bearer(learners.importer.token),
    body: form,
  });
  const exported = fetch(api(paths.exportJobs), {
    method: 'POST',
    headers: { ...bearer(learners.exporter.token), 'content-type': 'application/json' },
    body: JSON.stringify({ format: 'apkg' }),
  });
  // One answer through the route starts the optimizer, which fits the 25,000 answers.
  const [word] = (
    await client.execute({
      sql: 'SELECT uuid FROM words WHERE user_id = ? LIMIT 1',
      args: [learners.exporter.userId],
    })
  ).rows;
  const answered = fetch(api(paths.reviewAnswer), {
    method: 'POST',
    headers: { ...bearer(learners.exporter.token), 'content-type': 'application/json' },
    body: JSON.stringify({
      answerId: crypto.randomUUID(),
      uuid: String(word?.uuid),
      grade: 3,
      answeredAt: Date.now(),
      durationMs: 1500,
      source: 'web-test',
    }),
  });
  const importId = (await json<{ id: string }>(imported, 202)).id;
  const exportId = (await json<{ id: string }>(exported, 202)).id;
  await json(answered, 200);
  return async (): Promise<boolean> => {
    const importJob = await json<{ state: string; message?: string }>(
      fetch(api(paths.importJob(importId)), { headers: bearer(learners.importer.token) }),
      200,
    );
    const exportJob = await json<{ state: string; message?: string }>(
      fetch(api(paths.exportJob(exportId)), { headers: bearer(learners.exporter.token) }),
      200,
    );
    for (const job of [importJob, exportJob])
      if (job.state === 'failed' || job.state === 'cancelled')
        throw new Error(`a job ended ${job.state}: ${job.message}`);
    const fitted = await client.execute({
      sql: 'SELECT checked_on_reviews FROM fsrs_parameters WHERE user_id = ?',
      args: [learners.exporter.userId],
    });
    return (
      importJob.state === 'done' &&
      exportJob.state === 'done' &&
      Number(fitted.rows[0]?.checked_on_reviews) > ANSWERS
    );
  };
}

function row(call: string, idle: number[], during: number[]): Row {
  const idleSample = summarise(idle);
  const sample = summarise(during);
  const ratio = sample.p99 / idleSample.p99;
  return {
    figure: `Jobs: ${call} while a ${WORDS.toLocaleString('en')}-note .apkg import, a ${WORDS.toLocaleString('en')}-word .apkg export and a ${ANSWERS.toLocaleString('en')}-answer fit run (${sample.runs} calls), p99`,
    budget: `≤ ${LIMIT} × idle p99`,
    value: ms(sample.median),
    p99: ms(sample.p99),
    reference: `idle p99 ${ms(idleSample.p99)} (${idleSample.runs} calls)`,
    ratio: `${ratio.toFixed(2)} ×`,
    pass: ratio <= LIMIT,
  };
}

export async function benchHeavyJobs(server: BenchServer): Promise<Row[]> {
  // Seeds and probes beside the running server: waits for its write lock (a bench tool may block).
  const client = createClient({ url: `file:${join(server.dataDir, 'wordhoard.db')}`, timeout: 10_000 });
  try {
    const learners = await prepare(server, client);
    const health = `${server.url}/api/health`;
    const list = `${server.url}${API_BASE}${paths.words}`;
    const listHeaders = { authorization: `Bearer ${learners.lister.token}` };
    const idle = { health: [] as number[], list: [] as number[] };
    for (let i = 0; i < IDLE_CALLS; i++) {
      idle.health.push(await timed(health));
      idle.list.push(await timed(list, listHeaders));
    }
    const during = { health: [] as number[], list: [] as number[] };
    const ended = await startJobs(server, client, learners);
    for (let calls = 1; ; calls++) {
      during.health.push(await timed(health));
      during.list.push(await timed(list, listHeaders));
      if (calls % 10 === 0 && (await ended())) break;
    }
    return [
      row('/api/health', idle.health, during.health),
      row('the word list (500 words)', idle.list, during.list),
    ];
  } finally {
    client.close();
  }
}
