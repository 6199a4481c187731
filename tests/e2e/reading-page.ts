// One fixture page read with the lookup card, for the reading tests in Japanese and right-to-left
// scripts: the page opened once the content script runs, a stand-in on-device Translator in the
// content script's world (the page's world has none of it), the two pointer triggers, the card as
// the extension holds it, a save from the context menu, and the learner's words as the API answers.
import type { Page } from 'playwright-core';
import { inExtensionWorld } from './extension-world';
import type { MarkingWorld } from './page-marking-session';
import { fromProbe } from './page-marking-setup';
import { wordBox, wordCentre } from './word-centre';

export type CardBox = { left: number; right: number; top: number; bottom: number };
type Lookup = { text: string; box: CardBox | null } | null;

/** The stand-in answers "text [source→target]": the languages it was asked for show in the word saved. */
const STAND_IN_TRANSLATOR = `Object.defineProperty(globalThis, 'Translator', { configurable: true, writable: true, value: {
  availability: async () => 'available',
  create: async ({ sourceLanguage, targetLanguage }) => ({
    translate: async (text) => text + ' [' + sourceLanguage + '→' + targetLanguage + ']',
  }),
} }); true`;

export interface SavedWord {
  uuid: string;
  word: string;
  sentence: string;
  formMet?: string;
  wordTranslation: string;
  translatedBy?: string;
}

export async function openReadingPage(world: MarkingWorld, path: string) {
  const page: Page = await world.browser.context.newPage();
  await page.goto(`${world.origin}/${path}`);
  for (let tries = 0; !(await fromProbe(page, 'probe.lookup !== null', false)); tries++) {
    if (tries > 200) throw new Error(`the lookup did not start on ${path}`);
    await new Promise((settle) => setTimeout(settle, 100));
  }
  const extensionId = new URL(world.browser.worker.url()).host;
  await inExtensionWorld(page, extensionId, STAND_IN_TRANSLATOR);
  const headers = { authorization: `Bearer ${world.token}` };
  const point = (selector: string, word: string) => page.evaluate(wordCentre, [selector, word] as const);

  return {
    page,
    /** What the card says; '' when closed. */
    card: (): Promise<string> =>
      fromProbe<Lookup>(page, 'probe.lookup', null).then((lookup) => lookup?.text ?? ''),
    /** Where the card is drawn, in the page's viewport. */
    cardBox: (): Promise<CardBox | null> =>
      fromProbe<CardBox | null>(page, 'probe.lookup?.box ?? null', null),
    /** Where the word is laid out. */
    wordBox: (selector: string, word: string): Promise<CardBox> =>
      page.evaluate(wordBox, [selector, word] as const),
    async altClick(selector: string, word: string): Promise<void> {
      const { x, y } = await point(selector, word);
      await page.keyboard.down('Alt');
      await page.mouse.click(x, y);
      await page.keyboard.up('Alt');
    },
    async shiftHover(selector: string, word: string): Promise<void> {
      const { x, y } = await point(selector, word);
      await page.mouse.move(x, y + 80);
      await page.keyboard.down('Shift');
      await page.mouse.move(x, y, { steps: 3 });
      await page.keyboard.up('Shift');
    },
    /** The marks painted, as the extension holds them. */
    marks: (): Promise<string[]> => fromProbe<string[]>(page, 'probe.painted.map((mark) => mark.text)', []),
    async words(): Promise<SavedWord[]> {
      return (await fetch(`${world.server.url}/api/words/get/words`, { headers })).json();
    },
    async encounters(uuid: string): Promise<string> {
      return JSON.stringify(
        await (await fetch(`${world.server.url}/api/encounters/${uuid}`, { headers })).json(),
      );
    },
    /** Selects `word` in the element and saves it from the context menu, as the browser reports the click. */
    async saveFromMenu(selector: string, word: string): Promise<void> {
      await page.evaluate(
        ([selector, word]) => {
          const text = [...(document.querySelector(selector)?.childNodes ?? [])].find(
            (node): node is Text => node instanceof Text && node.data.includes(word),
          ) as Text;
          getSelection()?.setBaseAndExtent(
            text,
            text.data.indexOf(word),
            text,
            text.data.indexOf(word) + word.length,
          );
        },
        [selector, word] as const,
      );
      await world.browser.worker.evaluate(
        async ({ url, selectionText }) => {
          type Chrome = {
            tabs: { query(query: object): Promise<{ id: number; url: string }[]> };
            contextMenus: { onClicked: { dispatch(info: object, tab: object): void } };
          };
          const { chrome } = globalThis as unknown as { chrome: Chrome };
          const tab = (await chrome.tabs.query({})).find((candidate) => candidate.url === url);
          if (!tab) throw new Error(`no tab shows ${url}`);
          chrome.contextMenus.onClicked.dispatch(
            { menuItemId: 'save-selection', selectionText, pageUrl: url, frameId: 0, editable: false },
            tab,
          );
        },
        { url: page.url(), selectionText: word },
      );
    },
  };
}

export type ReadingPage = Awaited<ReturnType<typeof openReadingPage>>;
