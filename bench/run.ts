// `npm run bench`: every benchmark in one run on the embedded defaults, one table, written to
// bench/results.md; exits non-zero when a budget is missed. A section that throws becomes a
// failing row naming the error, and the others still run, so one broken figure hides no other.
// `BENCH_ONLY=web,lighthouse` runs only the named sections (their table is not written to
// results.md).
import { join } from 'node:path';
import { benchApi } from './api';
import { benchBundles } from './bundles';
import { benchCluster } from './cluster';
import { benchExtension } from './extension';
import { benchForms } from './forms';
import { benchImportHostile } from './import-hostile';
import { LIGHTHOUSE_CALIBRATION } from './lib/budgets';
import {
  acceptedFigures,
  committedResults,
  describeRegression,
  isAccepted,
  REGRESSION_TOLERANCE,
  regressions,
} from './lib/regression';
import { startBenchServer } from './lib/server-process';
import { printTable, type Row, writeMarkdown } from './lib/table';
import { benchLighthouse } from './lighthouse';
import { benchLookup } from './lookup';
import { benchMarking } from './marking';
import { benchMarkingBadInput } from './marking-bad-input';
import { benchMemory } from './memory';
import { benchOffline } from './offline';
import { benchPortability } from './portability';
import { benchRetentionAdvice } from './retention-advice';
import { benchReview } from './review';
import { benchReviewHolds } from './review-holds';
import { benchSchedules } from './schedules';
import { benchServer } from './server';
import { benchSharedFilter } from './shared-filter';
import { benchSpeech } from './speech';
import { benchWeb } from './web';

const rows: Row[] = [];
const notes: string[] = [];
const machine: string[] = [];
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const only = process.env.BENCH_ONLY?.split(',');

async function section(name: string, run: () => Promise<Row[]>): Promise<void> {
  if (only && !only.includes(name)) return;
  const started = performance.now();
  try {
    rows.push(...(await run()));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    rows.push({ figure: `${name}: did not finish`, budget: '—', value: message.slice(0, 160), pass: false });
  }
  console.log(`${name}: ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

await section('shared', benchSharedFilter);
await section('api', async () => {
  const api = await benchApi();
  notes.push(...api.notes);
  return api.rows;
});
await section('server', benchServer);
await section('review', benchReview);
await section('review-holds', benchReviewHolds);
await section('schedules', benchSchedules);
await section('retention-advice', benchRetentionAdvice);
await section('memory', () => benchMemory());
await section('speech', benchSpeech);
await section('portability', benchPortability);
await section('import-hostile', benchImportHostile);
await section('cluster', benchCluster);
await section('bundles', async () => benchBundles());
await section('marking', async () => [...(await benchMarking()), ...(await benchMarkingBadInput())]);
await section('forms', benchForms);
await section('lookup', benchLookup);
const webServer = await startBenchServer();
try {
  let token = '';
  await section('web', async () => {
    const web = await benchWeb(webServer);
    token = web.token;
    return web.rows;
  });
  await section('lighthouse', async () => {
    token ||= (await webServer.signUp('lighthouse-bench@example.com')).token;
    const lighthouse = await benchLighthouse(webServer, token);
    const times = lighthouse.referenceMs.map(Math.round);
    machine.push(
      `Lighthouse: the reference page's main thread in this run: median ${median(times)} ms (${times.join(', ')}); the budgets' machine: ${Math.round(LIGHTHOUSE_CALIBRATION.referenceMainThreadMs)} ms; every page scored with CPU × ${lighthouse.multiplier.toFixed(2)}.`,
    );
    return lighthouse.rows;
  });
  await section('extension', () => benchExtension(webServer));
  await section('offline', () => benchOffline(webServer));
} finally {
  await webServer.stop();
}

for (const line of machine) console.log(line);
printTable(rows);
if (!only) writeMarkdown(join(import.meta.dir, 'results.md'), rows, notes, machine);
const failed = rows.filter((r) => r.pass === false && !r.goal);
if (failed.length > 0) {
  console.error(`\n${failed.length} budget(s) missed: ${failed.map((r) => r.figure).join('; ')}`);
}
// The bench remembers (bench/lib/regression.ts): ratios against the committed results.md.
const committed = committedResults();
const regressed = committed ? regressions(rows, committed.markdown) : [];
const accepted = committed ? acceptedFigures(committed.message) : [];
const refused = regressed.filter((r) => !isAccepted(r, accepted));
for (const r of regressed.filter((r) => isAccepted(r, accepted)))
  console.log(`accepted by the commit that changed bench/results.md: ${describeRegression(r)}`);
if (refused.length > 0) {
  console.error(
    `\n${refused.length} ratio(s) more than ${REGRESSION_TOLERANCE * 100} % worse than committed:\n${refused
      .map((r) => `  ${describeRegression(r)}`)
      .join(
        '\n',
      )}\nIf a change makes a figure slower on purpose, commit the new bench/results.md with a trailer ` +
      `"Bench-regression-accepted: <figure>: <why>" for each.`,
  );
}
if (!committed) console.log('No committed bench/results.md to compare the ratios with (not in git).');
process.exit(failed.length > 0 || refused.length > 0 ? 1 : 0);
