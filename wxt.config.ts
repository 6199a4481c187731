// Builds the Wordhoard extension for Chrome and Firefox, both Manifest V3:
//   npx wxt build                   → dist/extension/chrome-mv3
//   npx wxt build -b firefox --mv3  → dist/extension/firefox-mv3
// APP_URL (default http://localhost:3000) names the one server the extension may reach. A server on
// localhost or 127.0.0.1 is granted on every port of both names (dev servers and tests pick ports).
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import type { Plugin, PluginOption } from 'vite';
import { defineConfig } from 'wxt';
import { DEFAULT_APP_URL, hostPatterns, httpOrigin } from './extension/lib/app-url';
import { EVERY_SITE_PATTERNS } from './extension/lib/marking/patterns';
import { ANKI_CONNECT_PERMISSION } from './shared/export/send-to-anki-texts';
import { TABLE_LANGUAGES } from './shared/forms/irregular';

function appOrigin(): string {
  const raw = process.env.APP_URL?.trim() || DEFAULT_APP_URL;
  const origin = httpOrigin(raw);
  if (!origin) throw new Error(`APP_URL must be an http(s) URL such as ${DEFAULT_APP_URL}; got "${raw}".`);
  return origin;
}

const APP_ORIGIN = appOrigin();

const QUIET_CONTEXT = resolve(import.meta.dirname, 'extension/lib/quiet-content-script-context.ts');

/**
 * Content scripts get a context that announces nothing to the page (WXT's posts a window message
 * naming the extension at every start): docs/decisions/0035-marks-threat-model.md. The quiet
 * context itself extends WXT's, so its own import is left alone.
 */
function quietContentScripts(): Plugin {
  return {
    name: 'wordhoard:quiet-content-scripts',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'wxt/utils/content-script-context' || importer === QUIET_CONTEXT) return null;
      return QUIET_CONTEXT;
    },
  };
}
const HOST_PATTERNS = hostPatterns(APP_ORIGIN);

// `npm run analyze:extension`: which modules fill the popup's and the options page's chunks, as a
// list to read or diff (dist/analyze/extension-<entry>.yml), like the web app's `npm run analyze`.
const analyze = (): PluginOption[] =>
  process.env.ANALYZE
    ? [
        visualizer({
          template: 'list',
          filename: resolve(import.meta.dirname, 'dist/analyze/extension.yml'),
          gzipSize: true,
        }),
      ]
    : [];

// The popup and the options page render with Preact's React-compatible layer in the built
// extension: React DOM was about 60 of the popup's 80 KB gzip, Preact and its compat layer are
// about 10 (issue 35). They use React's plain hooks, lazy and Suspense, all of which the layer
// implements; the e2e tests load the built popup in Chromium. Unit tests keep React (`serve`),
// whose testing library they use. The order matters: the longer names first.
const PREACT_FOR_REACT = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react(-dom)?$/, replacement: 'preact/compat' },
];

/**
 * The irregular tables of shared/forms ship as files of the extension (forms/de.json, ...), fetched
 * by the background when a language is first needed (decision 0065), not inlined in background.js.
 * Not listed in web_accessible_resources: the extension reads its own files without it.
 */
const formTables = () =>
  TABLE_LANGUAGES.map((language) => ({
    absoluteSrc: resolve(import.meta.dirname, `shared/forms/irregular/${language}.json`),
    relativeDest: `forms/${language}.json`,
  }));

export default defineConfig({
  srcDir: 'extension',
  hooks: {
    'build:publicAssets': (_wxt, files) => {
      files.push(...formTables());
    },
  },
  outDir: 'dist/extension',
  // WXT resolves the public folder from the repository root, not from srcDir.
  publicDir: 'extension/public',
  // No @wxt-dev/module-react: the plain Vite plugin is enough, and package.json pins WXT to the
  // project's Vite so the popup's JSX runtime resolves (see ARCHITECTURE §5).
  vite: (env) => ({
    plugins: [quietContentScripts(), react(), ...analyze()],
    resolve: { alias: env.command === 'build' ? PREACT_FOR_REACT : [] },
    define: { 'import.meta.env.WXT_APP_URL': JSON.stringify(APP_ORIGIN) },
    // Chrome and Firefox 115+ know <link rel=modulepreload>: the polyfill was half a kilobyte of
    // the popup and the options page for neither.
    build: { modulePreload: { polyfill: false } },
  }),
  manifest: ({ browser }) => ({
    name: 'Wordhoard',
    description: 'Save words while you read, memorize them and test yourself.',
    icons: { 16: 'icon/16.png', 32: 'icon/32.png', 48: 'icon/48.png', 128: 'icon/128.png' },
    // alarms: words saved while the server was unreachable are retried every minute.
    permissions: ['contextMenus', 'storage', 'activeTab', 'scripting', 'alarms'],
    // Only the Wordhoard server: pages are reached through activeTab when the user acts on them.
    // The web-app content script's matches are the same patterns (extension/lib/app-url.ts).
    host_permissions: HOST_PATTERNS,
    // Send to Anki reaches AnkiConnect on 127.0.0.1 only once the learner switches it on and allows
    // it (docs/decisions/0028-send-to-anki.md); a local build's server patterns already grant it.
    // Page marking asks for the site the learner switches it on for, or for every site
    // (docs/decisions/0030-page-marking.md): both are within these optional patterns.
    optional_host_permissions: [
      ...(HOST_PATTERNS.includes(ANKI_CONNECT_PERMISSION) ? [] : [ANKI_CONNECT_PERMISSION]),
      ...EVERY_SITE_PATTERNS,
    ],
    action: { default_title: 'Wordhoard', default_icon: { 16: 'icon/16.png', 32: 'icon/32.png' } },
    ...(browser === 'firefox' && {
      browser_specific_settings: {
        gecko: {
          id: 'wordhoard@wordhoard.app',
          // Firefox asks consent for what leaves the browser: the sign-in (e-mail, password) and
          // each saved word with the address and title of the page it came from.
          data_collection_permissions: {
            required: [
              'authenticationInfo',
              'personallyIdentifyingInfo',
              'websiteContent',
              'browsingActivity',
            ],
          },
        },
      },
    }),
  }),
});
