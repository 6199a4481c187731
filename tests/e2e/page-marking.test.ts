// Page marking with the built extension in Chromium, against the real server: the learner's saved
// words are marked on fixture pages served from another origin (tests/e2e/fixtures/pages), with
// the hover card, and never in form fields, editable parts or the web app itself.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { E2EBrowser } from './browser';
import { type MarkingWorld, openMarkingWorld } from './page-marking-session';
import { cardTexts, fromProbe, markedWords, markSummary, paintedInside } from './page-marking-setup';
import type { SharedServer } from './stack';

let world: MarkingWorld;
let server: SharedServer;
let browser: E2EBrowser;
let origin: string;

const callBackground = (name: string, request: unknown) => world.callBackground(name, request);

const count = (marked: Record<string, string[]>, word: string) =>
  Object.values(marked)
    .flat()
    .filter((found) => found === word).length;

beforeAll(async () => {
  world = await openMarkingWorld();
  ({ server, browser, origin } = world);
});

afterAll(async () => {
  await world?.close();
});

describe('marking saved words on a page', () => {
  it('marks a 100,000-word article by score, without touching its DOM or its fields', async () => {
    const { page } = browser;
    await page.goto(`${origin}/encyclopedia.html`);
    // The marks near the view are painted (in-view.ts): at the top, the lead's words.
    await expect
      .poll(async () => (await markedWords(page))[1]?.length ?? 0, { timeout: 30_000 })
      .toBeGreaterThan(0);
    expect(await markedWords(page)).toMatchObject({ 1: expect.arrayContaining(['harbour']) });
    expect((await markSummary(page)).inForm).toBe(0);
    // At the end of the article, every saved word of its last paragraph is marked, by its score.
    const last = await page.evaluate(() => {
      const paragraph = document.querySelector('article p:last-of-type') as HTMLElement;
      paragraph.scrollIntoView({ block: 'center' });
      return paragraph.textContent?.match(/\b(harbour|lantern|river)\b|la bibliothèque/g)?.length ?? 0;
    });
    expect(last).toBeGreaterThan(0);
    await expect.poll(() => paintedInside(page, 'article p:last-of-type'), { timeout: 30_000 }).toBe(last);
    const marked = await markedWords(page);
    expect(new Set(marked[1])).toEqual(new Set(['harbour']));
    expect(new Set(marked[2])).toEqual(new Set(['lantern']));
    expect(new Set(marked[3])).toEqual(new Set(['river', 'la bibliothèque']));
    // The page's own elements are those it was served with: no <mark>, <span> or <style> added.
    const served = await (await fetch(`${origin}/encyclopedia.html`)).text();
    const elements = await page.evaluate((html) => {
      const parsed = new DOMParser().parseFromString(html, 'text/html');
      return [parsed.body.querySelectorAll('*').length, document.body.querySelectorAll('*').length];
    }, served);
    expect(elements[1]).toBe(elements[0]);
    await page.evaluate(() => window.scrollTo(0, 0));
  });

  it('shows the card with the translation and score on hover, and with the keyboard', async () => {
    const { page } = browser;
    const box = await page.evaluate(() => {
      const lead = document.getElementById('lead')?.firstChild as Text;
      const range = document.createRange();
      const at = lead.data.indexOf('harbour');
      range.setStart(lead, at);
      range.setEnd(lead, at + 'harbour'.length);
      lead.parentElement?.scrollIntoView({ block: 'center' });
      const rect = range.getBoundingClientRect();
      return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
    });
    await page.mouse.move(box.x - 40, box.y - 40);
    await page.mouse.move(box.x, box.y, { steps: 4 });
    await expect.poll(() => cardTexts(page), { timeout: 10_000 }).toMatchObject({ hidden: false });
    expect((await cardTexts(page)).texts).toEqual(
      expect.arrayContaining(['harbour', 'puerto', 'Score 1 of 3']),
    );
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await cardTexts(page)).hidden).toBe(true);
    await page.keyboard.press('Alt+Shift+KeyM');
    await expect.poll(async () => (await cardTexts(page)).hidden).toBe(false);
  });

  it("opens the card's word in the web app's list: scrolled to and marked", async () => {
    const { link, texts } = await cardTexts(browser.page);
    const [word] = texts;
    expect(link).toMatch(new RegExp(`^${server.url}/words/list\\?word=[\\w-]+$`));
    const app = await browser.context.newPage();
    await app.addInitScript((token) => localStorage.setItem('token', token), world.token);
    await app.goto(link);
    const row = app.locator('.words-table__row--linked');
    await row.waitFor({ timeout: 15_000 });
    expect(await row.locator('.playable--word .playable__text').textContent()).toBe(word);
    await expect.poll(() => new URL(app.url()).search).toBe('');
    await app.close();
  });

  it('marks Japanese words in text without spaces', async () => {
    const { page } = browser;
    await page.goto(`${origin}/japanese-news.html`);
    await expect.poll(async () => count(await markedWords(page), '東京'), { timeout: 15_000 }).toBe(3);
    const marked = await markedWords(page);
    expect(marked[1]?.every((word) => word === '東京')).toBe(true);
    expect(count(marked, '経済')).toBe(3);
  });

  it('marks Arabic and Hebrew words on a right-to-left page, with or without vowel signs', async () => {
    const { page } = browser;
    await page.goto(`${origin}/rtl-article.html`);
    await expect
      .poll(async () => (await markedWords(page))[1], { timeout: 15_000 })
      .toEqual(['الكتاب', 'الكِتَاب', 'الكتاب']);
    expect((await markedWords(page))[2]).toEqual(['ספר']);
  });

  it('marks an entry split across inline elements of one block, never across blocks', async () => {
    const { page } = browser;
    await page.goto(`${origin}/inline-words.html`);
    await expect.poll(async () => count(await markedWords(page), 'ice cream'), { timeout: 15_000 }).toBe(1);
    const marked = await markedWords(page);
    expect(count(marked, 'la bibliothèque')).toBe(2);
    expect(count(marked, 'harbour')).toBe(1);
    // "<i>lantern</i>s" reads "lanterns", a form of "lantern" (shared/forms) marked whole; "ice"
    // and "cream" in two list items or around a <br> are apart.
    expect(count(marked, 'lantern')).toBe(0);
    expect(count(marked, 'lanterns')).toBe(1);
    expect(Object.values(marked).flat()).toHaveLength(5);
    // Ranges run from the text before <b>bibliothèque</b> into it, and over <b>bibli</b> whole.
    const spans = await fromProbe<string[]>(
      page,
      "probe.painted.filter((mark) => mark.score === 3).map(({ range }) => range.startContainer.textContent + '|' + range.endContainer.textContent)",
      [],
    );
    expect(spans.sort()).toEqual(['Une visite à la |othèque.', 'la |bibliothèque']);
    // Further down, out of view at first: painted once scrolled to.
    await page.evaluate(() => document.getElementById('below')?.scrollIntoView({ block: 'center' }));
    await expect.poll(async () => count(await markedWords(page), 'river'), { timeout: 15_000 }).toBe(1);
    // The paragraph at the top has left the view: only the lower "ice cream" is painted.
    await expect.poll(async () => count(await markedWords(page), 'ice cream'), { timeout: 15_000 }).toBe(1);
    expect(count(await markedWords(page), 'harbour')).toBe(0);
  });

  it('follows an infinite-scroll page while it changes without pause', async () => {
    const { page } = browser;
    await page.goto(`${origin}/infinite-scroll.html`);
    await expect.poll(async () => count(await markedWords(page), 'harbour'), { timeout: 15_000 }).toBe(1);
    await page.evaluate(() => (window as unknown as { startClock(): number }).startClock());
    await page.evaluate(() => (window as unknown as { loadMore(count: number): void }).loadMore(10));
    await expect.poll(async () => count(await markedWords(page), 'harbour'), { timeout: 15_000 }).toBe(11);
    expect(count(await markedWords(page), 'lantern')).toBe(10);
    await page.evaluate(() => document.querySelector('.note')?.remove());
    await expect.poll(async () => count(await markedWords(page), 'harbour'), { timeout: 15_000 }).toBe(10);
  });

  it('never marks the web app, and stops when switched off', async () => {
    const refused = await callBackground('switchMarking', { url: `${server.url}/words/list`, on: true });
    expect(refused).toMatchObject({ ok: false, error: { code: 'invalid_site' } });
    const { page } = browser;
    await page.goto(`${origin}/japanese-news.html`);
    await expect.poll(async () => count(await markedWords(page), '東京'), { timeout: 15_000 }).toBe(3);
    const off = await callBackground('switchMarking', { url: origin, on: false });
    expect(off).toMatchObject({ ok: true, value: { siteOn: false } });
    await expect.poll(async () => count(await markedWords(page), '東京'), { timeout: 15_000 }).toBe(0);
    const registered = await browser.worker.evaluate(() =>
      (
        globalThis as unknown as {
          chrome: { scripting: { getRegisteredContentScripts(): Promise<unknown[]> } };
        }
      ).chrome.scripting.getRegisteredContentScripts(),
    );
    expect(registered).toEqual([]);
  });
});
