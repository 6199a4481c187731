// Page marking against a hostile page (docs/decisions/0035-marks-threat-model.md): a page with
// marking on tries, with every API its own scripts reach, to tell the learner's saved words from
// words they did not save. Half of its candidates are saved (tests/e2e/fixtures/pages/hostile.html).
// Each test is one channel, run as the attack; the marks are read from the extension's own world.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MarkingWorld, openMarkingWorld } from './page-marking-session';
import { cardShown, paintedWords } from './page-marking-setup';

let world: MarkingWorld;
let page: Page;

const SAVED = ['harbour', 'lantern', 'river', 'la bibliothèque', 'ice cream'];

/** How many points of the view (a 12 px grid) hit an element that is not the page's own. */
const foreignHits = () =>
  page.evaluate(() => {
    let hits = 0;
    for (let y = 2; y < innerHeight; y += 12) {
      for (let x = 2; x < innerWidth; x += 12) {
        const hit = document.elementFromPoint(x, y);
        if (hit && hit !== document.documentElement && !document.body.contains(hit)) hits += 1;
      }
    }
    return hits;
  });

/** The middle of a candidate word, where the page lays it out. */
const middleOf = (word: string) =>
  page.evaluate((word) => {
    const span = [...document.querySelectorAll('.candidate')].find((found) => found.textContent === word);
    const box = span?.getBoundingClientRect();
    if (!box) throw new Error(`${word} is not on the page`);
    return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
  }, word);

/** What the page's own script heard (hostile.html's `seen`). */
const seen = () =>
  page.evaluate(() => {
    const heard = (window as unknown as { seen: Record<string, unknown[]> }).seen;
    return {
      messages: heard.messages as string[],
      events: heard.events as string[],
      mutations: heard.mutations as string[],
      rects: heard.rects as string[],
      resized: heard.resized as unknown as number,
      internalsRoots: (heard.internals as ElementInternals[]).map(
        (internals) => internals.shadowRoot !== null,
      ),
    };
  });

beforeAll(async () => {
  world = await openMarkingWorld();
  page = world.browser.page;
  await page.goto(`${world.origin}/hostile.html?extension=${world.browser.extensionId}`);
  // The attacks run once the saved words are painted, as the extension sees them.
  const expected = JSON.stringify([...SAVED].sort());
  for (let tries = 0; tries < 300; tries += 1) {
    const painted = await paintedWords(page).catch(() => []);
    if (JSON.stringify(painted.sort()) === expected) return;
    await new Promise((wait) => setTimeout(wait, 100));
  }
  throw new Error(`the saved words were not painted: ${await paintedWords(page)}`);
});

afterAll(async () => {
  await world?.close();
});

describe('a page cannot tell saved words from others', () => {
  it('finds nothing in the highlight registry or among the style sheets', async () => {
    const shared = await page.evaluate(() => ({
      highlights: [...CSS.highlights.keys()],
      sheets: document.adoptedStyleSheets.length,
    }));
    expect(shared).toEqual({ highlights: [], sheets: 0 });
  });

  it("reads the same computed styles for every word, and no ::highlight() style of Wordhoard's", async () => {
    const styles = await page.evaluate(() => {
      const digest = (element: Element, pseudo?: string) => {
        const style = getComputedStyle(element, pseudo);
        return [...style].map((name) => `${name}:${style.getPropertyValue(name)}`).join(';');
      };
      return [...document.querySelectorAll('.candidate')].map((word) => ({
        own: digest(word),
        highlights: [1, 2, 3].map((score) => digest(word, `::highlight(wordhoard-score-${score})`)),
        unregistered: digest(word, '::highlight(nothing-registered)'),
      }));
    });
    const [first] = styles;
    for (const word of styles) {
      expect(word.own).toBe(first?.own);
      for (const highlight of word.highlights) expect(highlight).toBe(word.unregistered);
    }
  });

  it('opens no card for pointer moves or the shortcut the page makes up, and hit-tests only its own', async () => {
    const probed = await page.evaluate(async () => {
      const hitsForeign = () => {
        for (let y = 2; y < innerHeight; y += 12) {
          for (let x = 2; x < innerWidth; x += 12) {
            const hit = document.elementFromPoint(x, y);
            if (hit && hit !== document.documentElement && !document.body.contains(hit)) return true;
          }
        }
        return false;
      };
      const found: string[] = [];
      const carets: boolean[] = [];
      for (const word of document.querySelectorAll('.candidate')) {
        const box = word.getBoundingClientRect();
        const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
        // Spaced beyond the card's pointer throttle, so each move would be looked at.
        await new Promise((wait) => setTimeout(wait, 80));
        word.dispatchEvent(
          new PointerEvent('pointermove', { clientX: x, clientY: y, bubbles: true, composed: true }),
        );
        if (hitsForeign() || document.activeElement !== document.body) found.push(word.textContent ?? '');
        carets.push(document.caretRangeFromPoint(x, y)?.startContainer === word.firstChild);
      }
      const shortcuts: boolean[] = [];
      for (let press = 0; press < 3; press += 1) {
        const key = { code: 'KeyM', key: 'M', altKey: true, shiftKey: true, bubbles: true, cancelable: true };
        const prevented = !document.body.dispatchEvent(new KeyboardEvent('keydown', key));
        shortcuts.push(prevented || hitsForeign() || document.activeElement !== document.body);
      }
      return { found, carets, shortcuts };
    });
    expect(probed).toEqual({ found: [], carets: Array(10).fill(true), shortcuts: [false, false, false] });
    expect(await cardShown(page)).toBe(null);
  });

  it("cannot hit-test the card the learner's own hover or shortcut opens", async () => {
    const { x, y } = await middleOf('harbour');
    await page.mouse.move(x - 30, y - 30);
    await page.mouse.move(x, y, { steps: 3 });
    await expect.poll(() => cardShown(page), { timeout: 10_000 }).toBe('harbour');
    expect(await foreignHits()).toBe(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => cardShown(page)).toBe(null);
    await page.mouse.move(2, 2);
    await page.keyboard.press('Alt+Shift+KeyM');
    await expect.poll(() => cardShown(page)).not.toBe(null);
    expect(await foreignHits()).toBe(0);
    await page.keyboard.press('Escape');
  });

  it('hears no window message and no event of the content script', async () => {
    const heard = await seen();
    expect({ messages: heard.messages, events: heard.events }).toEqual({ messages: [], events: [] });
  });

  it('reaches no shadow root of the host, even as the custom element of its name defined in advance', async () => {
    const reached = await page.evaluate(() =>
      [...document.documentElement.children]
        .filter((element) => element !== document.head && element !== document.body)
        .map((host) => ({
          shadowRoot: host.shadowRoot !== null,
          html: host.getHTML({ serializableShadowRoots: true }),
        })),
    );
    expect(reached).toEqual([{ shadowRoot: false, html: '' }]);
    expect((await seen()).internalsRoots.filter(Boolean)).toEqual([]);
  });

  it('sees one host element added, and no change when the learner saves a word it shows', async () => {
    const before = (await seen()).mutations;
    expect(before).toHaveLength(1);
    expect(before[0]).toMatch(/^childList HTML \+[A-Z-]+ - $/);
    const saved = await world.callBackground('addWord', {
      word: 'mountain',
      wordTranslation: 'montaña',
      sentence: '',
      sentenceTranslation: '',
      category: 'No',
    });
    expect(saved.ok).toBe(true);
    await expect.poll(() => paintedWords(page), { timeout: 15_000 }).toContain('mountain');
    expect((await seen()).mutations).toEqual(before);
  });

  it('measures the same layout with and without the card, even with the host styled as a scroller', async () => {
    const measure = () =>
      page.evaluate(() => {
        const host = [...document.documentElement.children].find(
          (element) => element !== document.head && element !== document.body,
        ) as HTMLElement;
        // The page makes the host a containing block that scrolls, to read what overflows it.
        for (const [name, value] of Object.entries({
          position: 'absolute',
          transform: 'translateZ(0)',
          overflow: 'auto',
          width: '10px',
          height: '10px',
          contain: 'none',
        }))
          host.style.setProperty(name, value, 'important');
        const words = [...document.querySelectorAll('.candidate')];
        return {
          host: [host.scrollWidth, host.scrollHeight, host.clientWidth, host.clientHeight].join(),
          document: [document.documentElement.scrollWidth, document.documentElement.scrollHeight].join(),
          words: words.map((word) => JSON.stringify(word.getBoundingClientRect())),
        };
      });
    const quiet = await measure();
    expect(quiet.words).toEqual((await seen()).rects);
    const { x, y } = await middleOf('lantern');
    await page.mouse.move(x - 30, y - 30);
    await page.mouse.move(x, y, { steps: 3 });
    await expect.poll(() => cardShown(page), { timeout: 10_000 }).toBe('lantern');
    expect(await measure()).toEqual(quiet);
    // A ResizeObserver on every word heard of each once, when it started observing.
    expect((await seen()).resized).toBe(10);
  });
});
