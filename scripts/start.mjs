// `npm start`: builds the web app and the extension when their sources changed since the
// last build, then runs the server under Bun (which applies the database migrations).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = ['web', 'extension', 'shared', 'package.json', 'wxt.config.ts'];
const BUILDS = { web: 'dist/web/index.html', extension: 'dist/extension/chrome-mv3/manifest.json' };

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

const sourcesChanged = newestMtime('.') && Math.max(...SOURCES.map(newestMtime));
const stale = Object.values(BUILDS).some(
  (file) => !existsSync(file) || statSync(file).mtimeMs < sourcesChanged,
);
if (stale) {
  console.log('Building the web app and the extension…');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn('node_modules/.bin/bun', ['api/src/server.ts'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
