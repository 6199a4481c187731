// `npm start`: builds the web app and the extension if their sources changed since the last
// build, then runs the server under Bun (which applies the database migrations). WORKERS=n runs
// n server processes on one address and one data folder (scripts/server-group.mjs).
import { spawn } from 'node:child_process';
import { buildIfStale } from './build-if-stale.mjs';
import { startGroup, workerCount } from './server-group.mjs';

let workers;
try {
  workers = workerCount();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const built = buildIfStale();
if (built !== 0) process.exit(built);

if (workers === 1) {
  const server = spawn('node_modules/.bin/bun', ['api/src/server.ts'], { stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code) => process.exit(code ?? 0));
} else {
  try {
    const group = await startGroup(workers);
    for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => group.stop(signal));
    console.log(`${workers} server processes share the address.`);
    process.exit(await group.ended);
  } catch (error) {
    process.exit(error.code ?? 1);
  }
}
