// `npm run bench`: every benchmark in one run on the embedded defaults, one table, written to
// bench/results.md; exits non-zero when a budget is missed.
import { join } from 'node:path';
import { benchApi } from './api';
import { benchBundles } from './bundles';
import { benchExtension } from './extension';
import { startBenchServer } from './lib/server-process';
import { printTable, type Row, writeMarkdown } from './lib/table';
import { benchLighthouse } from './lighthouse';
import { benchServer } from './server';
import { benchSharedFilter } from './shared-filter';
import { benchSpeech } from './speech';
import { benchWeb } from './web';

const rows: Row[] = [];
const notes: string[] = [];
rows.push(...(await benchSharedFilter()));
const api = await benchApi();
rows.push(...api.rows);
notes.push(...api.notes);
rows.push(...(await benchServer()));
rows.push(...(await benchSpeech()));
rows.push(...benchBundles());
const webServer = await startBenchServer();
try {
  const web = await benchWeb(webServer);
  rows.push(...web.rows);
  rows.push(...(await benchLighthouse(webServer, web.token)));
  rows.push(...(await benchExtension(webServer)));
} finally {
  await webServer.stop();
}

printTable(rows);
writeMarkdown(join(import.meta.dir, 'results.md'), rows, notes);
const failed = rows.filter((r) => r.pass === false && !r.goal);
if (failed.length > 0) {
  console.error(`\n${failed.length} budget(s) missed: ${failed.map((r) => r.figure).join('; ')}`);
  process.exit(1);
}
process.exit(0);
