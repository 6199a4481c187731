// The world of the Firefox reading journeys: the shared server with a learner and the saved words
// of the page-marking fixtures, the fixture pages on their own origin, and one Firefox ESR with the
// built extension, signed in, marking switched on for that origin as the popup does it. What the
// extension drew is asked of its own content-script world (firefox.ts); the pointer and keys are
// the page's real ones (WebDriver BiDi).
import type { Server } from 'node:http';
import { signUp } from '../learner';
import { type SavedFixtureWord, saveWords, servePages } from '../page-marking-setup';
import type { CardBox, SavedWord } from '../reading-page';
import { freePort } from '../server';
import { openSharedStack, type SharedStack } from '../stack';
import { wordBox, wordCentre } from '../word-centre';
import { type FirefoxWithExtension, launchFirefox } from './firefox';

export type Probe = {
  painted: { text: string; score: number }[];
  card: string | null;
  /** What the lookup card says, '' when closed. */
  lookup: string;
  /** Where the lookup card is drawn, in the page's viewport. */
  lookupBox: CardBox | null;
};

const PROBE = `(globalThis[Symbol.for('wordhoard.marking.probe')]?.() ?? { painted: [], card: null })`;

export interface FirefoxReading {
  firefox: FirefoxWithExtension;
  stack: SharedStack;
  origin: string;
  /** Opens a fixture page and waits until the content script has painted its marks. */
  open(path: string): Promise<string>;
  /** What the extension holds for the tab showing `url` (nothing drawn before it has started);
   * fails when no tab shows `url`, so a probe of the wrong page never reads as "nothing". */
  probe(url: string): Promise<Probe>;
  altClick(selector: string, word: string): Promise<void>;
  altClickAt(point: { x: number; y: number }): Promise<void>;
  shiftHover(selector: string, word: string): Promise<void>;
  /** Where the word is laid out. */
  wordBox(selector: string, word: string): Promise<CardBox>;
  words(): Promise<(SavedWord & { sourceUrl: string })[]>;
  encounters(uuid: string): Promise<string>;
  close(): Promise<void>;
}

/** Everything up for `email`, with the shared saved words and `moreWords`. */
export async function openFirefoxReading(
  email: string,
  moreWords: readonly SavedFixtureWord[] = [],
): Promise<FirefoxReading> {
  const stack = await openSharedStack();
  let pages: Server | undefined;
  let firefox: FirefoxWithExtension | undefined;
  const close = async () => {
    await firefox?.close();
    pages?.close();
    await stack.close();
  };
  try {
    const token = await signUp(stack.server, email);
    await saveWords(stack.server, token);
    await saveWords(stack.server, token, moreWords);
    const port = await freePort();
    pages = await servePages(port);
    const origin = `http://127.0.0.1:${port}`;
    const browser = await launchFirefox();
    firefox = browser;
    const user = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).user;
    await browser.inBackground(
      `await browser.storage.local.set(${JSON.stringify({ serverUrl: stack.server.url, token, user })}); return true;`,
    );
    const switched = await browser.inOptionsPage<{ ok: boolean; value?: { siteOn: boolean } }>(
      `return browser.runtime.sendMessage({ channel: 'wordhoard', name: 'switchMarking',
         request: { url: ${JSON.stringify(`${origin}/inline-words.html`)}, on: true } });`,
    );
    if (!switched.ok || !switched.value?.siteOn)
      throw new Error(`marking was not switched on: ${JSON.stringify(switched)}`);
    const { page } = browser;
    const headers = { authorization: `Bearer ${token}` };
    const point = (selector: string, word: string) => page.evaluate(wordCentre, [selector, word] as const);
    const altClickAt = async ({ x, y }: { x: number; y: number }) => {
      await page.keyboard.down('Alt');
      await page.mouse.click(x, y);
      await page.keyboard.up('Alt');
    };
    const probe = (url: string) =>
      browser.inContentWorld<Probe>(
        url,
        `((probe) => ({
          painted: probe.painted.map(({ text, score }) => ({ text, score })),
          card: probe.card,
          lookup: probe.lookup?.text ?? '',
          lookupBox: probe.lookup?.box ?? null,
        }))(${PROBE})`,
      );
    return {
      firefox: browser,
      stack,
      origin,
      probe,
      async open(path) {
        const url = `${origin}/${path}`;
        await page.goto(url);
        // While the page loads, the tab may not run scripts yet: only then is a failed probe "nothing".
        const painted = () =>
          probe(url).then(
            (found) => found.painted.length,
            () => 0,
          );
        for (let tries = 0; (await painted()) === 0; tries++) {
          if (tries > 300) throw new Error(`nothing was marked on ${path}`);
          await new Promise((settle) => setTimeout(settle, 100));
        }
        return url;
      },
      async altClick(selector, word) {
        await altClickAt(await point(selector, word));
      },
      altClickAt,
      async shiftHover(selector, word) {
        const { x, y } = await point(selector, word);
        await page.mouse.move(x, y + 80);
        await page.keyboard.down('Shift');
        await page.mouse.move(x, y, { steps: 3 });
        await page.keyboard.up('Shift');
      },
      wordBox: (selector, word) => page.evaluate(wordBox, [selector, word] as const),
      async words() {
        return (await fetch(`${stack.server.url}/api/words/get/words`, { headers })).json();
      },
      async encounters(uuid) {
        return JSON.stringify(
          await (await fetch(`${stack.server.url}/api/encounters/${uuid}`, { headers })).json(),
        );
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
