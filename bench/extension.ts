// Extension: the time from a context-menu click on a selected word to the word stored on the server
// with its eSpeak audio, in Debian's Chromium with the built extension and a real server. The
// learner has 1,000 words, cached by the extension as after opening the popup, and the default
// options (automatic translation, with the server's default local translator). Each click is timed
// in the background's service worker, from the dispatch of "Save to Wordhoard" to the background
// showing '"word" added!' on the page, which it does once the API has answered the add; the
// translations are filled in after that, and awaited before the next click so saves do not
// overlap. The words are then checked through the API.
// The reference, taken in turns with the clicks: the API's own add of the same word and sentence,
// sent from the bench over HTTP, so the verdict is on what the extension adds to a save.
// `bun bench/extension.ts` measures this figure alone (npm run build first).
import { createServer } from 'node:http';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { type E2EBrowser, launchBrowser, selectWordInPage } from '../tests/e2e/browser';
import type { ExtensionWorkerGlobal } from '../tests/e2e/chrome-global';
import { freePort } from '../tests/e2e/server';
import { RATIO_BUDGETS, ratioRow } from './lib/budgets';
import { summarise } from './lib/measure';
import { seedWords } from './lib/seed';
import { type BenchServer, startBenchServer } from './lib/server-process';
import { printTable, type Row } from './lib/table';

const WARMUP = ['lantern', 'harbour'];
const MEASURED = [
  'meadow',
  'thistle',
  'cobble',
  'drizzle',
  'ember',
  'quarry',
  'saffron',
  'willow',
  'glimmer',
  'rampart',
];
const sentenceOf = (word: string) => `On the long walk home we passed a ${word} near the old mill.`;
const ARTICLE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Walk notes</title></head>
<body><article>${[...WARMUP, ...MEASURED]
  .map((word) => `<p>${sentenceOf(word)} The light was fading.</p>`)
  .join('\n')}</article></body></html>`;

type Worker = E2EBrowser['worker'];

/** Dispatches the menu click in the service worker; answers the milliseconds until the success toast. */
function timeSave(worker: Worker, url: string, word: string): Promise<number> {
  return worker.evaluate(
    async ({ url, word }) => {
      const { chrome } = globalThis as unknown as ExtensionWorkerGlobal;
      const scripting = (
        chrome as unknown as { scripting: { executeScript: (...args: unknown[]) => unknown } }
      ).scripting;
      const [tab] = (await chrome.tabs.query({})).filter((candidate) => candidate.url === url);
      if (!tab) throw new Error(`no tab shows ${url}`);
      const added = `"${word}" added!`;
      const original = scripting.executeScript;
      try {
        return await new Promise<number>((resolve, reject) => {
          let started = 0;
          const timer = setTimeout(() => reject(new Error(`no toast for "${word}" within 15 s`)), 15_000);
          // The toast is the background's last step of a save: the injection of [message, kind, ms].
          scripting.executeScript = function (this: unknown, ...args: unknown[]) {
            const toast = (args[0] as { args?: unknown[] } | undefined)?.args ?? [];
            if (toast.length === 3 && typeof toast[0] === 'string') {
              clearTimeout(timer);
              if (toast[0] === added) resolve(performance.now() - started);
              else reject(new Error(`the page was told: ${toast[0]}`));
            }
            return original.apply(this, args);
          };
          started = performance.now();
          chrome.contextMenus.onClicked.dispatch(
            { menuItemId: 'save-selection', selectionText: word, pageUrl: url, frameId: 0, editable: false },
            tab,
          );
        });
      } finally {
        scripting.executeScript = original;
      }
    },
    { url, word },
  );
}

/** The API's add of the word with its sentence, as the extension sends it; answers its milliseconds. */
async function timeApiAdd(server: BenchServer, token: string, word: string): Promise<number> {
  const form = new FormData();
  for (const [key, value] of Object.entries({
    word,
    sentence: sentenceOf(word),
    language: 'en-US',
    voice: 'en-US-Female',
  }))
    form.append(key, value);
  const start = performance.now();
  const res = await fetch(`${server.url}/api/words/add`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`the reference add answered ${res.status}`);
  return performance.now() - start;
}

/** Waits (up to 10 s) until the extension's cache holds the word with its translation filled in. */
async function waitForTranslation(worker: Worker, word: string): Promise<void> {
  for (let tries = 0; tries < 200; tries++) {
    const translated = await worker.evaluate(async (text) => {
      const { chrome } = globalThis as unknown as ExtensionWorkerGlobal;
      const { wordsCache } = await chrome.storage.local.get('wordsCache');
      const cached = (wordsCache as { word: string; sentenceTranslation: string }[]).find(
        (known) => known.word === text,
      );
      return (cached?.sentenceTranslation ?? '') !== '';
    }, word);
    if (translated) return;
    await Bun.sleep(50);
  }
}

/** The extension signed in as the learner, with the words and preferences it caches on sign-in. */
async function signInExtension(browser: E2EBrowser, server: BenchServer, token: string, words: number) {
  const user = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).user;
  await browser.worker.evaluate(
    (items) => (globalThis as unknown as ExtensionWorkerGlobal).chrome.storage.local.set(items),
    { serverUrl: server.url, token, user },
  );
  // Opening the popup syncs the session: words and preferences are fetched into storage.
  const popup = await browser.context.newPage();
  await popup.goto(`chrome-extension://${browser.extensionId}/popup.html`);
  await popup.getByRole('region', { name: 'Account' }).waitFor();
  for (let tries = 0; ; tries++) {
    const cached = await browser.worker.evaluate(async () => {
      const { chrome } = globalThis as unknown as ExtensionWorkerGlobal;
      const { wordsCache } = await chrome.storage.local.get('wordsCache');
      return Array.isArray(wordsCache) ? wordsCache.length : 0;
    });
    if (cached >= words) break;
    if (tries > 300) throw new Error(`the extension cached ${cached} of ${words} words`);
    await Bun.sleep(100);
  }
  await popup.close();
}

export async function benchExtension(server: BenchServer): Promise<Row[]> {
  const { token, userId } = await server.signUp('extension-bench@example.com');
  const client = createClient({ url: `file:${join(server.dataDir, 'wordhoard.db')}` });
  await seedWords(client, server.dataDir, userId, 1000);
  client.close();

  const port = await freePort();
  const article = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(ARTICLE);
  });
  await new Promise<void>((listening) => article.listen(port, '127.0.0.1', listening));
  const url = `http://127.0.0.1:${port}/walk.html`;
  const browser = await launchBrowser();
  try {
    await signInExtension(browser, server, token, 1000);
    await browser.page.goto(url);
    const times: number[] = [];
    const references: number[] = [];
    for (const word of [...WARMUP, ...MEASURED]) {
      await selectWordInPage(browser.page, word);
      const took = await timeSave(browser.worker, url, word);
      await waitForTranslation(browser.worker, word);
      const reference = await timeApiAdd(server, token, `${word}-api`);
      if (!MEASURED.includes(word)) continue;
      times.push(took);
      references.push(reference);
    }
    const res = await fetch(`${server.url}/api/words/get/words`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const stored = new Set(((await res.json()) as { word: string }[]).map((word) => word.word));
    const missing = [...WARMUP, ...MEASURED].filter((word) => !stored.has(word));
    if (missing.length > 0) throw new Error(`not stored on the server: ${missing.join(', ')}`);

    const figure = summarise(times);
    const reference = summarise(references);
    return [
      ratioRow('Extension: context-menu click to word stored (eSpeak)', RATIO_BUDGETS.clickToStored, {
        figure,
        reference,
        ratio: figure.median / reference.median,
      }),
    ];
  } finally {
    await browser.close();
    article.close();
  }
}

if (import.meta.main) {
  const server = await startBenchServer();
  try {
    printTable(await benchExtension(server));
  } finally {
    await server.stop();
  }
}
