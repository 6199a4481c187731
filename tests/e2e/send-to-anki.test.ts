// Send to Anki with the built extension in Chromium, against the real server and a stand-in that
// speaks AnkiConnect's API on its own address, 127.0.0.1:8765: switched on in the options page,
// then a word saved from a page's context menu arrives in "Anki" as a note with its audio.
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnkiConnectStub, startAnkiConnect } from '../stubs/anki-connect';
import { type E2EBrowser, launchBrowser, selectWordInPage, waitForTextInPage } from './browser';
import type { ExtensionWorkerGlobal } from './chrome-global';
import { freePort } from './server';
import { openSharedServer, type SharedServer } from './stack';

const ARTICLE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Rain notes</title></head>
<body><p>It rained all night. The petrichor rose from the garden at dawn.</p></body></html>`;

let server: SharedServer;
let restoreFetch: (() => void) | undefined;
let anki: AnkiConnectStub;
let browser: E2EBrowser;
let articleServer: Server;
let articleUrl: string;
let token: string;

async function signUp(email: string): Promise<string> {
  const json = { method: 'POST', headers: { 'content-type': 'application/json' } };
  await fetch(`${server.url}/api/users/register`, { ...json, body: JSON.stringify({ email }) });
  const login = await fetch(`${server.url}/api/users/login`, {
    ...json,
    body: JSON.stringify({ email, password: server.mailedPassword(email) }),
  });
  return login.text();
}

const api = async (path: string) =>
  fetch(`${server.url}/api${path}`, { headers: { authorization: `Bearer ${token}` } });

beforeAll(async () => {
  // AnkiConnect's own port: the extension knows no other.
  anki = startAnkiConnect(8765);
  await anki.listening;
  // The run's shared server (stack.ts): this file only needs a learner of its own on it.
  ({ server, restoreFetch } = openSharedServer());
  const port = await freePort();
  articleServer = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(ARTICLE);
  });
  await new Promise<void>((listening) => articleServer.listen(port, '127.0.0.1', listening));
  articleUrl = `http://127.0.0.1:${port}/rain.html`;
  browser = await launchBrowser();
  token = await signUp('anki@example.org');
  const user = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).user;
  await browser.worker.evaluate(
    (items) => (globalThis as unknown as ExtensionWorkerGlobal).chrome.storage.local.set(items),
    { serverUrl: server.url, token, user },
  );
});

afterAll(async () => {
  await browser?.close();
  restoreFetch?.();
  articleServer?.close();
  await anki?.stop();
});

describe('Send to Anki in Chromium', () => {
  it('is switched on in the options page, which reaches Anki and lists its decks', async () => {
    const options = await browser.context.newPage();
    await options.goto(`chrome-extension://${browser.extensionId}/options.html`);

    // A click, not check(): the box shows the stored choice, ticked once the background has kept it.
    const enable = options.getByLabel('Send the words I save to Anki');
    await enable.click();

    await expect
      .poll(() => options.getByRole('status').textContent(), { timeout: 15_000 })
      .toBe('Connected to Anki: 1 deck, 1 note type.');
    expect(await enable.isChecked()).toBe(true);
    expect(await options.getByLabel('Deck').inputValue()).toBe('Wordhoard');
    expect(await options.getByLabel('Note type').inputValue()).toBe('Wordhoard');
    expect(anki.actions).toEqual(['requestPermission', 'version', 'deckNames', 'modelNames']);
    await options.close();
  });

  it('sends a word saved from a page to Anki, with its audio, and says so on the page', async () => {
    await browser.page.goto(articleUrl);
    await selectWordInPage(browser.page, 'petrichor');
    await browser.worker.evaluate(
      async ({ url, selectionText }) => {
        const { chrome } = globalThis as unknown as ExtensionWorkerGlobal;
        const [tab] = (await chrome.tabs.query({})).filter((candidate) => candidate.url === url);
        chrome.contextMenus.onClicked.dispatch(
          { menuItemId: 'save-selection', selectionText, pageUrl: url, frameId: 0, editable: false },
          tab,
        );
      },
      { url: articleUrl, selectionText: 'petrichor' },
    );

    await waitForTextInPage(browser.context, browser.page, '"petrichor" sent to Anki.', 30_000);
    const [word] = (await (await api('/words/get/words')).json()) as { speechWord: string }[];
    const [note] = [...anki.notes.values()];
    expect(note).toMatchObject({
      deckName: 'Wordhoard',
      modelName: 'Wordhoard',
      fields: {
        Word: 'petrichor',
        Sentence: 'The petrichor rose from the garden at dawn.',
        WordAudio: `[sound:wordhoard-${word?.speechWord}.mp3]`,
      },
    });
    const userId = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).user.id;
    const audio = new Uint8Array(
      await (await api(`/words/get/audio/${userId}/${word?.speechWord}`)).arrayBuffer(),
    );
    const sent = Buffer.from(anki.media.get(`wordhoard-${word?.speechWord}.mp3`) ?? '', 'base64');
    expect(sent.length).toBeGreaterThan(0);
    expect(new Uint8Array(sent)).toEqual(audio);
    expect(browser.consoleErrors).toEqual([]);
  });
});
