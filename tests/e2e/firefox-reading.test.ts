// The reading journeys in Firefox: Debian's Firefox ESR with the built Firefox extension, signed in
// as the learner, marking switched on for the fixture pages' origin as the popup does it. What
// the extension drew is asked of its own content-script world (firefox/firefox.ts), never of
// anything the page shares; the page's pointer and keys are real (WebDriver BiDi).
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FirefoxWithExtension, launchFirefox } from './firefox/firefox';
import { signUp } from './learner';
import { saveWords, servePages } from './page-marking-setup';
import type { RunningServer } from './server';
import { freePort } from './server';
import { openSharedStack, type SharedStack } from './stack';
import { wordCentre } from './word-centre';

let stack: SharedStack;
let firefox: FirefoxWithExtension;
let pages: Server;
let origin: string;
let token: string;

type Probe = { painted: { text: string; score: number }[]; card: string | null; lookup: string };
const PROBE = `(globalThis[Symbol.for('wordhoard.marking.probe')]?.() ?? { painted: [], card: null })`;
const probe = (url: string) =>
  firefox
    .inContentWorld<Probe>(
      url,
      `((probe) => ({
        painted: probe.painted.map(({ text, score }) => ({ text, score })),
        card: probe.card,
        lookup: probe.lookup?.text ?? '',
      }))(${PROBE})`,
    )
    .catch((): Probe => ({ painted: [], card: null, lookup: '' }));

beforeAll(async () => {
  stack = await openSharedStack();
  token = await signUp(stack.server, 'firefox-reader@example.org');
  await saveWords(stack.server as unknown as RunningServer, token);
  const port = await freePort();
  pages = await servePages(port);
  origin = `http://127.0.0.1:${port}`;
  firefox = await launchFirefox();
  const user = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).user;
  await firefox.inBackground(
    `await browser.storage.local.set(${JSON.stringify({ serverUrl: stack.server.url, token, user })}); return true;`,
  );
  const switched = await firefox.inOptionsPage<{ ok: boolean; value?: { siteOn: boolean } }>(
    `return browser.runtime.sendMessage({ channel: 'wordhoard', name: 'switchMarking',
       request: { url: ${JSON.stringify(`${origin}/inline-words.html`)}, on: true } });`,
  );
  if (!switched.ok || !switched.value?.siteOn)
    throw new Error(`marking was not switched on: ${JSON.stringify(switched)}`);
}, 120_000);

afterAll(async () => {
  await firefox?.close();
  pages?.close();
  await stack?.close();
});

describe('reading in Firefox', () => {
  it('marks the saved words of a page by score, leaving its DOM as served', async () => {
    const url = `${origin}/inline-words.html`;
    const { page } = firefox;
    await page.goto(url);
    await expect
      .poll(async () => (await probe(url)).painted.map((mark) => mark.text).sort(), { timeout: 30_000 })
      .toEqual(expect.arrayContaining(['harbour', 'ice cream', 'la bibliothèque']));
    const scores = Object.fromEntries((await probe(url)).painted.map((mark) => [mark.text, mark.score]));
    expect(scores).toMatchObject({ harbour: 1, 'ice cream': 2, 'la bibliothèque': 3 });
    const served = await (await fetch(url)).text();
    const counts = await page.evaluate((html) => {
      const parsed = new DOMParser().parseFromString(html, 'text/html');
      return [parsed.body.querySelectorAll('*').length, document.body.querySelectorAll('*').length];
    }, served);
    expect(counts[1]).toBe(counts[0]);
  });

  it('shows the card of a marked word when the pointer rests on it', async () => {
    const url = `${origin}/inline-words.html`;
    const { page } = firefox;
    const box = await page.evaluate(() => {
      const link = document.getElementById('harbour-link') as HTMLElement;
      const rect = link.getBoundingClientRect();
      return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
    });
    await page.mouse.move(box.x - 40, box.y - 40);
    await page.mouse.move(box.x, box.y, { steps: 4 });
    await expect.poll(async () => (await probe(url)).card, { timeout: 10_000 }).toBe('harbour');
    await page.screenshot({ path: 'dist/firefox-marks.png' });
  });

  it('looks up a word not saved by Alt+click and saves it with its sentence, translated by the server', async () => {
    const url = `${origin}/lookup-languages.html`;
    const { page } = firefox;
    await page.goto(url);
    await expect.poll(async () => (await probe(url)).painted.length, { timeout: 30_000 }).toBeGreaterThan(0);
    const altClick = async (selector: string, word: string) => {
      const { x, y } = await page.evaluate(wordCentre, [selector, word] as const);
      await page.keyboard.down('Alt');
      await page.mouse.click(x, y);
      await page.keyboard.up('Alt');
    };
    await altClick('#en', 'lighthouse');
    await expect
      .poll(async () => (await probe(url)).lookup, { timeout: 15_000 })
      .toContain('a tower with a light');
    expect((await probe(url)).lookup).toContain('Not saved yet');
    expect(await page.evaluate(() => location.hash)).toBe('');
    await page.keyboard.press('s');
    await expect.poll(async () => (await probe(url)).lookup, { timeout: 15_000 }).toContain('Score');
    const saved = (await wordsOnServer()).find((word) => word.word === 'lighthouse');
    expect(saved).toMatchObject({
      sentence: 'The old harbour had a lighthouse on the rocks.',
      sourceUrl: url,
    });
    // Firefox has no on-device Translator: nothing may claim the device translated it.
    expect(saved?.translatedBy).not.toBe('device');
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await probe(url)).lookup).toBe('');

    await altClick('#forms', 'lanterns');
    await expect
      .poll(async () => (await probe(url)).lookup, { timeout: 15_000 })
      .toContain('lanterns → lantern');
    expect((await probe(url)).painted.map((mark) => mark.text)).toContain('lanterns');
    // Kept for a person to look at (dist/ is not committed).
    await page.screenshot({ path: 'dist/firefox-lookup.png' });
    await page.keyboard.press('Escape');
  });
});

async function wordsOnServer(): Promise<
  { word: string; sentence: string; sourceUrl: string; translatedBy?: string }[]
> {
  const response = await fetch(`${stack.server.url}/api/words/get/words`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return response.json();
}
