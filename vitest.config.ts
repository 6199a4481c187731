import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

// One runner, five projects. The whole run happens under Bun (`bun --bun vitest run`)
// because the API uses Bun's globals (Bun.password, Bun.serve, workers).
export default defineConfig({
  test: {
    // Three stages, one after another. First the files that only compute (shared, web, extension),
    // two at a time: on two cores Vitest's default (cores - 1) would run them one by one. Then the
    // API's, one at a time, because they spawn speech and translation processes whose deadlines
    // are the product's own. Last the end-to-end files (the shared server and Chromium, some with
    // their own), two at a time on a machine they have to themselves.
    projects: [
      {
        test: {
          name: 'shared',
          include: ['tests/shared/**/*.test.ts'],
          environment: 'node',
          maxWorkers: 2,
          // Vitest's 5 s default is a figure of this machine's speed; a test that hangs still fails.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          maxWorkers: 1,
          // One module graph for all the files, not one per file: each file spent about 3.2 s of
          // processor time importing the whole API again (Elysia, drizzle, the providers). The
          // files then share the console and the environment, so every spy, stubbed variable and
          // global is put back before the next test, even after a test that failed before its own
          // mockRestore. Decision 0038 has the shuffled runs that checked the file order.
          isolate: false,
          restoreMocks: true,
          unstubEnvs: true,
          unstubGlobals: true,
          sequence: { groupOrder: 1 },
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          // happy-dom: the project's processor time fell from about 300 s to 160 s (jsdom's set-up
          // and layout were most of it). Six files keep jsdom (a docblock at their top): happy-dom
          // does not emulate what they check (a script element's load and error events, a storage
          // quota, tooltips and accessible names as jsdom computes them).
          environment: 'happy-dom',
          setupFiles: ['tests/web/setup.ts'],
          maxWorkers: 2,
          // Time limits that hold on a slow or busy machine; a test that hangs still fails.
          testTimeout: 30_000,
        },
      },
      {
        plugins: [WxtVitest()],
        test: {
          name: 'extension',
          include: ['tests/extension/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          maxWorkers: 2,
          // One module graph per worker, not per file: with WXT's plugin every file spent about
          // three seconds importing, four fifths of the project's time (82 s against 20 s). The
          // files that use the fake browser reset it and stub their own fetch, so they pass in
          // any order (checked with --sequence.shuffle and two seeds). The web project cannot do
          // the same: its screens share jotai stores and jsdom state between files.
          isolate: false,
          testTimeout: 30_000,
        },
      },
      {
        // Long runs (fuzzing, crash rounds): `npm run test:stress`, also run by CI.
        test: {
          name: 'stress',
          include: ['tests/stress/**/*.test.ts'],
          environment: 'node',
          testTimeout: 600_000,
          hookTimeout: 120_000,
          // The three files side by side: each has its own server, port, folder and mail, and
          // they wait more than they compute (one core's worth at most, measured in CI).
          maxWorkers: 3,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          // One server and one Chromium for the files that can share them (tests/e2e/stack.ts).
          globalSetup: ['tests/e2e/global-setup.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A limit for a page that never gets there, not a speed: Vitest's default second failed
          // a list awaited after a reload on the loaded machine (load average 25), words-list's
          // and word-dialogs' reload tests. A poll still ends as soon as its value is right.
          expect: { poll: { timeout: 20_000 } },
          // Two files at a time. Run one by one, a file kept about one core busy (its Chromium, the
          // server and Vitest take turns waiting on one another), so the second core sat idle for
          // half the project's time. The files are independent: each has its own learners and
          // client address on the shared server, its own context of the shared Chromium, and any
          // server, Chromium or page server of its own on free ports (decision 0038).
          maxWorkers: 2,
          // The last stage, after the API's, on a machine it has to itself: without its own group the
          // project joins the first stage's and its files ran beside the web and extension files,
          // which missed the server's own speech and translation deadlines.
          sequence: { groupOrder: 2 },
          // Each worker imports playwright-core and the helpers once, not once per file: about 3.5 s
          // of processor time a file (decision 0038, sixth pass). What a file changes outside its
          // own module is fetch's client address (stack.ts), which the next file replaces, and
          // which reaches only the shared server; every server, browser and context is closed in
          // the file's afterAll, which runs after a failed test or set-up too.
          isolate: false,
        },
      },
    ],
  },
});
