// The lookup card in the built extension in Chromium, on a local page in six languages: Shift+hover,
// Alt+click and Alt+Shift+L open it at the word with its translation (a stand-in on-device
// Translator in the content script's world), definitions where the server has a dictionary, and
// the saved state; Save keeps the sentence and page, or adds the sentence to a saved word; Escape
// closes it; the page's tree never changes and the page's own events open nothing.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { inExtensionWorld } from './extension-world';
import { type MarkingWorld, openMarkingWorld } from './page-marking-session';
import { fromProbe } from './page-marking-setup';
import { wordCentre } from './word-centre';

let world: MarkingWorld;
let page: Page;

type Lookup = { text: string; html: string; focused: boolean } | null;
const lookupCard = (): Promise<string> =>
  fromProbe<Lookup>(page, 'probe.lookup', null).then((lookup) => lookup?.text ?? '');

/** The centre of a word in an element, as the page lays it out. */
function wordPoint(selector: string, word: string): Promise<{ x: number; y: number }> {
  return page.evaluate(wordCentre, [selector, word] as const);
}

async function altClick(selector: string, word: string): Promise<void> {
  const { x, y } = await wordPoint(selector, word);
  await page.keyboard.down('Alt');
  await page.mouse.click(x, y);
  await page.keyboard.up('Alt');
}

async function words(): Promise<
  {
    uuid: string;
    word: string;
    sentence: string;
    sourceUrl: string;
    translatedBy?: string;
    wordTranslation: string;
  }[]
> {
  const response = await fetch(`${world.server.url}/api/words/get/words`, {
    headers: { authorization: `Bearer ${world.token}` },
  });
  return response.json();
}

beforeAll(async () => {
  world = await openMarkingWorld();
  page = await world.browser.context.newPage();
  await page.goto(`${world.origin}/lookup-languages.html`);
  for (let tries = 0; !(await fromProbe(page, 'probe.lookup !== null', false)); tries++) {
    if (tries > 200) throw new Error('the lookup did not start on the page');
    await new Promise((settle) => setTimeout(settle, 100));
  }
  // The stand-in on-device translator, in the content script's world (the page's world has none of it).
  await inExtensionWorld(
    page,
    new URL(world.browser.worker.url()).host,
    `Object.defineProperty(globalThis, 'Translator', { configurable: true, writable: true, value: {
      availability: async () => 'available',
      create: async ({ sourceLanguage, targetLanguage }) => ({
        translate: async (text) => text + ' [' + sourceLanguage + '→' + targetLanguage + ']',
      }),
    } }); true`,
  );
  await page.evaluate(() => {
    (window as unknown as { changes: number }).changes = 0;
  });
}, 120_000);

afterAll(() => world?.close());

describe('the lookup card', () => {
  it('opens on Shift+hover with the translation made on the device and the definitions', async () => {
    const { x, y } = await wordPoint('#en', 'lighthouse');
    await page.mouse.move(x - 80, y + 60);
    await page.keyboard.down('Shift');
    await page.mouse.move(x, y, { steps: 3 });
    await page.keyboard.up('Shift');
    await expect.poll(lookupCard, { timeout: 15_000 }).toContain('lighthouse [en→es]');
    const text = await lookupCard();
    expect(text).toContain('Translated on this device');
    expect(text).toContain('a tower with a light');
    expect(text).toContain('Not saved yet');
  });

  it('closes with Escape', async () => {
    await page.keyboard.press('Escape');
    await expect.poll(lookupCard).toBe('');
  });

  it('saves the word with its sentence and page in one key', async () => {
    await altClick('#en', 'lighthouse');
    await expect.poll(lookupCard, { timeout: 15_000 }).toContain('lighthouse [en→es]');
    await page.keyboard.press('s');
    await expect.poll(lookupCard, { timeout: 15_000 }).toContain('Score');
    const saved = (await words()).find((word) => word.word === 'lighthouse');
    expect(saved?.sentence).toBe('The old harbour had a lighthouse on the rocks.');
    expect(saved?.sourceUrl).toBe(`${world.origin}/lookup-languages.html`);
    expect(saved).toMatchObject({ wordTranslation: 'lighthouse [en→es]', translatedBy: 'device' });
    await page.keyboard.press('Escape');
  });

  it('shows a saved word by Alt+click, without following the link, and adds the sentence met', async () => {
    await altClick('#en', 'harbour');
    await expect.poll(lookupCard, { timeout: 15_000 }).toContain('Score 1 of 3');
    expect(await lookupCard()).toContain('puerto');
    // Marking's hover card of the saved word makes way for the lookup card.
    expect(await fromProbe(page, 'probe.card', 'a card')).toBeNull();
    expect(await page.evaluate(() => location.hash)).toBe('');
    await page.keyboard.press('s');
    await expect.poll(lookupCard, { timeout: 15_000 }).toMatch(/sentence|Sentence/);
    const harbour = (await words()).find((word) => word.word === 'harbour');
    const encounters = await fetch(`${world.server.url}/api/encounters/${harbour?.uuid}`, {
      headers: { authorization: `Bearer ${world.token}` },
    }).then((response) => response.json());
    expect(JSON.stringify(encounters)).toContain('The old harbour had a lighthouse on the rocks.');
    await page.keyboard.press('Escape');
  });

  it('shows another form of a saved word as that word, and keeps the form met with its sentence', async () => {
    await altClick('#forms', 'lanterns');
    await expect.poll(lookupCard, { timeout: 15_000 }).toContain('lanterns → lantern');
    expect(await lookupCard()).toContain('Score 2 of 3');
    await page.keyboard.press('s');
    await expect.poll(lookupCard, { timeout: 15_000 }).toMatch(/sentence|Sentence/);
    expect(
      (await words()).filter((word) => word.word.startsWith('lantern')).map((word) => word.word),
    ).toEqual(['lantern']);
    await page.keyboard.press('Escape');
  });

  it('finds a saved expression by the longest match', async () => {
    await altClick('#en', 'cream');
    await expect.poll(lookupCard, { timeout: 15_000 }).toContain('ice cream');
    expect(await lookupCard()).toContain('helado');
    await page.keyboard.press('Escape');
  });

  it.each([
    ['#de', 'Hafen', 'hafen [de→es]', 'No dictionary for German'],
    // The learner's own target language: nothing to translate.
    ['#es', 'faro', 'No translation.', ''],
    ['#ja', '東京', 'Tokyo', 'Score 1 of 3'],
    ['#ar', 'الكتاب', 'the book', 'Score 1 of 3'],
  ])('opens in another language and script: %s %s', async (selector, word, translation, more) => {
    await altClick(selector, word);
    await expect.poll(lookupCard, { timeout: 15_000 }).toContain(translation);
    expect(await lookupCard()).toContain(word);
    if (more) expect(await lookupCard()).toContain(more);
    await page.keyboard.press('Escape');
    await expect.poll(lookupCard).toBe('');
  });

  it('opens from the keyboard at the selection, takes the focus, and gives it back on Escape', async () => {
    await page.evaluate(() => {
      const text = document.querySelector('#ru')?.firstChild as Text;
      const start = text.data.indexOf('книгу');
      getSelection()?.setBaseAndExtent(text, start, text, start + 5);
    });
    await page.keyboard.press('Alt+Shift+KeyL');
    await expect.poll(lookupCard, { timeout: 15_000 }).toContain('книгу [ru→es]');
    expect(await fromProbe<Lookup>(page, 'probe.lookup', null).then((lookup) => lookup?.focused)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(lookupCard).toBe('');
  });

  it("leaves the page's inputs alone and ignores the events a page makes up", async () => {
    await page.click('#note');
    const { x, y } = await page.evaluate(() => {
      const box = document.querySelector('#note')?.getBoundingClientRect() as DOMRect;
      return { x: box.left + 20, y: box.top + box.height / 2 };
    });
    await page.keyboard.down('Alt');
    await page.mouse.click(x, y);
    await page.keyboard.up('Alt');
    await page.keyboard.type('s');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('note');
    await page.evaluate(() => {
      const { x, y } = (() => {
        const text = document.querySelector('#en')?.firstChild as Text;
        const range = document.createRange();
        range.setStart(text, 0);
        range.setEnd(text, 3);
        const box = range.getBoundingClientRect();
        return { x: box.left + 2, y: box.top + 4 };
      })();
      document.body.dispatchEvent(
        new MouseEvent('click', { bubbles: true, altKey: true, clientX: x, clientY: y }),
      );
    });
    await new Promise((settle) => setTimeout(settle, 300));
    expect(await lookupCard()).toBe('');
  });

  it('gives a plain card for a word of 10,000 letters', async () => {
    await altClick('#long', 'wwww');
    await expect.poll(lookupCard, { timeout: 15_000 }).toContain('too long');
    await page.keyboard.press('Escape');
  });

  it("never changed the page's tree", async () => {
    expect(await page.evaluate(() => (window as unknown as { changes: number }).changes)).toBe(0);
  });

  it('opens nothing by a trigger the options switched off', async () => {
    const setTriggers = (triggers: object) =>
      world.browser.worker.evaluate(
        (lookupTriggers) =>
          (
            globalThis as unknown as { chrome: { storage: { local: { set(items: object): Promise<void> } } } }
          ).chrome.storage.local.set({ lookupTriggers }),
        triggers,
      );
    const altClickOn = () => fromProbe(page, 'probe.lookup?.triggers.altClick', null);
    await setTriggers({ shiftHover: true, altClick: false, keyboard: true, longPress: true });
    await expect.poll(altClickOn, { timeout: 15_000 }).toBe(false);
    await altClick('#en', 'rocks');
    await new Promise((settle) => setTimeout(settle, 500));
    expect(await lookupCard()).toBe('');
    await setTriggers({ shiftHover: true, altClick: true, keyboard: true, longPress: true });
    await expect.poll(altClickOn, { timeout: 15_000 }).toBe(true);
    await altClick('#en', 'rocks');
    await expect.poll(lookupCard, { timeout: 15_000 }).toContain('rocks');
    await page.keyboard.press('Escape');
  });

  it('is accessible (axe on the card as drawn)', async () => {
    await altClick('#en', 'harbour');
    await expect.poll(lookupCard, { timeout: 15_000 }).toContain('puerto');
    const html = await fromProbe<Lookup>(page, 'probe.lookup', null).then((lookup) => lookup?.html ?? '');
    const css = await fromProbe<string>(page, 'probe.lookupCss', '');
    await page.keyboard.press('Escape');
    const scratch = await world.browser.context.newPage();
    await scratch.setContent(
      `<!doctype html><html lang="en"><head><title>Card</title><style>${css}</style></head><body><main>${html}</main></body></html>`,
    );
    await scratch.evaluate(() => {
      const card = document.querySelector('.lookup') as HTMLElement;
      card.style.position = 'static';
    });
    expect(await axeViolations(scratch)).toEqual([]);
    await scratch.close();
  });
});
