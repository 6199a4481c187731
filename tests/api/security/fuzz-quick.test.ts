// A quick sample of the bad-input fuzzing (the long run is tests/stress/fuzz.test.ts): 500
// generated requests across every route through the app itself. Never a 5xx, and nothing of
// anyone but the fuzzing learner changes.
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { startSubscription } from '../payments/helpers';
import { buildCorpus, type CorpusFile } from './fuzz/corpus';
import { fuzz, makeLearner, targetsOf } from './fuzz/run';
import { othersSnapshot } from './fuzz/snapshot';
import { mediaProblems, mediaState, NO_MEDIA_PROBLEMS } from './helpers/media-check';
import { quickProviders } from './helpers/stubs';

const RUNS = Number(process.env.FUZZ_RUNS ?? 500);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);
const BASE = 'http://localhost';

let t: TestApp;
let corpus: CorpusFile[];
beforeAll(async () => {
  t = await createTestApp({}, quickProviders);
  corpus = await buildCorpus();
});
afterAll(() => t.close());

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
  });

  expect(report.failures).toEqual([]);
  expect(report.sent).toBeGreaterThan(RUNS * 0.95);
  expect(await othersSnapshot(t.client, mediaDir, fuzzer.id)).toEqual(before);
  expect(mediaProblems(await mediaState(t.client, mediaDir))).toEqual(NO_MEDIA_PROBLEMS);
  expect((await t.request('GET', '/api/health')).status).toBe(200);
  console.log(`fuzz-quick seed ${SEED}: ${JSON.stringify(report.statuses)}, ${report.skipped} skipped`);
});
