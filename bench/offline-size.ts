// What the offline study of issue 19 adds to the words route, gzip (decision 0031): the service
// worker the browser fetches for the app (sw.js and its workbox runtime), and the offline code the
// route's chunks carry. The chunks mix that code with the rest, so it is bundled on its own: every
// offline module (the list below) as one minified bundle, its imports of other modules, packages
// and shared/ left out (they are on the route with or without it), then gzipped. Alone it
// compresses a little worse than inside its chunks, so the figure errs high. Lines added to older
// files (words-store's fallback to the kept list) are not counted: a few hundred bytes.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Row } from './lib/table';

const ROOT = join(import.meta.dir, '..');
const WEB = join(ROOT, 'dist', 'web');
const BUDGET_KB = 25;

/** The offline modules the words route loads (the profile's budget form is on /auth only). */
const OFFLINE_MODULES = [
  'web/src/lib/offline/device-owner.ts',
  'web/src/lib/offline/follow-network.ts',
  'web/src/lib/offline/idb.ts',
  'web/src/lib/offline/kept-media.ts',
  'web/src/lib/offline/network.ts',
  'web/src/lib/offline/offline-state.ts',
  'web/src/lib/offline/outbox.ts',
  'web/src/lib/offline/claims.ts',
  'web/src/lib/offline/batch-send.ts',
  'web/src/lib/offline/background-sync.ts',
  'web/src/lib/offline/new-word-ids.ts',
  'web/src/lib/offline/fill-translations.ts',
  'web/src/lib/register-service-worker.ts',
  'web/src/app/offline-banner.tsx',
  'web/src/features/words/state/kept-words.ts',
  'web/src/features/words/state/kept-preferences.ts',
  'web/src/features/words/state/keep-for-offline.ts',
  'web/src/features/words/state/offline-changes.ts',
  'web/src/features/words/state/offline-edits.ts',
  'web/src/features/words/state/offline-adds.ts',
  'web/src/features/words/state/offline-batches.ts',
  'web/src/features/words/state/edit-conflicts.ts',
  'web/src/features/words/review/kept-review-queue.ts',
  'web/src/features/words/dialogs/edit-conflict-dialog.tsx',
  'shared/offline/rules.ts',
  'shared/offline/new-words.ts',
  'shared/offline/batch.ts',
].map((path) => resolve(ROOT, path));

const gzipKb = (bytes: Uint8Array<ArrayBuffer> | string) =>
  Bun.gzipSync(bytes, { level: 9 }).byteLength / 1024;

async function offlineCodeKb(): Promise<number> {
  const offline = new Set(OFFLINE_MODULES);
  const entry = OFFLINE_MODULES.map((path, n) => `export * as m${n} from ${JSON.stringify(path)};`).join(
    '\n',
  );
  const built = await Bun.build({
    entrypoints: ['offline-entry.ts'],
    minify: true,
    target: 'browser',
    // As the production build compiles it (react/jsx-runtime, no source positions).
    jsx: { development: false },
    plugins: [
      {
        name: 'offline-only',
        setup(build) {
          build.onResolve({ filter: /^offline-entry\.ts$/ }, () => ({
            path: 'offline-entry',
            namespace: 'entry',
          }));
          build.onLoad({ filter: /.*/, namespace: 'entry' }, () => ({ contents: entry, loader: 'ts' }));
          // Anything but an offline module stays outside the bundle: it is on the route anyway.
          build.onResolve({ filter: /.*/ }, (args) => {
            if (args.namespace === 'entry') return undefined;
            const path = args.path.startsWith('.') ? resolve(args.resolveDir, args.path) : args.path;
            const candidates = [path, `${path}.ts`, `${path}.tsx`];
            return candidates.some((c) => offline.has(c)) ? undefined : { path: args.path, external: true };
          });
        },
      },
    ],
  });
  const [output] = built.outputs;
  if (!built.success || !output) throw new Error(`the offline code did not bundle: ${built.logs.join('; ')}`);
  return gzipKb(await output.text());
}

function serviceWorkerKb(): number {
  const files = readdirSync(WEB).filter((f) => f === 'sw.js' || /^workbox-.*\.js$/.test(f));
  if (!files.includes('sw.js')) throw new Error('dist/web/sw.js is missing: npm run build first');
  return files.reduce((sum, f) => sum + gzipKb(readFileSync(join(WEB, f))), 0);
}

export async function offlineSizeRow(): Promise<Row> {
  const code = await offlineCodeKb();
  const worker = serviceWorkerKb();
  const total = code + worker;
  return {
    figure: 'Offline: service worker + offline code added to /words/* (gzip; offline modules bundled alone)',
    budget: `< ${BUDGET_KB} KB`,
    value: `${total.toFixed(1)} KB`,
    reference: `sw.js + workbox ${worker.toFixed(1)} KB, offline code ${code.toFixed(1)} KB`,
    pass: total < BUDGET_KB,
  };
}
