// The extension's popup in Chromium against the real server: sign in, quick add, a quick test whose
// score change reaches the server, "Due today" by button and by key, sign out, and taking over a
// session started in the web app. axe scans each of the popup's screens, light and dark.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_LABEL } from '../../shared/accounts/notices';
import { welcomeMessage } from '../../shared/accounts/rules';
import type { WordHolds } from '../../shared/api';
import { HOLD_TEXTS } from '../../shared/review/hold-texts';
import { HOLD_KEYS } from '../../shared/review/study-keys';
import { axeViolations } from './axe';
import { type E2EBrowser, keepPicture, launchBrowser } from './browser';
import type { ExtensionWorkerGlobal } from './chrome-global';
import { openSharedServer, type SharedServer } from './stack';

let server: SharedServer;
let restoreFetch: (() => void) | undefined;
let browser: E2EBrowser;

async function register(email: string): Promise<string> {
  await fetch(`${server.url}/api/users/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  return server.mailedPassword(email);
}

async function login(email: string, password: string): Promise<string> {
  const res = await fetch(`${server.url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return res.text();
}

async function wordsOf(token: string) {
  const res = await fetch(`${server.url}/api/words/get/words`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await res.json()) as { word: string; score: number; sentence: string }[];
}

/** axe finds nothing on the popup as it is now, in light and in dark; a picture of each is kept. */
async function scanPopup(popup: Page, name: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await popup.emulateMedia({ colorScheme });
    expect(await axeViolations(popup)).toEqual([]);
    await keepPicture(popup, `popup-${name}-${colorScheme}`);
  }
  await popup.emulateMedia({ colorScheme: 'light' });
}

async function openPopup({ onDeviceTranslator = false } = {}) {
  const popup = await browser.context.newPage();
  if (onDeviceTranslator) {
    // A stand-in for Chrome's Translator API (Chromium's own would download a model from the internet).
    await popup.addInitScript(() => {
      const translator = {
        availability: async () => 'available',
        create: async (pair: { targetLanguage: string }) => ({
          translate: async (text: string) => `${text} (${pair.targetLanguage}, on device)`,
        }),
      };
      Object.defineProperty(window, 'Translator', { value: translator, configurable: true });
    });
  }
  // Records what the popup plays: each clip's address, in order.
  await popup.addInitScript(() => {
    const played: string[] = [];
    Object.assign(window, { played });
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      played.push(this.src);
      return play.call(this);
    };
  });
  // The popup's own width (popup.css), at a height that shows a whole card.
  await popup.setViewportSize({ width: 360, height: 640 });
  await popup.goto(`chrome-extension://${browser.extensionId}/popup.html`);
  await popup.getByRole('heading', { name: 'Wordhoard' }).waitFor();
  return popup;
}

beforeAll(async () => {
  // The run's shared server (stack.ts): this file only needs a learner of its own on it.
  ({ server, restoreFetch } = openSharedServer());
  browser = await launchBrowser();
  await browser.worker.evaluate(
    (serverUrl) => (globalThis as unknown as ExtensionWorkerGlobal).chrome.storage.local.set({ serverUrl }),
    server.url,
  );
});

afterAll(async () => {
  await browser?.close();
  restoreFetch?.();
});

describe('the popup', () => {
  let adaPassword: string;

  it('signs in with the shared rules and messages, then shows the learner’s name', async () => {
    adaPassword = await register('ada@example.org');
    const popup = await openPopup();
    // Signed out, the popup says which server it uses, and leads to the options and to registration.
    const host = server.url.replace('http://', '');
    await popup.getByText(`Server: ${host}`).waitFor();
    await scanPopup(popup, 'signed-out');
    expect(await popup.getByRole('link', { name: 'Options' }).getAttribute('href')).toBe('/options.html');
    expect(await popup.getByRole('link', { name: /Create an account/ }).getAttribute('href')).toBe(
      `${server.url}/auth`,
    );

    await popup.getByLabel('Email').fill('ada@example');
    await popup.getByRole('button', { name: 'Sign in' }).click();
    await popup.getByText('Invalid email address.').waitFor();
    await popup.getByText('Missing password').waitFor();

    await popup.getByLabel('Email').fill('ada@example.org');
    await popup.getByLabel('Password').fill(adaPassword);
    await popup.getByRole('button', { name: 'Sign in' }).click();

    await popup.getByText('Welcome ada!').waitFor();
    await scanPopup(popup, 'signed-in');
    expect(await popup.getByRole('region', { name: 'Account' }).textContent()).toContain('ada');
    expect(await popup.getByRole('link', { name: /Open Wordhoard/ }).getAttribute('href')).toBe(
      `${server.url}/words/list`,
    );
    await popup.close();
  });

  it('adds a word, then tests it: reveal, raise the score by button and by key, and the server keeps it', async () => {
    const popup = await openPopup();
    await popup.getByLabel('Word', { exact: true }).fill('ephemeral');
    await popup.getByLabel('Sentence', { exact: true }).fill('Fame is ephemeral.');
    await popup.getByRole('button', { name: 'Add word' }).click();
    await popup.getByText('"ephemeral" added!').waitFor();

    await popup.getByRole('button', { name: 'Add word' }).waitFor();
    await popup.getByLabel('Word', { exact: true }).fill('EPHEMERAL');
    await popup.getByRole('button', { name: 'Add word' }).click();
    await popup.getByText('The word already exists.').waitFor();

    await popup.getByRole('tab', { name: 'Test yourself' }).click();
    const card = popup.getByRole('region', { name: 'Test yourself' });
    await card.getByText('ephemeral', { exact: true }).waitFor();
    expect(await card.getByText('Fame is ephemeral.').isVisible()).toBe(true);

    await popup.keyboard.press('Space');
    await card.getByRole('button', { name: 'Hide' }).waitFor();
    // The word's audio, then the sentence's: two files fetched with the token, played from blob URLs.
    const played = () => popup.evaluate(() => (window as unknown as { played: string[] }).played);
    await expect.poll(async () => (await played()).length, { timeout: 10_000 }).toBe(2);
    for (const src of await played()) expect(src).toMatch(/^blob:chrome-extension:\/\//);

    await card.getByRole('img', { name: 'Score 1 of 3' }).waitFor();
    await card.getByRole('button', { name: 'Raise the score' }).click();
    await card.getByRole('img', { name: 'Score 2 of 3' }).waitFor();
    const token = await login('ada@example.org', adaPassword);
    await expect.poll(async () => (await wordsOf(token))[0]?.score).toBe(2);

    await card.focus();
    await popup.keyboard.press('ArrowUp');
    await card.getByRole('img', { name: 'Score 3 of 3' }).waitFor();
    await expect.poll(async () => (await wordsOf(token))[0]?.score).toBe(3);
    await popup.close();
  });

  it('walks today’s queue in “Due today”: the new word, answered once, is a review the server keeps', async () => {
    const popup = await openPopup();
    await popup.getByRole('tab', { name: 'Test yourself' }).click();
    await popup.getByRole('button', { name: 'Due today (1)' }).click();
    const card = popup.getByRole('region', { name: 'Due today' });
    await card.getByText('0 due · 1 new').waitFor();
    await card.getByText('ephemeral', { exact: true }).waitFor();
    await popup.keyboard.press('Space');
    // All four grades, each showing when the word comes back: the scheduler's own next states.
    const intervals = card.locator('.grade-interval');
    await intervals.first().waitFor();
    const shown = await intervals.evaluateAll((spans) => spans.map((span) => Number(span.dataset.interval)));
    const token = await login('ada@example.org', adaPassword);
    const queue = (await (
      await fetch(`${server.url}/api/review/queue`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { intervals: Record<string, number[]> };
    const [ephemeral] = (await wordsOf(token)) as unknown as { uuid: string }[];
    expect(shown).toHaveLength(4);
    expect(shown).toEqual(queue.intervals[ephemeral?.uuid ?? '']);
    expect((shown[0] ?? 0) < (shown[3] ?? 0)).toBe(true);
    await card.getByRole('button', { name: '3 Know very well' }).click();
    await card.getByText('Nothing more is due today.').waitFor();

    const res = await fetch(`${server.url}/api/review/progress`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const progress = (await res.json()) as { perDay: { reviews: number; newWords: number }[] };
    expect(progress.perDay.at(-1)).toMatchObject({ reviews: 1, newWords: 1 });
    await expect.poll(async () => (await wordsOf(token))[0]?.score).toBe(3);
    await popup.close();
  });

  it('buries, then suspends, from “Due today”: the server keeps both holds and the next word shows', async () => {
    const popup = await openPopup();
    for (const [word, sentence] of [
      ['serene', 'The lake was serene.'],
      ['lucid', 'A lucid explanation.'],
    ]) {
      await popup.getByLabel('Word', { exact: true }).fill(word ?? '');
      await popup.getByLabel('Sentence', { exact: true }).fill(sentence ?? '');
      await popup.getByRole('button', { name: 'Add word' }).click();
      await popup.getByText(`"${word}" added!`).waitFor();
    }
    await popup.getByRole('tab', { name: 'Test yourself' }).click();
    await popup.getByRole('button', { name: 'Due today (2)' }).click();
    const card = popup.getByRole('region', { name: 'Due today' });
    const first = (await card.getByText(/^(serene|lucid)$/).textContent()) ?? '';
    const second = first === 'serene' ? 'lucid' : 'serene';
    await scanPopup(popup, 'due-front');
    await popup.keyboard.press('Space');
    await card.getByRole('button', { name: /Know very well/ }).waitFor();
    await scanPopup(popup, 'due-back');

    await card.getByRole('button', { name: HOLD_TEXTS.bury }).click();
    await card.getByText(second, { exact: true }).waitFor();
    await popup.getByRole('button', { name: 'Due today (1)' }).waitFor();
    await card.getByRole('button', { name: HOLD_TEXTS.suspend }).click();
    await card.getByText('Nothing more is due today.').waitFor();
    await popup.getByRole('button', { name: 'Due today (0)' }).waitFor();

    const token = await login('ada@example.org', adaPassword);
    const uuidOf = async (word: string) =>
      ((await wordsOf(token)) as unknown as { word: string; uuid: string }[]).find((w) => w.word === word)
        ?.uuid;
    const res = await fetch(`${server.url}/api/review/holds`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const holds = (await res.json()) as WordHolds;
    expect(holds.buried).toEqual([await uuidOf(first)]);
    expect(holds.suspended).toEqual([await uuidOf(second)]);
    await popup.close();
  });

  it('studies “Due today” by key: reveal, forget, the step’s countdown, undo, then suspend', async () => {
    const popup = await openPopup();
    await popup.getByLabel('Word', { exact: true }).fill('tranquil');
    await popup.getByLabel('Sentence', { exact: true }).fill('A tranquil evening.');
    await popup.getByRole('button', { name: 'Add word' }).click();
    await popup.getByText('"tranquil" added!').waitFor();
    await popup.getByRole('tab', { name: 'Test yourself' }).click();
    await popup.getByRole('button', { name: 'Due today (1)' }).click();
    const card = popup.getByRole('region', { name: 'Due today' });
    await card.getByText('tranquil', { exact: true }).waitFor();
    // The toggle just pressed keeps focus: Space would press it again, so the card takes the keys.
    await card.focus();
    await popup.keyboard.press('Space');
    await card.getByRole('button', { name: /Don.t know/ }).waitFor();
    // Not known: the word waits for its 10-minute learning step.
    await popup.keyboard.press('1');
    const countdown = card.getByTestId('next-word-countdown');
    await countdown.waitFor();
    expect(await countdown.textContent()).toMatch(/^Next word in (10|9) min$/);
    await scanPopup(popup, 'steps-wait');
    // The pressed button is gone and focus with it: the keys still reach the test.
    await popup.keyboard.press('u');
    await card.getByText('tranquil', { exact: true }).waitFor();
    await popup.keyboard.press(HOLD_KEYS.suspend);
    await card.getByText('Nothing more is due today.').waitFor();

    const token = await login('ada@example.org', adaPassword);
    const tranquil = ((await wordsOf(token)) as unknown as { word: string; uuid: string }[]).find(
      (w) => w.word === 'tranquil',
    );
    const res = await fetch(`${server.url}/api/review/holds`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await res.json()) as WordHolds).suspended).toContain(tranquil?.uuid);
    const progress = (await (
      await fetch(`${server.url}/api/review/progress`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { perDay: { reviews: number }[] };
    // The answer was undone: only the Due-today answer of the test before counts today.
    expect(progress.perDay.at(-1)?.reviews).toBe(1);
    await popup.close();
  });

  it('translates in the popup on this device when the browser has the pair, and says so', async () => {
    const popup = await openPopup({ onDeviceTranslator: true });
    const translations: string[] = [];
    popup.context().on('request', (request) => {
      if (request.url().endsWith('/api/translation')) translations.push(request.url());
    });
    await popup.getByLabel('Word', { exact: true }).fill('lantern');
    await popup.getByRole('button', { name: 'Translate the word' }).click();
    await popup.getByText('Translated on this device').waitFor();
    expect(await popup.getByLabel('Translation', { exact: true }).inputValue()).toMatch(
      /^lantern \(.+, on device\)$/,
    );
    expect(translations).toEqual([]);
    // The word keeps who translated it.
    await popup.getByRole('button', { name: 'Add word' }).click();
    await popup.getByText('"lantern" added!').waitFor();
    const token = await login('ada@example.org', adaPassword);
    const lantern = (await wordsOf(token)).find((word) => word.word === 'lantern');
    expect(lantern).toMatchObject({ translatedBy: 'device' });
    await popup.close();
  });

  it('signs out, and then takes over a session started in the web app of this browser', async () => {
    const popup = await openPopup();
    await popup.getByRole('button', { name: 'Sign out' }).click();
    await popup.getByRole('form', { name: 'Sign in' }).waitFor();
    await popup.close();

    // Grace signs in through the web app's own login form, in a tab of this browser.
    const gracePassword = await register('grace@example.org');
    const app = await browser.context.newPage();
    await app.goto(`${server.url}/auth`);
    await app.getByRole('tab', { name: 'Login', exact: true }).click();
    await app.getByLabel('Email').fill('grace@example.org');
    await app.getByLabel(PASSWORD_LABEL, { exact: true }).fill(gracePassword);
    await app.getByRole('button', { name: 'Login', exact: true }).click();
    await app.getByText(welcomeMessage('grace')).waitFor();

    const adopted = await openPopup();
    await adopted.getByRole('region', { name: 'Account' }).getByText('grace').waitFor();
    await adopted.close();
    await app.close();
  });

  it('options: a refused server address is explained under the field until it is edited', async () => {
    const options = await browser.context.newPage();
    await options.goto(`chrome-extension://${browser.extensionId}/options.html`);
    const address = options.getByLabel('Server address');
    await address.fill('https://elsewhere.example');
    await options.getByRole('button', { name: 'Save' }).click();
    await options.getByText(/can reach only/).waitFor();
    expect(await address.getAttribute('aria-invalid')).toBe('true');

    await address.fill(server.url);
    expect(await options.getByText(/can reach only/).count()).toBe(0);
    expect(await address.getAttribute('aria-invalid')).toBe('false');
    await options.getByRole('button', { name: 'Save' }).click();
    await options.getByText('Settings saved.').waitFor();
    await options.close();
  });

  it('logged no console errors', () => {
    expect(browser.consoleErrors).toEqual([]);
  });
});
