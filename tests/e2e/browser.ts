// Launches Debian's Chromium with the built extension loaded (ARCHITECTURE §5) and exposes the
// extension's id and service worker for the tests.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type BrowserContext, chromium, type Page, type Worker } from 'playwright-core';

export const EXTENSION_DIR = resolve(import.meta.dirname, '..', '..', 'dist', 'extension', 'chrome-mv3');

/** Chromium's switches for a test run: offline, quiet, no sandbox (we run as root in CI). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface E2EBrowser {
  context: BrowserContext;
  page: Page;
  extensionId: string;
  worker: Worker;
  /** Console errors seen on any page of the context. */
  consoleErrors: string[];
  close(): Promise<void>;
}

/**
 * Chromium with the built extension; `extensionDir` loads another build (the bench's copy) and
 * `extraArgs` go on Chromium's command line (a Blink feature switched off, as an older browser).
 */
export async function launchBrowser(
  extensionDir = EXTENSION_DIR,
  extraArgs: string[] = [],
): Promise<E2EBrowser> {
  const profile = mkdtempSync(join(tmpdir(), 'wordhoard-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    viewport: { width: 1280, height: 800 },
    args: [
      ...CHROMIUM_ARGS,
      `--disable-extensions-except=${extensionDir}`,
      `--load-extension=${extensionDir}`,
      ...extraArgs,
    ],
  });
  const consoleErrors: string[] = [];
  context.on('console', (message) => {
    // Each error names where it was logged (a page, the extension's service worker), so a test
    // can tell the one it expects and a failure says where to look.
    const where = message.worker()?.url() ?? message.page()?.url() ?? 'unknown';
    if (message.type() === 'error') consoleErrors.push(`${message.text()} (logged by ${where})`);
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

interface DomNode {
  nodeType: number;
  nodeValue?: string;
  children?: DomNode[];
  shadowRoots?: DomNode[];
  contentDocument?: DomNode;
}

/**
 * The page's text including closed shadow roots (the extension's toast lives in one), which the
 * page's own scripts and Playwright's selectors cannot enter; the DevTools protocol can.
 */
export async function textWithClosedShadowRoots(context: BrowserContext, page: Page): Promise<string> {
  const session = await context.newCDPSession(page);
  try {
    const { root } = (await session.send('DOM.getDocument', { depth: -1, pierce: true })) as {
      root: DomNode;
    };
    const texts: string[] = [];
    const walk = (node: DomNode) => {
      if (node.nodeType === 3 && node.nodeValue) texts.push(node.nodeValue);
      for (const child of [...(node.shadowRoots ?? []), ...(node.children ?? [])]) walk(child);
      if (node.contentDocument) walk(node.contentDocument);
    };
    walk(root);
    return texts.join(' ');
  } finally {
    await session.detach();
  }
}

/** Waits until the page shows the text, closed shadow roots included. */
export async function waitForTextInPage(
  context: BrowserContext,
  page: Page,
  text: string,
  timeoutMs = 15_000,
) {
  const deadline = Date.now() + timeoutMs;
  let seen = '';
  while (Date.now() < deadline) {
    seen = await textWithClosedShadowRoots(context, page);
    if (seen.includes(text)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`"${text}" did not appear on the page; it shows: ${seen.slice(0, 500)}`);
}

/** Selects the first occurrence of `word` in the page's text, as a learner's mouse would. */
export async function selectWordInPage(page: Page, word: string): Promise<void> {
  await page.evaluate((target) => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(target) ?? -1;
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + target.length);
      getSelection()?.removeAllRanges();
      getSelection()?.addRange(range);
      return;
    }
    throw new Error(`"${target}" is not on the page`);
  }, word);
}

/** With SCREENSHOT_DIR set, keeps a picture of the page (the popup at its own size), to look at. */
export async function keepPicture(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: join(dir, `${name}.png`) });
}
