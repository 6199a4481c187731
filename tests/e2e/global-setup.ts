// The end-to-end project's shared stack, started once per run: one server (default settings, a
// fresh data folder) and one Chromium (no extension). Files that open it (tests/e2e/stack.ts) each
// get a fresh browser context and their own client address, instead of starting a server and a
// browser of their own, which cost about 9 s of processor time per file.
import { type BrowserServer, chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS } from './browser';
import { type RunningServer, startServer, stopAndClean } from './server';

export interface SharedStackInfo {
  url: string;
  port: number;
  dataDir: string;
  wsEndpoint: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2eStack: SharedStackInfo;
  }
}

export default async function setup(project: TestProject) {
  // The proxy setting lets each file's requests say which client they come from (see stack.ts):
  // the per-address limits (20 sign-ups an hour) then count per file, as on a server of its own.
  const [server, browser] = await Promise.allSettled([
    startServer({ TRUST_PROXY: '127.0.0.1' }),
    chromium.launchServer({ executablePath: '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS }),
  ]);
  // One that did not start fails the run; the other is stopped, so nothing is left running.
  if (server.status === 'rejected' || browser.status === 'rejected') {
    if (server.status === 'fulfilled') await stopAndClean(server.value);
    if (browser.status === 'fulfilled') await browser.value.close();
    throw server.status === 'rejected' ? server.reason : (browser as PromiseRejectedResult).reason;
  }
  return serve(project, server.value, browser.value);
}

function serve(project: TestProject, server: RunningServer, browser: BrowserServer) {
  project.provide('e2eStack', {
    url: server.url,
    port: server.port,
    dataDir: server.dataDir,
    wsEndpoint: browser.wsEndpoint(),
  });
  return async () => {
    await browser.close();
    await stopAndClean(server);
  };
}
