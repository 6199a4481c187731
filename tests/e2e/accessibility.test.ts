// Every screen scanned by axe-core in light and dark at 1280 and 375 px, with no violations
// (the words screens once lacked a level-one heading: rule page-has-heading-one); each words
// screen has one level-one heading; the settings panel is 516 px tall at every width (SPEC §9),
// scrolling inside. Needs `npm run build`.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { learnerStack } from './learner-stack';

const learner = learnerStack('axe.scan@example.com', [['lantern', 'The lantern glowed in the dark.']]);

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

// Each screen is loaded once for the cases that follow one another on it: they only look, so the
// next width and scheme are the same screen resized and re-themed (openScreen's lookOnly).
async function open(screen: Screen, width: number, colorScheme: 'light' | 'dark') {
  await learner.open(screen.path, {
    token: screen.signedIn ? learner.token : '',
    width,
    height: 800,
    colorScheme,
    storage: { openSettings: JSON.stringify(screen.openSettings ?? false) },
    lookOnly: true,
  });
  await screen.ready(learner.page);
  // Notices fade in and out; scan the screen itself once they are gone.
  await learner.page
    .locator('.Toastify__toast')
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
}

// Screen by screen: every check of a screen follows the one before on the same load (each only
// looks), so each screen is loaded once, then resized and re-themed for the next check.
const WORDS_SCREENS = ['/words/list', '/words/media-player', '/words/test'];

describe.each(SCREENS.map((screen) => [screen.name, screen] as const))('%s', (_name, screen) => {
  const cases = ([1280, 375] as const).flatMap((width) =>
    (['light', 'dark'] as const).map((scheme) => [width, scheme] as const),
  );
  it.each(cases)('axe-core finds nothing at %i px, %s', async (width, scheme) => {
    await open(screen, width, scheme);
    expect(await axeViolations(learner.page)).toEqual([]);
  });

  // The words screens once lacked a level-one heading (page-has-heading-one).
  if (WORDS_SCREENS.includes(screen.path) && !screen.openSettings) {
    it('has exactly one level-one heading', async () => {
      await open(screen, 1280, 'light');
      expect(await learner.page.getByRole('heading', { level: 1 }).count()).toBe(1);
    });
  }

  // The settings panel is 516 px only at 1440 px and wider.
  if (screen.openSettings) {
    it.each([375, 900, 1280, 1440])(
      'the settings panel is 516 px tall at %i px and scrolls inside',
      async (width) => {
        await open(screen, width, 'light');
        const panel = learner.page.locator('.settings-panel');
        const box = await panel.boundingBox();
        expect(Math.round(box?.height ?? 0)).toBe(516);
        expect(await panel.evaluate((element) => getComputedStyle(element).overflowY)).toBe('auto');
      },
    );
  }
});
