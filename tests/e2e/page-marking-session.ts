// The world of the page-marking end-to-end tests: the real server with a learner and their saved
// words, the fixture pages on another origin, and Chromium with the built extension, marking
// switched on for that origin from the options page as the popup does it.
//
// The server is the run's shared one (stack.ts): the marking files only read and write their own
// learner's words and never move its clock, restart it or change its settings, so a server of
// their own cost each of them a start (Bun importing the API, migrations, speech warming up) for
// nothing. Each world signs up a learner of its own, with its own client address.
import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { Page } from 'playwright-core';
import { type E2EBrowser, launchBrowser } from './browser';
import { signUp } from './learner';
import { type SavedFixtureWord, saveWords, servePages } from './page-marking-setup';
import { freePort } from './server';
import { openSharedServer, type SharedServer } from './stack';

type BackgroundAnswer = {
  ok: boolean;
  value?: { siteOn: boolean };
  error?: { code: string; message: string };
};

export interface MarkingWorld {
  server: SharedServer;
  /** The learner's token, for the web app's pages. */
  token: string;
  browser: E2EBrowser;
  /** The fixture pages' origin, switched on. */
  origin: string;
  /** A call to the background, sent from the options page as the popup sends it. */
  callBackground(name: string, request: unknown): Promise<BackgroundAnswer>;
  close(): Promise<void>;
}

/**
 * Everything up and marking switched on for the fixture pages; `chromiumArgs` go to Chromium,
 * `moreWords` are saved beside the shared ones.
 */
export async function openMarkingWorld(
  chromiumArgs: string[] = [],
  moreWords: readonly SavedFixtureWord[] = [],
): Promise<MarkingWorld> {
  const { server, restoreFetch } = openSharedServer();
  let pages: Server | undefined;
  let browser: E2EBrowser | undefined;
  try {
    // A learner no other file (nor another world of this file) has on the shared server.
    const token = await signUp(server, `marker-${randomUUID().slice(0, 8)}@example.org`);
    await saveWords(server, token);
    await saveWords(server, token, moreWords);
    const port = await freePort();
    pages = await servePages(port);
    browser = await launchBrowser(undefined, chromiumArgs);
    return await switchedOn(server, token, browser, pages, port, restoreFetch);
  } catch (error) {
    await browser?.close();
    pages?.close();
    restoreFetch();
    throw error;
  }
}

async function switchedOn(
  server: SharedServer,
  token: string,
  browser: E2EBrowser,
  pages: Server,
  port: number,
  restoreFetch: () => void,
): Promise<MarkingWorld> {
  const origin = `http://127.0.0.1:${port}`;
  const user = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).user;
  await browser.worker.evaluate(
    (items) =>
      (
        globalThis as unknown as { chrome: { storage: { local: { set(items: object): Promise<void> } } } }
      ).chrome.storage.local.set(items),
    { serverUrl: server.url, token, user },
  );
  const options: Page = await browser.context.newPage();
  await options.goto(`chrome-extension://${browser.extensionId}/options.html`);
  const callBackground = (name: string, request: unknown) =>
    options.evaluate(
      ([name, request]) =>
        (
          globalThis as unknown as { chrome: { runtime: { sendMessage(message: object): Promise<unknown> } } }
        ).chrome.runtime.sendMessage({ channel: 'wordhoard', name, request }),
      [name, request] as const,
    ) as Promise<BackgroundAnswer>;
  const switched = await callBackground('switchMarking', { url: `${origin}/encyclopedia.html`, on: true });
  if (!switched.ok || !switched.value?.siteOn)
    throw new Error(`marking was not switched on: ${JSON.stringify(switched)}`);
  return {
    server,
    token,
    browser,
    origin,
    callBackground,
    async close() {
      await browser.close();
      pages.close();
      restoreFetch();
    },
  };
}
