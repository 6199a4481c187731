// Page marking's overlay, the painter for browsers without the CSS Custom Highlight API, in the
// built extension in Chromium. Chromium has that API and no switch turns it off, so the test takes
// the Highlight constructor away in the content script's own world through the DevTools protocol
// (as an older browser lacks it), then switches marking off and on: the content script starts a new
// marking, finds no API and paints with boxes. Nothing in the extension knows of the test.
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
    const here = inHost || node.nodeName === 'WORDHOARD-MARKS';
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

/** Takes the Highlight constructor out of the content script's world, then marking starts anew. */
async function dropHighlightApi(): Promise<void> {
  await page.goto(`${world.origin}/inline-words.html`);
  await expect
    .poll(async () => Object.values(await markedWords(page)).flat().length, { timeout: 15_000 })
    .toBe(4);
  const cdp = await page.context().newCDPSession(page);
  const contexts: { id: number; origin: string; name: string; auxData?: { type?: string } }[] = [];
  cdp.on('Runtime.executionContextCreated', ({ context }) => contexts.push(context));
  await cdp.send('Runtime.enable');
  const extensionWorld = contexts.find(
    (context) => context.auxData?.type === 'isolated' && context.origin.includes(world.browser.extensionId),
  );
  if (!extensionWorld) throw new Error(`no content script world among ${JSON.stringify(contexts)}`);
  const { result } = await cdp.send('Runtime.evaluate', {
    expression: 'delete globalThis.Highlight; typeof globalThis.Highlight',
    contextId: extensionWorld.id,
  });
  expect(result.value).toBe('undefined');
  await cdp.detach();
  expect(await world.callBackground('switchMarking', { url: world.origin, on: false })).toMatchObject({
    ok: true,
  });
  expect(await world.callBackground('switchMarking', { url: world.origin, on: true })).toMatchObject({
    ok: true,
  });
}

afterAll(async () => {
  await world?.close();
});

describe('the overlay where the browser has no Custom Highlight API', () => {
  it('puts a box on every part of each marked word, and none in the highlights', async () => {
    await dropHighlightApi();
    await expect.poll(coveredWords, { timeout: 15_000 }).toEqual(WORDS);
    expect(Object.values(await markedWords(page)).flat()).toEqual([]);
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
    // A burst of moves that ends on the word: the last comes within the pointer's throttle of the
    // one before, and is where the pointer rests, so it must be looked at.
    await page.evaluate(
      ([x, y]) => {
        for (const [atX, atY] of [
          [x - 40, y + 40],
          [x - 20, y + 20],
          [x, y],
        ] as const) {
          document.body.dispatchEvent(
            new PointerEvent('pointermove', { clientX: atX, clientY: atY, bubbles: true, composed: true }),
          );
        }
      },
      [x, y] as const,
    );
    await expect.poll(() => cardTexts(page), { timeout: 10_000 }).toMatchObject({ hidden: false });
    expect((await cardTexts(page)).texts).toEqual(
      expect.arrayContaining(['harbour', 'puerto', 'Score 1 of 3']),
    );
    await page.mouse.click(x, y);
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#clicked');
  });
});
