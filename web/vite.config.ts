// Builds the web app into dist/web, which the API serves at '/'. `npm run dev` runs this on
// port 5173 and forwards /api to the API on port 3000.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig, type PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const THEME_COLOUR = '#4338ca';
const BACKGROUND_COLOUR = '#faf9f6';

// `npm run analyze`: which modules fill each chunk, gzip'd, as a treemap to open and as a list to
// read or diff (dist/analyze/), for finding what grew a route's download.
const analyze: PluginOption[] = process.env.ANALYZE
  ? (['treemap', 'list'] as const).map((template) =>
      visualizer({
        template,
        filename: fileURLToPath(
          new URL(`../dist/analyze/web.${template === 'list' ? 'yml' : 'html'}`, import.meta.url),
        ),
        gzipSize: true,
      }),
    )
  : [];

export default defineConfig({
  root: webRoot,
  build: {
    outDir: '../dist/web',
    // .vite/manifest.json: which chunks each route loads, for the bundle figures of npm run bench.
    manifest: true,
    emptyOutDir: true,
    // Every browser the app supports (Chromium, Firefox 115+, Safari 17+) knows <link rel=modulepreload>:
    // the polyfill was half a kilobyte of every route for none of them.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Scripts under static/js (SPEC §7), so the server can cache them for a long time by path.
        entryFileNames: 'static/js/[name]-[hash].js',
        // A library split off on its own is named after it, not after its 'dist' folder.
        chunkFileNames: (chunk) =>
          chunk.moduleIds.some((id) => id.includes('/react-toastify/'))
            ? 'static/js/react-toastify-[hash].js'
            : 'static/js/[name]-[hash].js',
        assetFileNames: 'static/assets/[name]-[hash][extname]',
      },
    },
  },
  // Workers (the words list's JSON parser) are scripts like any other: under static/js.
  worker: {
    format: 'es',
    rolldownOptions: { output: { entryFileNames: 'static/js/[name]-[hash].js' } },
  },
  plugins: [
    ...analyze,
    react(),
    VitePWA({
      registerType: 'autoUpdate',
      // Registered by the app itself (web/src/lib/register-service-worker.ts), which waits for a
      // network instead of throwing when a first visit goes offline.
      injectRegister: false,
      // The workbox globs below already precache every icon; listing them twice duplicates entries.
      includeManifestIcons: false,
      manifest: {
        name: 'Wordhoard',
        short_name: 'Wordhoard',
        description: 'Save words, memorize them and test yourself.',
        theme_color: THEME_COLOUR,
        background_color: BACKGROUND_COLOUR,
        display: 'standalone',
        start_url: '/',
        scope: '/',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      // Our own worker (src/sw.ts): the precached shell and its routes as before, and Background
      // Sync of the changes made offline (docs/decisions/0031-offline-study.md).
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectManifest: {
        // The app shell (scripts, styles, icons from public/) is precached; every route of the
        // SPA opens offline from index.html (see src/sw.ts for what is never answered from it).
        globPatterns: ['**/*.{js,css,html,svg,png,txt}'],
        // A classic script, as the registration loads it (sw.js, not a module).
        rollupFormat: 'iife',
      },
    }),
  ],
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  preview: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
