// Page marking's overlay, its one painter (boxes in a closed shadow root over the page, docs/
// decisions/0035-marks-threat-model.md), in the built extension in Chromium: the boxes sit on each
// word's boxes, follow a scroll, leave the page's link under them clickable, and the card opens.
// The boxes are read through the DevTools protocol, which enters closed shadow roots.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MarkingWorld, openMarkingWorld } from './page-marking-session';
import { cardTexts, markedWords } from './page-marking-setup';

let world: MarkingWorld;
let page: Page;

type Box = { left: number; top: number; width: number; height: number };

/** The overlay's boxes, read from inside Wordhoard's closed shadow roots. */
async function overlayBoxes(): Promise<Box[]> {
  const cdp = await page.context().newCDPSession(page);
  type DomNode = { nodeName: string; attributes?: string[]; children?: DomNode[]; shadowRoots?: DomNode[] };
  const { root } = (await cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as { root: DomNode };
  await cdp.detach();
  const styleOf = (node: DomNode) => {
    const attributes = node.attributes ?? [];
    const at = attributes.indexOf('style');
    return at >= 0 ? (attributes[at + 1] ?? '') : '';
  };
  const boxes: Box[] = [];
  const walk = (node: DomNode, inHost: boolean) => {
    const here = inHost || node.nodeName === '#document-fragment';
    const style = styleOf(node);
    if (here && style.includes('position: absolute')) {
      const px = (name: string) => Number(new RegExp(`(?:^|;)\\s*${name}: (-?[\\d.]+)px`).exec(style)?.[1]);
      boxes.push({ left: px('left'), top: px('top'), width: px('width'), height: px('height') });
    }
    for (const child of [...(node.children ?? []), ...(node.shadowRoots ?? [])]) walk(child, here);
  };
  walk(root, false);
  return boxes;
}

/** Where the page lays out each word: the boxes of a range from one text to another. */
function wordRects(): Promise<Record<string, Box[]>> {
  return page.evaluate(() => {
    const text = (selector: string) => document.querySelector(selector)?.firstChild as Text;
    const rects = (from: Text, start: number, to: Text, end: number) => {
      const range = document.createRange();
      range.setStart(from, start);
      range.setEnd(to, end);
      return [...range.getClientRects()].map(({ left, top, width, height }) => ({
        left,
        top,
        width,
        height,
      }));
    };
    const la = text('#split span');
    const glued = text('#glued');
    return {
      'ice cream': rects(text('#split em'), 0, text('#split b'), 5),
      harbour: rects(text('#harbour-link'), 0, text('#harbour-link'), 7),
      'la bibliothèque': rects(la, la.data.indexOf('la'), text('#split span b'), 12),
      'la <b>bibli</b>othèque': rects(
        glued,
        glued.data.indexOf('la'),
        glued.nextSibling?.nextSibling as Text,
        7,
      ),
    };
  });
}

const WORDS = ['ice cream', 'harbour', 'la bibliothèque', 'la <b>bibli</b>othèque'];

const near = (a: Box, b: Box) =>
  Math.abs(a.left - b.left) < 1 &&
  Math.abs(a.top - b.top) < 1 &&
  Math.abs(a.width - b.width) < 1 &&
  Math.abs(a.height - b.height) < 1;

/** The words whose every box on the page has an overlay box on it. */
async function coveredWords(): Promise<string[]> {
  const [boxes, words] = await Promise.all([overlayBoxes(), wordRects()]);
  return Object.entries(words)
    .filter(([, rects]) => rects.length > 0 && rects.every((rect) => boxes.some((box) => near(box, rect))))
    .map(([word]) => word);
}

beforeAll(async () => {
  world = await openMarkingWorld();
  page = world.browser.page;
});

afterAll(async () => {
  await world?.close();
});

describe('the overlay that paints the marks', () => {
  it('puts a box on every part of each marked word', async () => {
    await page.goto(`${world.origin}/inline-words.html`);
    await expect.poll(coveredWords, { timeout: 15_000 }).toEqual(WORDS);
    // And "<i>lantern</i>s", a form of "lantern" (shared/forms).
    expect(Object.values(await markedWords(page)).flat()).toHaveLength(5);
    // A word holding an element whole gets that element's box and its text's: drawn once.
    const boxes = (await overlayBoxes()).map((box) => JSON.stringify(box));
    expect(new Set(boxes).size).toBe(boxes.length);
  });

  it('follows the page as it scrolls', async () => {
    const before = (await wordRects()).harbour?.[0]?.top ?? 0;
    await page.evaluate(() => window.scrollBy(0, 120));
    const after = (await wordRects()).harbour?.[0]?.top ?? 0;
    expect(before - after).toBeCloseTo(120, 0);
    await expect.poll(coveredWords, { timeout: 15_000 }).toEqual(WORDS);
    await page.evaluate(() => window.scrollTo(0, 0));
  });

  it('leaves the pointer to the page, and still opens the card', async () => {
    await expect.poll(coveredWords, { timeout: 15_000 }).toContain('harbour');
    const [rect] = (await wordRects()).harbour ?? [];
    if (!rect) throw new Error('harbour is not laid out');
    const x = rect.left + rect.width / 2;
    const y = rect.top + rect.height / 2;
    // The page's link is what lies under the pointer, not a box over it.
    expect(await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.id, [x, y] as const)).toBe(
      'harbour-link',
    );
    // A burst of the learner's moves that ends on the word: the last comes within the pointer's
    // throttle of the one before, and is where the pointer rests, so it must be looked at.
    await page.mouse.move(x - 40, y + 40);
    await page.mouse.move(x, y, { steps: 2 });
    await expect.poll(() => cardTexts(page), { timeout: 10_000 }).toMatchObject({ hidden: false });
    expect((await cardTexts(page)).texts).toEqual(
      expect.arrayContaining(['harbour', 'puerto', 'Score 1 of 3']),
    );
    await page.mouse.click(x, y);
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#clicked');
  });
});
