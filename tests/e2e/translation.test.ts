// Translation in a real browser, on a server with only what a fresh install has (SPEC §7, §8):
// the browser's on-device Translator answers where it has the pair (a stand-in that speaks
// Chrome's documented API, installed into the page before the app runs), the server otherwise,
// and the learner reads which one did; where none can, one line says how to get a translator,
// never the error's JSON. Needs `npm run build:web`.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSLATION_ENGINE_NOTES } from '../../shared/languages/translators';
import { signUp } from './learner';
import { openSharedStack, type SharedServer, type SharedStack } from './stack';

let server: SharedServer;
let browser: SharedStack;
let token = '';

/** Sets the learner's translation pair through the API (preferences go as a whole). */
async function usePair(sourceLanguage: string, targetLanguage: string) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const preferences = await (await fetch(`${server.url}/api/preferences`, { headers })).json();
  const body = JSON.stringify({ ...preferences, sourceLanguage, targetLanguage });
  const saved = await fetch(`${server.url}/api/preferences`, { method: 'PATCH', headers, body });
  expect(saved.status).toBe(200);
}

beforeAll(async () => {
  browser = await openSharedStack();
  server = browser.server;
  token = await signUp(server, 'translator@example.com');
});
afterAll(async () => {
  await browser?.close();
});

/**
 * A page of the app, signed in. Chromium's own Translator would try to download a language model
 * (from the internet): it is replaced by a stand-in that has `onDevice`'s pairs, or removed (null)
 * to stand for a browser without the API.
 */
async function appPage(onDevice: string[] | null): Promise<{ page: Page; serverCalls: string[] }> {
  const page = await browser.context.newPage();
  const serverCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/translation')) serverCalls.push(request.postData() ?? '');
  });
  await page.addInitScript((value) => localStorage.setItem('token', value), token);
  if (onDevice === null) {
    await page.addInitScript(() =>
      Object.defineProperty(window, 'Translator', { value: undefined, configurable: true }),
    );
  } else {
    await page.addInitScript((pairs: string[]) => {
      const key = (o: { sourceLanguage: string; targetLanguage: string }) =>
        `${o.sourceLanguage}>${o.targetLanguage}`;
      Object.defineProperty(window, 'Translator', {
        value: {
          availability: async (o: { sourceLanguage: string; targetLanguage: string }) =>
            pairs.includes(key(o)) ? 'available' : 'unavailable',
          create: async (o: { sourceLanguage: string; targetLanguage: string }) => {
            if (!pairs.includes(key(o))) throw new DOMException('Unsupported pair', 'NotSupportedError');
            return { translate: async (text: string) => `${text} [${o.targetLanguage} on device]` };
          },
        },
        configurable: true,
      });
    }, onDevice);
  }
  await page.goto(`${server.url}/words/list`);
  await page.getByRole('button', { name: 'ADD' }).click({ timeout: 20_000 });
  return { page, serverCalls };
}

const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'Add a word' });

async function translateWord(page: Page, word: string) {
  const dialog = dialogOf(page);
  await dialog.getByLabel('Word', { exact: true }).fill(word);
  await dialog.getByRole('button', { name: 'Translate the word' }).click();
}

describe('translating a word in the add dialog', () => {
  it('uses the browser’s on-device translator where it has the pair, without asking the server', async () => {
    await usePair('ko', 'ja');
    const { page, serverCalls } = await appPage(['ko>ja']);
    await translateWord(page, 'lantern');
    const dialog = dialogOf(page);
    await dialog.getByText(TRANSLATION_ENGINE_NOTES.device).waitFor();
    expect(await dialog.getByLabel('Translation', { exact: true }).inputValue()).toBe(
      'lantern [ja on device]',
    );
    expect(serverCalls).toEqual([]);
    await page.close();
  });

  it('asks the server when the browser lacks the pair, and says the server answered', async () => {
    // Same language on both sides: every server answers it, whatever dictionaries it has.
    await usePair('en', 'en');
    const { page, serverCalls } = await appPage([]);
    await translateWord(page, 'lantern');
    const dialog = dialogOf(page);
    await dialog.getByText(TRANSLATION_ENGINE_NOTES.server).waitFor();
    expect(await dialog.getByLabel('Translation', { exact: true }).inputValue()).toBe('lantern');
    expect(serverCalls).toHaveLength(1);
    await page.close();
  });

  it('says in one line how to get a translator when none has the pair, never raw JSON', async () => {
    // No Debian package translates Korean to Japanese, and this browser has no Translator.
    await usePair('ko', 'ja');
    const { page } = await appPage(null);
    await translateWord(page, 'lantern');
    const dialog = dialogOf(page);
    const line = dialog.getByText(/^Error in word translation: /);
    await line.waitFor();
    const text = (await line.textContent()) ?? '';
    expect(text).toContain('Korean → Japanese');
    expect(text).toContain('Chrome 138');
    expect(text).not.toMatch(/[{}]|"code"|translation_unavailable/);
    expect(await dialog.getByLabel('Translation', { exact: true }).inputValue()).toBe('');
    await page.close();
  });
});
