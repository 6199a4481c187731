// What each route and the extension's popup download: JavaScript and CSS, gzip, from the builds
// in dist/ (npm run build first). A route's figure is every chunk it loads, read from Vite's
// manifest: the landing page is the entry with the chunks it imports, and a feature screen adds
// its lazy chunk and everything that chunk imports. The progress page is judged by what it adds
// to the words route (issue 16): the files it loads that the words screen does not.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Row } from './lib/table';

const ROOT = join(import.meta.dir, '..', 'dist');
const WEB = join(ROOT, 'web');
const gzipKb = (file: string) => Bun.gzipSync(readFileSync(file), { level: 9 }).byteLength / 1024;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The files a chunk loads before it runs: itself, its CSS and its static imports, recursively. */
function filesOf(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const css of chunk.css ?? []) into.add(css);
  for (const imported of chunk.imports ?? []) filesOf(manifest, imported, into);
  return into;
}

function sizes(files: Set<string>): { js: number; css: number } {
  let js = 0;
  let css = 0;
  for (const file of files) {
    if (file.endsWith('.js')) js += gzipKb(join(WEB, file));
    else if (file.endsWith('.css')) css += gzipKb(join(WEB, file));
  }
  return { js, css };
}

function routeRows(): Row[] {
  const manifest = JSON.parse(readFileSync(join(WEB, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry) ?? 'index.html';
  const landing = filesOf(manifest, entry);
  const routeFiles = (page: string) => {
    const key = Object.keys(manifest).find((k) => k.endsWith(`/${page}`)) ?? page;
    return filesOf(manifest, key, new Set(landing));
  };
  const route = (page: string) => sizes(routeFiles(page));
  const home = sizes(landing);
  const rows: Row[] = [
    {
      figure: 'Web: landing page JS (gzip)',
      budget: '< 100 KB',
      value: `${home.js.toFixed(1)} KB`,
      reference: `CSS ${home.css.toFixed(1)} KB`,
      pass: home.js < 100,
    },
  ];
  for (const [path, page, budget] of [
    ['/auth', 'auth-page.tsx', null],
    ['/payment', 'payment-page.tsx', null],
    ['/words/*', 'words-page.tsx', 250],
  ] as const) {
    const { js, css } = route(page);
    rows.push({
      figure: `Web: ${path} JS incl. the landing page's (gzip)`,
      budget: budget ? `< ${budget} KB` : '—',
      value: `${js.toFixed(1)} KB`,
      reference: `CSS ${css.toFixed(1)} KB`,
      pass: budget ? js < budget : null,
    });
  }
  rows.push(progressRow(routeFiles('words-page.tsx'), routeFiles('progress-page.tsx')));
  return rows;
}

const PROGRESS_BEYOND_WORDS_KB = 60;

function progressRow(words: Set<string>, progress: Set<string>): Row {
  const { js, css } = sizes(new Set([...progress].filter((file) => !words.has(file))));
  return {
    figure: 'Web: /progress JS beyond the /words/* route (gzip)',
    budget: `≤ ${PROGRESS_BEYOND_WORDS_KB} KB`,
    value: `${js.toFixed(1)} KB`,
    reference: `CSS ${css.toFixed(1)} KB`,
    pass: js <= PROGRESS_BEYOND_WORDS_KB,
  };
}

function chunk(dir: string, prefix: string): number {
  const files = readdirSync(dir).filter((f) => f.startsWith(prefix) && /\.(js|css)$/.test(f));
  return files.reduce((sum, f) => sum + gzipKb(join(dir, f)), 0);
}

export function benchBundles(): Row[] {
  const rows = routeRows();
  const popupDir = join(ROOT, 'extension', 'chrome-mv3', 'chunks');
  // The popup's own chunk and the React chunk it shares with the options page.
  const popup = chunk(popupDir, 'popup-') + chunk(popupDir, 'base-');
  rows.push({
    figure: 'Extension: popup JS (gzip)',
    budget: '< 120 KB',
    value: `${popup.toFixed(1)} KB`,
    pass: popup < 120,
  });
  return rows;
}
