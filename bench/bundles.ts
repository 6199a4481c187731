// What each route and the extension's popup download: JavaScript and CSS, gzip, from the builds
// in dist/ (npm run build first). The landing page is the entry chunk; the feature screens are
// their lazy chunks on top of it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Row } from './lib/table';

const ROOT = join(import.meta.dir, '..', 'dist');
const gzipKb = (file: string) => Bun.gzipSync(readFileSync(file), { level: 9 }).byteLength / 1024;

function chunk(dir: string, prefix: string): number {
  const files = readdirSync(dir).filter((f) => f.startsWith(prefix) && /\.(js|css)$/.test(f));
  return files.reduce((sum, f) => sum + gzipKb(join(dir, f)), 0);
}

export function benchBundles(): Row[] {
  const js = join(ROOT, 'web', 'static', 'js');
  const css = join(ROOT, 'web', 'static', 'assets');
  const landing = chunk(js, 'index-');
  const landingCss = readdirSync(css)
    .filter((f) => f.startsWith('index-') && f.endsWith('.css'))
    .reduce((sum, f) => sum + gzipKb(join(css, f)), 0);
  const rows: Row[] = [
    {
      figure: 'Web: landing page JS (gzip)',
      budget: '< 100 KB',
      value: `${landing.toFixed(1)} KB`,
      reference: `CSS ${landingCss.toFixed(1)} KB`,
      pass: landing < 100,
    },
  ];
  for (const [name, prefix] of [
    ['auth', 'auth-page-'],
    ['payment', 'payment-page-'],
  ] as const) {
    rows.push({
      figure: `Web: /${name} lazy JS (gzip)`,
      budget: '—',
      value: `${chunk(js, prefix).toFixed(1)} KB`,
      pass: null,
    });
  }
  const words = landing + chunk(js, 'words-page-');
  rows.push({
    figure: 'Web: words route JS incl. entry (gzip)',
    budget: '< 250 KB',
    value: `${words.toFixed(1)} KB`,
    pass: words < 250,
  });
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
