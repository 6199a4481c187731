// A save from a page's context menu is translated on the device where the browser can (a stand-in
// Translator in the extension's world of the page), by the server otherwise, and the saved word
// says which one answered (docs/decisions/0045-lookup.md).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inExtensionWorld } from './extension-world';
import { type MarkingWorld, openMarkingWorld } from './page-marking-session';
import { fromProbe } from './page-marking-setup';

let world: MarkingWorld;
let page: Page;
let pageUrl: string;

const extensionId = () => new URL(world.browser.worker.url()).host;

async function words(): Promise<Record<string, string>[]> {
  const response = await fetch(`${world.server.url}/api/words/get/words`, {
    headers: { authorization: `Bearer ${world.token}` },
  });
  return response.json();
}

/** Selects a word of the English paragraph and saves it from the context menu, as the browser reports it. */
async function saveFromMenu(word: string): Promise<void> {
  await page.evaluate((word) => {
    const walker = document.createTreeWalker(document.querySelector('#en') as Element, NodeFilter.SHOW_TEXT);
    let text = walker.nextNode() as Text;
    while (!text.data.includes(word)) text = walker.nextNode() as Text;
    const start = text.data.indexOf(word);
    getSelection()?.setBaseAndExtent(text, start, text, start + word.length);
  }, word);
  await world.browser.worker.evaluate(
    async ({ url, selectionText }) => {
      type Chrome = {
        tabs: { query(query: object): Promise<{ id: number; url: string }[]> };
        contextMenus: { onClicked: { dispatch(info: object, tab: object): void } };
      };
      const { chrome } = globalThis as unknown as { chrome: Chrome };
      const [tab] = (await chrome.tabs.query({})).filter((candidate) => candidate.url === url);
      if (!tab) throw new Error(`no tab shows ${url}`);
      chrome.contextMenus.onClicked.dispatch(
        { menuItemId: 'save-selection', selectionText, pageUrl: url, frameId: 0, editable: false },
        tab,
      );
    },
    { url: pageUrl, selectionText: word },
  );
}

beforeAll(async () => {
  world = await openMarkingWorld();
  page = await world.browser.context.newPage();
  pageUrl = `${world.origin}/lookup-languages.html`;
  await page.goto(pageUrl);
  // The content script's world exists once it started: the stand-in goes there.
  for (let tries = 0; !(await fromProbe(page, 'probe.lookup !== null', false)); tries++) {
    if (tries > 200) throw new Error('the content script did not start on the page');
    await new Promise((settle) => setTimeout(settle, 100));
  }
}, 120_000);

afterAll(() => world?.close());

describe('a save from the context menu', () => {
  it('is translated on the device when the browser has a translator, and says so', async () => {
    await inExtensionWorld(
      page,
      extensionId(),
      `Object.defineProperty(globalThis, 'Translator', { configurable: true, writable: true, value: {
        availability: async () => 'available',
        create: async ({ targetLanguage }) => ({ translate: async (text) => text + ' (' + targetLanguage + ', device)' }),
      } }); true`,
    );
    await saveFromMenu('rocks');
    await expect
      .poll(async () => (await words()).find((word) => word.word === 'rocks'), { timeout: 20_000 })
      .toMatchObject({
        wordTranslation: 'rocks (es, device)',
        sentenceTranslation: 'The old harbour had a lighthouse on the rocks. (es, device)',
        translatedBy: 'device',
      });
  });

  it('is translated by the server when the browser has none, and says so', async () => {
    await inExtensionWorld(page, extensionId(), `delete globalThis.Translator; true`);
    await saveFromMenu('old');
    await expect
      .poll(async () => (await words()).find((word) => word.word === 'old'), { timeout: 30_000 })
      .toMatchObject({ translatedBy: 'server' });
    const old = (await words()).find((word) => word.word === 'old');
    expect(old?.wordTranslation).not.toBe('');
    expect(old?.wordTranslation).not.toContain('device');
  });
});
