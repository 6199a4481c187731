// Chromium on a profile folder a test keeps, so it can close the browser and start it again with
// what the device kept (IndexedDB, the service worker and its caches), online or not.
import { type BrowserContext, chromium } from 'playwright-core';

export async function launchOnProfile(
  profile: string,
  offline: boolean,
  token: string,
): Promise<BrowserContext> {
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    offline,
    viewport: { width: 1280, height: 800 },
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  if (offline) await cutNetwork(context, true);
  await context.addInitScript((signedIn) => {
    if (!localStorage.getItem('token')) localStorage.setItem('token', signedIn);
  }, token);
  return context;
}

const API = '**/api/**';

/**
 * Cuts the network (or brings it back) for the pages and the service worker alike: Chromium's
 * offline emulation does not reach a worker's own requests, and a Background Sync fired while the
 * machine is really online would send the changes the test means to keep offline.
 */
export async function cutNetwork(context: BrowserContext, offline: boolean): Promise<void> {
  await context.setOffline(offline);
  if (offline) await context.route(API, (route) => route.abort('internetdisconnected'));
  else await context.unroute(API);
}
