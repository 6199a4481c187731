// Builds the web app and the extension when their sources changed since the last build (or
// there is none). Called after `npm install`, by `npm start` and by `npm test`, so a fresh
// clone builds once and later starts are immediate.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = ['web', 'extension', 'shared', 'package.json', 'package-lock.json', 'wxt.config.ts'];
const BUILDS = [
  'dist/web/index.html',
  'dist/extension/chrome-mv3/manifest.json',
  'dist/extension/firefox-mv3/manifest.json',
];

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

export function buildIsStale() {
  const sourcesChanged = Math.max(...SOURCES.map(newestMtime));
  return BUILDS.some((file) => !existsSync(file) || statSync(file).mtimeMs < sourcesChanged);
}

export function buildIfStale() {
  if (!buildIsStale()) return 0;
  console.log('Building the web app and the extension…');
  return spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' }).status ?? 1;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(buildIfStale());
