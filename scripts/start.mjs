// `npm start`: builds the web app and the extension if their sources changed since the last
// build, then runs the server under Bun (which applies the database migrations).
import { spawn } from 'node:child_process';
import { buildIfStale } from './build-if-stale.mjs';

const built = buildIfStale();
if (built !== 0) process.exit(built);

const server = spawn('node_modules/.bin/bun', ['api/src/server.ts'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
