// Saving a selection from a web page with the built extension in Chromium, against the real server.
//
// The article is served by a small HTTP server of its own on 127.0.0.1 (another port than
// Wordhoard's). A dispatched context-menu click does not grant activeTab as a real click does, but a
// build for a local APP_URL holds http://127.0.0.1/* on every port (wxt.config.ts), so the extension
// may script the article without any test-only permission.
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOURCE_URL_MAX } from '../../shared/words/rules';
import { walkMp3 } from '../api/providers/speech/mp3-frames';
import type { VendorStub } from '../stubs/json-vendor-stub';
import { startLibreTranslateStub } from '../stubs/libretranslate';
import { type E2EBrowser, launchBrowser, selectWordInPage, waitForTextInPage } from './browser';
import type { ExtensionWorkerGlobal } from './chrome-global';
import { freePort, type RunningServer, startServer, stopAndClean } from './server';

const ARTICLE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Rain notes</title>
<style>p { font: 16px serif; }</style></head>
<body><article><p>It rained all night. The <em>petrichor</em> rose from the garden at dawn. Birds sang.</p>
<p>A storm is coming.</p></article></body></html>`;

let server: RunningServer;
let translator: VendorStub;
let browser: E2EBrowser;
let articleServer: Server;
let articleUrl: string;
let token: string;

async function signUp(email: string): Promise<string> {
  await fetch(`${server.url}/api/users/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  const login = await fetch(`${server.url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: server.mailedPassword(email) }),
  });
  return login.text();
}

/** The learner's audio file through the API, as the web app and the popup fetch it. */
async function audioOnServer(id: string) {
  const userId = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).user.id;
  const res = await fetch(`${server.url}/api/words/get/audio/${userId}/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return { type: res.headers.get('content-type'), bytes: new Uint8Array(await res.arrayBuffer()) };
}

const wordsOnServer = async () => {
  const res = await fetch(`${server.url}/api/words/get/words`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await res.json()) as { word: string; [field: string]: unknown }[];
};

/** Right-click → "Save “…” to Wordhoard" on the article's selection, as the browser reports it. */
async function saveSelectedWord(word: string, pageUrl = articleUrl) {
  await selectWordInPage(browser.page, word);
  await browser.worker.evaluate(
    async ({ url, selectionText }) => {
      const { chrome } = globalThis as unknown as ExtensionWorkerGlobal;
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

const badge = () =>
  browser.worker.evaluate(() =>
    (globalThis as unknown as ExtensionWorkerGlobal).chrome.action.getBadgeText({}),
  );

beforeAll(async () => {
  translator = startLibreTranslateStub();
  server = await startServer({ TRANSLATE_PROVIDER: 'libretranslate', TRANSLATE_URL: translator.url });
  const port = await freePort();
  articleServer = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(ARTICLE);
  });
  await new Promise<void>((listening) => articleServer.listen(port, '127.0.0.1', listening));
  articleUrl = `http://127.0.0.1:${port}/rain.html`;
  browser = await launchBrowser();
  token = await signUp('reader@example.org');
  const user = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).user;
  await browser.worker.evaluate(
    (items) => (globalThis as unknown as ExtensionWorkerGlobal).chrome.storage.local.set(items),
    { serverUrl: server.url, token, user },
  );
  await browser.page.goto(articleUrl);
});

afterAll(async () => {
  await browser?.close();
  if (server) await stopAndClean(server);
  await translator?.stop();
  articleServer?.close();
});

describe('saving a selection from a page', () => {
  it('adds the word with its sentence, page, translations and audio, and says so on the page', async () => {
    await saveSelectedWord('petrichor');

    await waitForTextInPage(browser.context, browser.page, '"petrichor" added!');
    // Stored first, the word gets its translations a moment later.
    await expect
      .poll(async () => (await wordsOnServer())[0]?.sentenceTranslation, { timeout: 15_000 })
      .not.toBe('');
    const [word] = await wordsOnServer();
    expect(word).toMatchObject({
      word: 'petrichor',
      sentence: 'The petrichor rose from the garden at dawn.',
      wordTranslation: '[es] petrichor',
      sentenceTranslation: '[es] The petrichor rose from the garden at dawn.',
      language: 'en-US',
      category: 'No',
      sourceUrl: articleUrl,
      sourceTitle: 'Rain notes',
    });
    // The word's and the sentence's audio are whole MP3 files the learner can fetch.
    for (const id of [word?.speechWord, word?.speechSentence]) {
      expect(id).toEqual(expect.any(String));
      const audio = await audioOnServer(String(id));
      expect(audio.type).toBe('audio/mpeg');
      expect(walkMp3(audio.bytes)).toMatchObject({ wellFormed: true, frames: expect.any(Number) });
      expect(walkMp3(audio.bytes).seconds).toBeGreaterThan(0.2);
    }
  });

  it('says "The word already exists." for the same selection and adds nothing', async () => {
    await saveSelectedWord('petrichor');

    await waitForTextInPage(browser.context, browser.page, 'The word already exists.');
    expect((await wordsOnServer()).map((word) => word.word)).toEqual(['petrichor']);
  });

  it('keeps a word saved while the server is down, shows "1" on the button, and sends it when it is back', async () => {
    await server.stop();
    await saveSelectedWord('storm');

    await waitForTextInPage(
      browser.context,
      browser.page,
      '"storm" will be added as soon as Wordhoard can be reached.',
    );
    expect(await badge()).toBe('1');
    const alarm = await browser.worker.evaluate(() =>
      (globalThis as unknown as ExtensionWorkerGlobal).chrome.alarms.get('send-waiting-words'),
    );
    expect(alarm).toMatchObject({ periodInMinutes: 1 });

    await server.restart();
    // The retry alarm fires every minute; the test fires it now instead of waiting.
    await browser.worker.evaluate(() =>
      (globalThis as unknown as ExtensionWorkerGlobal).chrome.alarms.onAlarm.dispatch({
        name: 'send-waiting-words',
        scheduledTime: Date.now(),
      }),
    );

    await expect
      .poll(async () => (await wordsOnServer()).map((word) => word.word), { timeout: 15_000 })
      .toEqual(['storm', 'petrichor']);
    const storm = (await wordsOnServer())[0];
    expect(storm).toMatchObject({ sentence: 'A storm is coming.', sourceTitle: 'Rain notes' });
    await expect.poll(badge).toBe('');
  });

  it('saves a word from a page whose address is over the limit, keeping the address without its query', async () => {
    const longUrl = `${articleUrl}?utm_content=${'x'.repeat(SOURCE_URL_MAX)}#dawn`;
    await browser.page.goto(longUrl);
    await saveSelectedWord('garden', longUrl);

    await waitForTextInPage(browser.context, browser.page, '"garden" added!');
    expect((await wordsOnServer())[0]).toMatchObject({ word: 'garden', sourceUrl: articleUrl });
  });
});
