// Launches Debian's Chromium with the built extension loaded (ARCHITECTURE §5) and exposes the
// extension's id and service worker for the tests.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type BrowserContext, chromium, type Page, type Worker } from 'playwright-core';

export const EXTENSION_DIR = resolve(import.meta.dirname, '..', '..', 'dist', 'extension', 'chrome-mv3');

export interface E2EBrowser {
  context: BrowserContext;
  page: Page;
  extensionId: string;
  worker: Worker;
  /** Console errors seen on any page of the context. */
  consoleErrors: string[];
  close(): Promise<void>;
}

export async function launchBrowser(): Promise<E2EBrowser> {
  const profile = mkdtempSync(join(tmpdir(), 'wordhoard-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    viewport: { width: 1280, height: 800 },
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--disable-extensions-except=${EXTENSION_DIR}`,
      `--load-extension=${EXTENSION_DIR}`,
    ],
  });
  const consoleErrors: string[] = [];
  context.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const extensionId = new URL(worker.url()).host;
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    extensionId,
    worker,
    consoleErrors,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
