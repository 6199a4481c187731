// The screens at a phone's 375 px, at the 577–610 px band where the navbar keeps its labels, and at
// 1280 px (SPEC §2 "Navigation bar", "Home page"): icons only under 577 px with names still read
// out, the landing page's cards at 805 px or the window minus 36 px, and no page wider than the
// window, signed out and signed in.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openScreen } from './learner';
import { openSharedStack, type SharedServer, type SharedStack } from './stack';

let server: SharedServer;
let browser: SharedStack;
let page: Page;
let token = '';

async function post(path: string, body: object, auth?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (auth) headers.authorization = `Bearer ${auth}`;
  return fetch(`${server.url}/api${path}`, {
    method: path === '/users' ? 'PATCH' : 'POST',
    headers,
    body: JSON.stringify(body),
  });
}

beforeAll(async () => {
  browser = await openSharedStack();
  server = browser.server;
  page = browser.page;
  const email = 'narrow.screens@example.com';
  expect((await post('/users/register', { email })).status).toBe(200);
  const first = await (await post('/users/login', { email, password: server.mailedPassword(email) })).text();
  // A name as wide as the navbar shows (12 characters), the hardest case for the bar.
  expect((await post('/users', { name: 'Maximilianus Wolfgang' }, first)).status).toBe(200);
  const renewed = await fetch(`${server.url}/api/users/replace-token`, {
    headers: { authorization: `Bearer ${first}` },
  });
  token = await renewed.text();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Opens the screen at the width. Every test here only measures (lookOnly): consecutive ones on the
 * same screen and sign-in measure it resized, as a turned phone or a dragged window would (the app
 * follows the window), instead of loading the whole app for each width. A test that clicks a tab
 * names it as its `state`: the next test of that tab takes the screen with the tab chosen.
 */
async function open(path: string, width: number, { signedIn, state }: { signedIn: boolean; state?: string }) {
  await openScreen(page, server, signedIn ? token : '', path, { width, height: 800, lookOnly: true, state });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

/** How far the page reaches past the window's right edge (0 when it fits). */
const overflow = () =>
  page.evaluate(() => Math.max(0, (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth));

const nav = () => page.getByRole('navigation', { name: 'Main' });
const NAV_LINKS = ['Home', 'My Words', 'Payment', 'Maximilianus'];

const WIDTHS = [375, 577, 600, 610, 1280];

/** Nothing on the screen is wider than the window, at each width in turn, on one load. */
function noneWiderThanTheWindow(path: string, signedIn: boolean) {
  it.each(WIDTHS)('nothing is wider than the window at %i px', async (width) => {
    await open(path, width, { signedIn });
    if (path === '/payment') await page.getByRole('button', { name: 'Subscribe (test mode)' }).waitFor();
    expect(await overflow()).toBe(0);
  });
}

// Screen by screen, so that consecutive tests share a load: one load for each screen and sign-in.
describe('/home, signed out, the landing page', () => {
  it('at 375 px the cards are the window width minus 36 px', async () => {
    await open('/home', 375, { signedIn: false });
    for (const name of [/Your word list/, /Media player/, /Flash-card test/]) {
      expect((await page.getByRole('link', { name }).boundingBox())?.width).toBe(375 - 36);
    }
  });

  it('at 1280 px the cards are 805 px wide', async () => {
    await open('/home', 1280, { signedIn: false });
    for (const name of [/Your word list/, /Media player/, /Flash-card test/]) {
      expect((await page.getByRole('link', { name }).boundingBox())?.width).toBe(805);
    }
  });

  noneWiderThanTheWindow('/home', false);
});

describe('/auth, signed out, the connection screen', () => {
  noneWiderThanTheWindow('/auth', false);
});

// Choosing the tab it already shows changes nothing, so each width after the first clicks it again
// on the same load.
describe.each(['Login', 'Password Reset'])('/auth, signed out, the %s tab', (tab) => {
  it.each(WIDTHS)('nothing is wider than the window at %i px', async (width) => {
    await open('/auth', width, { signedIn: false, state: `${tab} tab` });
    await page.getByRole('tab', { name: tab }).click();
    expect(await overflow()).toBe(0);
  });
});

describe('/home, signed in, the landing page', () => {
  it('at 375 px the navbar shows icons only, each link keeping its name', async () => {
    await open('/home', 375, { signedIn: true });
    for (const name of NAV_LINKS) {
      const box = await nav().getByRole('link', { name, exact: true }).boundingBox();
      expect(box?.width, name).toBeLessThanOrEqual(48);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
    }
  });

  noneWiderThanTheWindow('/home', true);

  it.each([577, 600, 610])('at %i px the navbar keeps its labels and the user link fits', async (width) => {
    await open('/home', width, { signedIn: true });
    for (const name of NAV_LINKS) {
      const link = nav().getByRole('link', { name, exact: true });
      const box = await link.boundingBox();
      expect(box?.width, name).toBeGreaterThan(48);
      expect((box?.x ?? 0) + (box?.width ?? 0), name).toBeLessThanOrEqual(width);
    }
  });
});

describe('/auth, signed in, the profile screen', () => {
  noneWiderThanTheWindow('/auth', true);
});

describe('/payment, signed in', () => {
  noneWiderThanTheWindow('/payment', true);

  it('at 375 px keeps the order status, plan, subscribe, with the button a short scroll away', async () => {
    await open('/payment', 375, { signedIn: true });
    const subscribe = page.getByRole('button', { name: 'Subscribe (test mode)' });
    await subscribe.waitFor();
    const top = async (name: string) => (await page.getByRole('heading', { name }).boundingBox())?.y ?? 0;
    expect(await top('Subscription status')).toBeLessThan(await top('Plan details'));
    expect(await top('Plan details')).toBeLessThan(await top('Subscribe'));
    // Within a second screen of an 800 px tall phone, not the 1,300 px it used to take.
    expect((await subscribe.boundingBox())?.y).toBeLessThan(1100);
  });
});

it('left no errors on the console', () => {
  expect(browser.consoleErrors).toEqual([]);
});
