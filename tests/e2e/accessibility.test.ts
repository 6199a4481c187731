// Every screen scanned by axe-core in light and dark at 1280 and 375 px, with no violations
// (the words screens once lacked a level-one heading: rule page-has-heading-one); each words
// screen has one level-one heading; the settings panel is 516 px tall at every width (SPEC §9),
// scrolling inside. Needs `npm run build`.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { addWord, signUp, startSignedIn } from './learner';
import { openSharedStack, type SharedServer, type SharedStack } from './stack';

let server: SharedServer;
let browser: SharedStack;
let page: Page;
let token = '';

beforeAll(async () => {
  browser = await openSharedStack();
  server = browser.server;
  page = browser.page;
  token = await signUp(server, 'axe.scan@example.com');
  await addWord(server, token, 'lantern', 'The lantern glowed in the dark.');
});
afterAll(async () => {
  await browser?.close();
});

interface Screen {
  name: string;
  path: string;
  signedIn: boolean;
  /** What shows once the screen has its data. */
  ready: (page: Page) => Promise<void>;
  openSettings?: boolean;
}

const heading = (name: string | RegExp) => (p: Page) =>
  p.getByRole('heading', { level: 1, name }).first().waitFor({ timeout: 20_000 });
const word = (p: Page) => p.getByText('lantern', { exact: true }).first().waitFor({ timeout: 20_000 });

const SCREENS: Screen[] = [
  { name: 'home', path: '/home', signedIn: false, ready: heading(/Save words/) },
  { name: 'connection', path: '/auth', signedIn: false, ready: heading('Connection') },
  {
    name: 'profile',
    path: '/auth',
    signedIn: true,
    ready: (p) => p.getByRole('button', { name: 'Logout' }).waitFor(),
  },
  { name: 'words list', path: '/words/list', signedIn: true, ready: word },
  { name: 'words list, settings open', path: '/words/list', signedIn: true, ready: word, openSettings: true },
  { name: 'media player', path: '/words/media-player', signedIn: true, ready: word },
  { name: 'test', path: '/words/test', signedIn: true, ready: word },
  { name: 'payment', path: '/payment', signedIn: true, ready: heading('Payment') },
];

async function open(screen: Screen, width: number, colorScheme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
  await startSignedIn(page, server, screen.signedIn ? token : '', {
    width,
    height: 800,
    storage: { openSettings: JSON.stringify(screen.openSettings ?? false) },
  });
  await page.goto(`${server.url}${screen.path}`);
  await screen.ready(page);
  // Notices fade in and out; scan the screen itself once they are gone.
  await page
    .locator('.Toastify__toast')
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
}

describe('axe-core', () => {
  const cases = SCREENS.flatMap((screen) =>
    ([1280, 375] as const).flatMap((width) =>
      (['light', 'dark'] as const).map((scheme) => [screen.name, width, scheme, screen] as const),
    ),
  );
  it.each(cases)('finds nothing on %s at %i px, %s', async (_name, width, scheme, screen) => {
    await open(screen, width, scheme);
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('the words screens (no level-one heading: page-has-heading-one)', () => {
  it.each(['list', 'media-player', 'test'])('/words/%s has exactly one level-one heading', async (mode) => {
    const screen = SCREENS.find((s) => s.path === `/words/${mode}`) as Screen;
    await open(screen, 1280, 'light');
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
  });
});

describe('the settings panel (516 px only at 1440 px and wider)', () => {
  it.each([375, 900, 1280, 1440])('is 516 px tall at %i px and scrolls inside', async (width) => {
    const screen = SCREENS.find((s) => s.openSettings) as Screen;
    await open(screen, width, 'light');
    const panel = page.locator('.settings-panel');
    const box = await panel.boundingBox();
    expect(Math.round(box?.height ?? 0)).toBe(516);
    expect(await panel.evaluate((element) => getComputedStyle(element).overflowY)).toBe('auto');
  });
});
