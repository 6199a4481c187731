import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2EBrowser, launchBrowser } from './browser';
import type { WorkerGlobal } from './chrome-global';
import { openSharedServer, type SharedServer } from './stack';

let server: SharedServer;
let restoreFetch: (() => void) | undefined;
let browser: E2EBrowser;
beforeAll(async () => {
  // The run's shared server (stack.ts): this file only needs a learner of its own on it.
  ({ server, restoreFetch } = openSharedServer());
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  restoreFetch?.();
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

  // Lighthouse 12 dropped its PWA category; these are the checks it made (installable-manifest is
  // the test above, through the same DevTools call), at a phone's width.
  it("passes the checks of Lighthouse's former PWA category", async () => {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`${server.url}/home`);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const head = await page.evaluate(() => ({
      viewport: document.querySelector('meta[name="viewport"]')?.getAttribute('content') ?? '',
      themeColor: document.querySelector('meta[name="theme-color"]')?.getAttribute('content') ?? '',
      appleTouchIcon: document.querySelector('link[rel="apple-touch-icon"]')?.getAttribute('href') ?? '',
      manifest: document.querySelector('link[rel="manifest"]')?.getAttribute('href') ?? '',
      overflow: document.documentElement.scrollWidth - window.innerWidth,
    }));
    expect(head.viewport).toMatch(/width=device-width/);
    expect(head.overflow).toBe(0); // content-width: nothing wider than the screen
    const manifest = await (await fetch(new URL(head.manifest, server.url))).json();
    expect(manifest).toMatchObject({ name: 'Wordhoard', short_name: 'Wordhoard', display: 'standalone' });
    // splash-screen and themed-omnibox: colours in the manifest, the theme colour in the page too.
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(head.themeColor).toBe(manifest.theme_color);
    const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
    expect(icons.filter((icon) => icon.purpose === 'any').map((icon) => icon.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
    expect(icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const { src, sizes } of [...icons, { src: head.appleTouchIcon, sizes: '180x180' }]) {
      const png = new DataView(await (await fetch(new URL(src, server.url))).arrayBuffer());
      expect(png.getUint32(0)).toBe(0x89504e47); // a PNG, of the size it declares (IHDR)
      expect(`${png.getUint32(16)}x${png.getUint32(20)}`).toBe(sizes);
    }
    // service-worker and the offline start: the worker answers the start page itself.
    const start = await page.goto(new URL(manifest.start_url, server.url).href);
    expect(start?.status()).toBe(200);
    expect(start?.fromServiceWorker()).toBe(true);
    await page.close();
  });

  it('logged no console errors on the pages', () => {
    expect(browser.consoleErrors).toEqual([]);
  });
});
