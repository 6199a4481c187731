// The end-to-end fixture: ONE server and ONE Chromium for the whole e2e run (started by
// tests/e2e/global-setup.ts), opened by each file that can share them:
//
//   let stack: SharedStack;
//   beforeAll(async () => {
//     stack = await openSharedStack();
//     token = await signUp(stack.server, 'my-feature@example.com'); // an e-mail no other file uses
//   });
//   afterAll(() => stack?.close());
//   …stack.page, stack.context, stack.server.url, stack.consoleErrors
//
// Each file gets a fresh browser context (its own storage, service workers, cookies, offline
// switch) and its own client address: its fetch calls to the server and its pages' requests
// carry an X-Forwarded-For the shared server trusts, so per-address limits count per file. Its
// data is its own because its learners are (sign up with e-mails no other file uses).
//
// Chromium runs beside this file, not in it: a download's path() is not available; read it with
// downloadedBytes(download).
//
// Start your own server (startServer) instead when the file needs other server settings (env),
// moves the server's clock (advanceClock, runRetention), or stops, restarts or kills the server:
// those change what every other file sees. A file that needs the extension launches its own
// Chromium (launchBrowser) but may still use the shared server: openSharedServer() gives its
// fetch calls a client address of their own (the page-marking world, the popup's files). A file
// that needs its own server but not the extension still shares the browser: openSharedBrowser()
// gives it a fresh context of the shared Chromium.
//
// Two files run at a time (vitest.config.ts), so another file is using the shared server while
// this one does: nothing a file checks may depend on what the server holds beyond its learners.
import { randomInt } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Download,
  type Page,
} from 'playwright-core';
import { inject } from 'vitest';
import { mailedPassword } from './server';

/** The shared server: what a file may use without disturbing the others. */
export interface SharedServer {
  url: string;
  port: number;
  dataDir: string;
  /** The newest mailed password for the address, read from the outbox. */
  mailedPassword(to: string): string;
}

export interface SharedStack {
  server: SharedServer;
  context: BrowserContext;
  page: Page;
  /** Console errors seen on any page of this file's context. */
  consoleErrors: string[];
  /** This file's client address, as the server sees it. */
  clientAddress: string;
  /** Another context from this file's address (say, with service workers blocked); closed with the stack. */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
  close(): Promise<void>;
}

/**
 * fetch as the runtime gave it. The e2e files share a worker's modules (isolate: false), so this
 * module outlives a file: each file's address wraps this one, never the fetch a file before it
 * left patched, and putting fetch back means putting this one back.
 */
const unaddressedFetch = globalThis.fetch;

/** Requests to `url` from this file's process carry this file's client address. */
function sendFetchFrom(url: string, address: string) {
  const addressed = (input: string | URL | Request, init?: RequestInit) => {
    const target = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!target.startsWith(url)) return unaddressedFetch(input, init);
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    headers.set('x-forwarded-for', address);
    return unaddressedFetch(input, { ...init, headers });
  };
  globalThis.fetch = Object.assign(addressed, unaddressedFetch);
  return () => {
    globalThis.fetch = unaddressedFetch;
  };
}

/** The shared Chromium alone: what a file with a server of its own still shares. */
export interface SharedBrowser {
  context: BrowserContext;
  page: Page;
  /** Console errors seen on any page of this file's contexts. */
  consoleErrors: string[];
  /** Another context (say, with service workers blocked); closed with the browser. */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
  close(): Promise<void>;
}

/**
 * A fresh context of the shared Chromium, for a file that needs a server of its own (it moves the
 * clock, restarts the server, changes its settings) but not the extension: launching a Chromium
 * of its own cost such a file seconds of processor time. `defaults` apply to every context (their
 * headers over any given for one context).
 */
export async function openSharedBrowser(defaults: BrowserContextOptions = {}): Promise<SharedBrowser> {
  const browser: Browser = await chromium.connect(inject('e2eStack').wsEndpoint);
  const consoleErrors: string[] = [];
  const newContext = async (options: BrowserContextOptions = {}) => {
    const made = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      ...defaults,
      ...options,
      extraHTTPHeaders: { ...options.extraHTTPHeaders, ...defaults.extraHTTPHeaders },
    });
    made.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    return made;
  };
  try {
    const context = await newContext();
    const page = await context.newPage();
    return {
      context,
      page,
      consoleErrors,
      newContext,
      async close() {
        await Promise.all(browser.contexts().map((made) => made.close()));
        // Disconnects this file only; the browser stays up for the next file.
        await browser.close();
      },
    };
  } catch (error) {
    await browser.close();
    throw error;
  }
}

/** The shared server as a file sees it, and a fresh client address for this file's requests to it. */
export interface SharedServerFromAddress {
  server: SharedServer;
  clientAddress: string;
  /** Puts `fetch` back as it was: this file's requests no longer carry the address. */
  restoreFetch(): void;
}

/**
 * The shared server alone, for a file that brings its own Chromium (the extension's files): its
 * fetch calls to the server carry a fresh client address from here on, as openSharedStack's do.
 */
export function openSharedServer(): SharedServerFromAddress {
  const info = inject('e2eStack');
  // A private address, random among 16 million: two files all but never share one.
  const clientAddress = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  return {
    server: {
      url: info.url,
      port: info.port,
      dataDir: info.dataDir,
      mailedPassword: (to) => mailedPassword(info.dataDir, to),
    },
    clientAddress,
    restoreFetch: sendFetchFrom(info.url, clientAddress),
  };
}

export async function openSharedStack(): Promise<SharedStack> {
  const { server, clientAddress, restoreFetch } = openSharedServer();
  const browser = await openSharedBrowser({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress } }).catch(
    (error) => {
      restoreFetch();
      throw error;
    },
  );
  return {
    ...browser,
    server,
    clientAddress,
    async close() {
      await browser.close();
      restoreFetch();
    },
  };
}

/** A download's bytes: the shared Chromium streams it here (saveAs), as path() is not available. */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const folder = mkdtempSync(join(tmpdir(), 'wordhoard-download-'));
  try {
    const file = join(folder, download.suggestedFilename());
    await download.saveAs(file);
    return readFileSync(file);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
