// The extension follows the learner of the web app in the same browser (docs/decisions/0037), in
// Chromium with the built extension against the real server: Ada signs in in the web app and the
// popup shows her; the web app signs out and signs in Grace, and the popup shows Grace, whose list
// a word saved from a page then joins (Ada's stays as it was); the web app's sign-out signs the
// extension out. Signed in in the popup itself, the extension asks before switching.
import { createServer, type Server } from 'node:http';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_LABEL } from '../../shared/accounts/notices';
import { GOODBYE_MESSAGE, welcomeMessage } from '../../shared/accounts/rules';
import { switchOfferText } from '../../shared/extension';
import { type E2EBrowser, keepPicture, launchBrowser, selectWordInPage, waitForTextInPage } from './browser';
import type { ExtensionWorkerGlobal } from './chrome-global';
import { addWord, signUp } from './learner';
import { freePort } from './server';
import { openSharedServer, type SharedServer } from './stack';

const ARTICLE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Rain notes</title></head>
<body><p>The <em>petrichor</em> rose from the garden at dawn.</p></body></html>`;

// Named ada and grace (their e-mails' local parts), with e-mails of this file's own: the server is
// shared, and extension-popup's learners are ada@example.org and grace@example.org.
const ADA = 'ada@follows.example.org';
const GRACE = 'grace@follows.example.org';

let server: SharedServer;
let restoreFetch: (() => void) | undefined;
let browser: E2EBrowser;
let articleServer: Server;
let articleUrl: string;
let app: Page;
const tokens: Record<string, string> = {};

const wordsOf = async (email: string) => {
  const res = await fetch(`${server.url}/api/words/get/words`, {
    headers: { authorization: `Bearer ${tokens[email]}` },
  });
  return ((await res.json()) as { word: string }[]).map((word) => word.word);
};

/** The web app's own login form, in the app's tab. */
async function webLogin(email: string) {
  await app.goto(`${server.url}/auth`);
  await app.getByRole('tab', { name: 'Login', exact: true }).click();
  await app.getByLabel('Email').fill(email);
  await app.getByLabel(PASSWORD_LABEL, { exact: true }).fill(server.mailedPassword(email));
  await app.getByRole('button', { name: 'Login', exact: true }).click();
  await app.getByText(welcomeMessage(email.split('@')[0] ?? '')).waitFor();
}

/** The profile's Logout, on the app's /auth page. */
async function webLogout() {
  await app.goto(`${server.url}/auth`);
  await app.getByRole('button', { name: 'Logout', exact: true }).click();
  await app.getByText(GOODBYE_MESSAGE).waitFor();
}

async function openPopup() {
  const popup = await browser.context.newPage();
  // The popup's own size (popup.css): 360 px wide.
  await popup.setViewportSize({ width: 360, height: 520 });
  await popup.goto(`chrome-extension://${browser.extensionId}/popup.html`);
  await popup.getByRole('heading', { name: 'Wordhoard' }).waitFor();
  return popup;
}

const signedInAs = (popup: Page, name: string) =>
  popup.getByRole('region', { name: 'Account' }).getByText(name, { exact: true }).waitFor();

beforeAll(async () => {
  // The run's shared server (stack.ts): this file only needs learners of its own on it.
  ({ server, restoreFetch } = openSharedServer());
  const port = await freePort();
  articleServer = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(ARTICLE);
  });
  await new Promise<void>((listening) => articleServer.listen(port, '127.0.0.1', listening));
  articleUrl = `http://127.0.0.1:${port}/rain.html`;
  browser = await launchBrowser();
  await browser.worker.evaluate(
    (serverUrl) => (globalThis as unknown as ExtensionWorkerGlobal).chrome.storage.local.set({ serverUrl }),
    server.url,
  );
  for (const email of [ADA, GRACE]) tokens[email] = await signUp(server, email);
  await addWord(server, tokens[ADA] as string, 'harbour', 'Boats rest in the harbour.');
  await browser.page.goto(articleUrl);
  app = await browser.context.newPage();
});

afterAll(async () => {
  await browser?.close();
  restoreFetch?.();
  articleServer?.close();
});

describe('the extension follows the web app’s learner', () => {
  it('shows the learner who signed in in the web app', async () => {
    await webLogin(ADA);
    const popup = await openPopup();
    await signedInAs(popup, 'ada');
    await popup.close();
  });

  it('follows the web app to another learner, and a word saved from a page goes to that learner', async () => {
    await webLogout();
    await webLogin(GRACE);
    const popup = await openPopup();
    await signedInAs(popup, 'grace');
    await keepPicture(popup, 'popup-follows-grace');
    await popup.close();

    await selectWordInPage(browser.page, 'petrichor');
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
      { url: articleUrl, selectionText: 'petrichor' },
    );
    await waitForTextInPage(browser.context, browser.page, '"petrichor" added!');
    expect(await wordsOf(GRACE)).toEqual(['petrichor']);
    expect(await wordsOf(ADA)).toEqual(['harbour']);
  });

  it('signs out with the web app', async () => {
    await webLogout();
    // Signed out at once, before any call of the extension could find the session ended.
    await expect
      .poll(() =>
        browser.worker.evaluate(async () => {
          const { chrome } = globalThis as unknown as ExtensionWorkerGlobal;
          return (await chrome.storage.local.get('token')).token ?? null;
        }),
      )
      .toBeNull();
    const popup = await openPopup();
    await popup.getByRole('form', { name: 'Sign in' }).waitFor();
    await popup.close();
  });

  it('asks before switching a session signed in in the popup, and switches when told', async () => {
    const popup = await openPopup();
    await popup.getByLabel('Email').fill(ADA);
    await popup.getByLabel('Password').fill(server.mailedPassword(ADA));
    await popup.getByRole('button', { name: 'Sign in' }).click();
    await popup.getByText(welcomeMessage('ada')).waitFor();

    // The web app signs in Grace while the popup is open: it keeps Ada and asks.
    await webLogin(GRACE);
    await popup.getByText(switchOfferText('grace')).waitFor();
    expect(await popup.getByRole('region', { name: 'Account' }).textContent()).toContain('ada');
    await keepPicture(popup, 'popup-switch-offer');

    await popup.getByRole('button', { name: 'Switch to grace' }).click();
    await signedInAs(popup, 'grace');
    expect(await popup.getByText(switchOfferText('grace')).count()).toBe(0);
    await popup.close();
  });

  it('logged no console errors', () => {
    // The web app ends a session on the server while the extension's background may have a call
    // on its way with that token (the translation added to a save): the browser logs its 401
    // itself, and the background forgets only that token (api-client.ts). The web app's own pages
    // abort their calls when their learner signs out (session-requests.ts): a 401 there fails.
    const backgroundsExpired = (text: string) =>
      /status of 401 \(Unauthorized\).*\(logged by chrome-extension:\/\/[^)]*\/background\.js\)$/.test(text);
    expect(
      browser.consoleErrors.filter(
        (text) => !/ERR_CONNECTION_REFUSED|Failed to fetch/.test(text) && !backgroundsExpired(text),
      ),
    ).toEqual([]);
  });
});
