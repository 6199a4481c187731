import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2EBrowser, launchBrowser } from './browser';
import type { WorkerGlobal } from './chrome-global';
import { type RunningServer, startServer, stopAndClean } from './server';

let server: RunningServer;
let browser: E2EBrowser;
beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  if (server) await stopAndClean(server);
});

describe('the product runs in Chromium', () => {
  it('serves health with the database status', async () => {
    const res = await fetch(`${server.url}/api/health`);
    expect(await res.json()).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('renders the landing page at /home', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/home`);
    await page
      .getByRole('link', { name: /payment/i })
      .first()
      .waitFor();
    expect(await page.title()).toContain('Wordhoard');
    expect(await page.textContent('body')).toMatch(/\$2/);
  });

  it('sends / to /home without a token', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/`);
    await page.waitForURL(/\/home$/);
  });

  it('shows the not-found page for an unknown path and a bad display mode', async () => {
    const { page } = browser;
    for (const path of ['/no/such/page', '/words/flashcards']) {
      await page.goto(`${server.url}${path}`);
      await page.getByText('Page Not Found').waitFor();
      expect(await page.textContent('body')).toContain('404');
    }
  });

  it('opens the extension popup', async () => {
    const popup = await browser.context.newPage();
    await popup.goto(`chrome-extension://${browser.extensionId}/popup.html`);
    await popup.getByRole('heading', { name: /wordhoard/i }).waitFor();
    expect(await popup.getByLabel(/email/i).count()).toBeGreaterThan(0);
    await popup.close();
  });

  it('created the context-menu item on install', async () => {
    const ids = await browser.worker.evaluate(
      () =>
        new Promise<string[]>((done) => {
          const { chrome } = globalThis as unknown as WorkerGlobal;
          // The item is created by onInstalled; poll briefly until it exists.
          const look = (tries: number) =>
            chrome.contextMenus.update('save-selection', {}, () => {
              if (!chrome.runtime.lastError) done(['save-selection']);
              else if (tries > 0) setTimeout(() => look(tries - 1), 100);
              else done([]);
            });
          look(50);
        }),
    );
    expect(ids).toEqual(['save-selection']);
  });

  it('is installable as an app (manifest, icons, service worker)', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${server.url}/home`);
    await page.waitForFunction(
      () => navigator.serviceWorker?.controller !== null || document.readyState === 'complete',
    );
    const cdp = await browser.context.newCDPSession(page);
    const { errors } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    await page.close();
  });

  it('logged no console errors on the pages', () => {
    expect(browser.consoleErrors).toEqual([]);
  });
});
