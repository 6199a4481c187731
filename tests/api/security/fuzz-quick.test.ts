// A quick sample of the bad-input fuzzing (the long run is tests/stress/fuzz.test.ts): 500
// generated requests across every route through the app itself. Never a 5xx, an error answer
// changes nothing at all (the fuzzing learner's own data included), and nothing of anyone but the
// fuzzing learner changes. A route the app serves but the fuzzer does not know fails the suite.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { startSubscription } from '../payments/helpers';
import { buildCorpus, type CorpusFile } from './fuzz/corpus';
import { FUZZ_ROUTES, unfuzzedRoutes } from './fuzz/routes';
import { fuzz, makeLearner, targetsOf } from './fuzz/run';
import { othersSnapshot } from './fuzz/snapshot';
import { stateDigest } from './fuzz/state-digest';
import { mediaProblems, mediaState, NO_MEDIA_PROBLEMS } from './helpers/media-check';
import { quickProviders } from './helpers/stubs';

const RUNS = Number(process.env.FUZZ_RUNS ?? 500);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);
const BASE = 'http://localhost';

let t: TestApp;
let corpus: CorpusFile[];
let webDir: string;
beforeAll(async () => {
  // A page of its own, so the web routes answer as in production whether or not the app is built.
  webDir = mkdtempSync(join(tmpdir(), 'wordhoard-web-'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Wordhoard</title>');
  t = await createTestApp({ WEB_DIR: webDir }, quickProviders);
  corpus = await buildCorpus();
});
afterAll(async () => {
  await t?.close();
  rmSync(webDir, { recursive: true, force: true });
});

it('aims at every route the app serves', () => {
  expect(unfuzzedRoutes(t.app.routes, FUZZ_ROUTES)).toEqual([]);
  // A route the list lacks is named, whatever its parameters are called.
  const withoutOne = FUZZ_ROUTES.filter((r) => r.template !== '/api/words/delete/:uuid');
  expect(unfuzzedRoutes(t.app.routes, withoutOne)).toEqual(['DELETE /api/words/delete/:uuid']);
});

it('reports an error answer that changed the fuzzing learner’s data', async () => {
  const own = await makeLearner(BASE, (r) => t.app.handle(r), 'own@example.com', t.mail.passwordFor, 1);
  let count = 0;
  // A server that half-applies the third request before refusing it.
  const halfChanging = async (request: Request) => {
    count += 1;
    if (count !== 3) return t.app.handle(request);
    await t.client.execute({ sql: 'UPDATE words SET score = score + 10 WHERE user_id = ?', args: [own.id] });
    return new Response('{"code":"invalid"}', { status: 422 });
  };
  const report = await fuzz({
    base: BASE,
    send: halfChanging,
    targets: targetsOf(own, own, [], corpus),
    corpus,
    runs: 5,
    seed: 1,
    digest: () => stateDigest(t.client, join(t.dataDir, 'media')),
  });
  expect(report.failures).toHaveLength(1);
  expect(report.failures[0]).toMatch(/^422 changed words ←/);
});

async function jobsSettled() {
  const busy = async () =>
    Number(
      (await t.client.execute("SELECT count(*) AS n FROM jobs WHERE status IN ('queued', 'running')")).rows[0]
        ?.n,
    );
  while ((await busy()) > 0) await new Promise((done) => setTimeout(done, 50));
}

it(`answers ${RUNS} generated requests without a 5xx and changes nothing of anyone else (seed ${SEED})`, async () => {
  const send = (request: Request) => t.app.handle(request);
  const victim = await makeLearner(BASE, send, 'victim@example.com', t.mail.passwordFor, 2);
  const fuzzer = await makeLearner(BASE, send, 'fuzzer@example.com', t.mail.passwordFor, 2);
  const subscription = await startSubscription(t, victim.token);
  const mediaDir = join(t.dataDir, 'media');
  const before = await othersSnapshot(t.client, mediaDir, fuzzer.id);

  const report = await fuzz({
    base: BASE,
    send,
    targets: targetsOf(fuzzer, victim, [subscription], corpus),
    corpus,
    runs: RUNS,
    seed: SEED,
    digest: () => stateDigest(t.client, mediaDir),
  });

  expect(report.failures).toEqual([]);
  expect(report.sent).toBeGreaterThan(RUNS * 0.95);
  expect(await othersSnapshot(t.client, mediaDir, fuzzer.id)).toEqual(before);
  // An import the fuzzer started may still run (a job): its files are released after its words
  // are stored, so the media are read once no job waits or runs.
  await jobsSettled();
  expect(mediaProblems(await mediaState(t.client, mediaDir))).toEqual(NO_MEDIA_PROBLEMS);
  expect((await t.request('GET', '/api/health')).status).toBe(200);
  console.log(`fuzz-quick seed ${SEED}: ${JSON.stringify(report.statuses)}, ${report.skipped} skipped`);
  // Bounded by its work (RUNS requests, a digest of every table after each), not by a time: 7 s on
  // a quiet machine, 30 s on one with a load of 10.
}, 300_000);
