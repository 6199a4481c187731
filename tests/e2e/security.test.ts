// Hardening in a real browser: text that looks like markup, saved through the API, stays text on
// the words list, in the test mode, the media player, the edit and delete dialogs, the success
// notice, the landing page and the auth page (no dialog, nothing injected), and the
// Content-Security-Policy the server sends stops an inline script. Needs `npm run build:web`.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openScreen } from './learner';
import { openSharedStack, type SharedServer, type SharedStack } from './stack';

const WORD = '<img src=x onerror="window.__xss=1;alert(1)">';
const SENTENCE = '<script>window.__xss=2;alert(2)</script> stays text.';
const NAME = '<img src=x onerror=alert(3)>';
/** Typed into the add dialog: the success notice says it back. */
const TYPED_WORD = '<img src=x onerror="window.__xss=6;alert(6)">';

let server: SharedServer;
let browser: SharedStack;
let token: string;
const dialogs: string[] = [];

async function post(path: string, body: unknown, auth?: string) {
  return fetch(`${server.url}${path}`, {
    method: path === '/api/users' ? 'PATCH' : 'POST',
    headers: { 'content-type': 'application/json', ...(auth ? { authorization: `Bearer ${auth}` } : {}) },
    body: JSON.stringify(body),
  });
}

beforeAll(async () => {
  browser = await openSharedStack();
  server = browser.server;
  browser.context.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await post('/api/users/register', { email: 'mallory@example.com' });
  const login = await post('/api/users/login', {
    email: 'mallory@example.com',
    password: server.mailedPassword('mallory@example.com'),
  });
  const first = await login.text();
  expect((await post('/api/users', { name: NAME }, first)).status).toBe(200);
  token = await (
    await fetch(`${server.url}/api/users/replace-token`, { headers: { authorization: `Bearer ${first}` } })
  ).text();
  const form = new FormData();
  for (const [k, v] of Object.entries({
    word: WORD,
    sentence: SENTENCE,
    wordTranslation: '"><svg onload=alert(4)>',
    language: 'en-US',
    voice: 'en-US-Female',
    category: '<b>bold</b>',
  }))
    form.append(k, v);
  const added = await fetch(`${server.url}/api/words/add`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(added.status).toBe(201);
});
afterAll(async () => {
  await browser?.close();
});

/** A fresh page on `path`, signed in (or out, with ''): the token is set without loading the app first. */
async function pageOn(path: string, signedInAs = token) {
  const page = await browser.context.newPage();
  await openScreen(page, server, signedInAs, path);
  return page;
}

const injected = (page: Page) =>
  page.evaluate(() => ({
    flag: (window as unknown as { __xss?: number }).__xss ?? null,
    images: document.querySelectorAll('img[src="x"]').length,
    svgs: document.querySelectorAll('svg[onload]').length,
    bold: [...document.querySelectorAll('b')].filter((b) => b.textContent === 'bold').length,
  }));

describe('text that looks like markup', () => {
  it('stays text on /words/list: shown as typed, no dialog, nothing injected', async () => {
    const page = await pageOn('/words/list');
    await page.getByText(WORD, { exact: true }).first().waitFor({ timeout: 20_000 });
    await page.getByText(SENTENCE, { exact: true }).first().waitFor();
    expect(await injected(page)).toEqual({ flag: null, images: 0, svgs: 0, bold: 0 });
    expect(dialogs).toEqual([]);
    await page.close();
  });

  it('stays text in the test mode, the answer revealed', async () => {
    const page = await pageOn('/words/test');
    await page.getByRole('heading', { name: WORD, exact: true }).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Reveal' }).click();
    await page.getByText('"><svg onload=alert(4)>', { exact: true }).waitFor();
    await page.getByText(SENTENCE, { exact: true }).waitFor();
    await page.getByRole('navigation', { name: `Look up “${WORD}”` }).waitFor();
    expect(await injected(page)).toEqual({ flag: null, images: 0, svgs: 0, bold: 0 });
    expect(dialogs).toEqual([]);
    await page.close();
  });

  it('stays text in the media player', async () => {
    const page = await pageOn('/words/media-player');
    await page.getByRole('heading', { name: WORD, exact: true }).waitFor({ timeout: 20_000 });
    await page.getByText(SENTENCE, { exact: true }).waitFor();
    await page.getByText('<b>bold</b>', { exact: true }).waitFor();
    expect(await injected(page)).toEqual({ flag: null, images: 0, svgs: 0, bold: 0 });
    expect(dialogs).toEqual([]);
    await page.close();
  });

  it('stays text in the edit and delete dialogs', async () => {
    const page = await pageOn('/words/list');
    await page
      .getByRole('button', { name: `Edit ${WORD}` })
      .first()
      .click({ timeout: 20_000 });
    const edit = page.getByRole('dialog', { name: 'Edit the word' });
    expect(await edit.getByLabel('Word', { exact: true }).inputValue()).toBe(WORD);
    expect(await edit.getByLabel('Sentence', { exact: true }).inputValue()).toBe(SENTENCE);
    expect(await injected(page)).toEqual({ flag: null, images: 0, svgs: 0, bold: 0 });
    await edit.getByRole('button', { name: 'Close', exact: true }).click();
    await edit.waitFor({ state: 'detached' });

    await page
      .getByRole('button', { name: `Delete ${WORD}` })
      .first()
      .click();
    const overlay = page.getByRole('dialog');
    expect(await overlay.textContent()).toContain(`Delete the word:${WORD}`);
    expect(await injected(page)).toEqual({ flag: null, images: 0, svgs: 0, bold: 0 });
    await overlay.getByRole('button', { name: 'Close', exact: true }).click();
    expect(dialogs).toEqual([]);
    await page.close();
  });

  it('stays text in the success notice of a word added in the dialog', async () => {
    const page = await pageOn('/words/list');
    await page.getByRole('button', { name: 'ADD' }).click({ timeout: 20_000 });
    const add = page.getByRole('dialog', { name: 'Add a word' });
    await add.getByLabel('Word', { exact: true }).fill(TYPED_WORD);
    await add.getByRole('button', { name: 'Add' }).click();
    await page.getByText(`"${TYPED_WORD}" added!`, { exact: true }).waitFor();
    expect(await injected(page)).toEqual({ flag: null, images: 0, svgs: 0, bold: 0 });
    expect(dialogs).toEqual([]);
    await page.close();
  });

  it('stays text where the learner’s name is shown (navigation bar, profile)', async () => {
    const page = await pageOn('/auth');
    await page.getByText(NAME, { exact: true }).first().waitFor({ timeout: 20_000 });
    await page.getByText(NAME.slice(0, 12), { exact: true }).first().waitFor();
    expect(await injected(page)).toEqual({ flag: null, images: 0, svgs: 0, bold: 0 });
    expect(dialogs).toEqual([]);
    await page.close();
  });

  it('stays text when typed into the register form on /auth', async () => {
    const page = await pageOn('/auth', '');
    const email = page.locator('input[name="email"]:visible').first();
    await email.fill(`"><img src=x onerror=alert(5)>@example.com`, { timeout: 10_000 });
    await email.press('Enter');
    await page.getByText('Invalid email address.').first().waitFor({ timeout: 10_000 });
    expect(await injected(page)).toEqual({ flag: null, images: 0, svgs: 0, bold: 0 });
    expect(dialogs).toEqual([]);
    await page.close();
  });
});

describe('the Content-Security-Policy in the browser', () => {
  it('is sent with the page and stops an inline script', async () => {
    const page = await browser.context.newPage();
    const res = await page.goto(`${server.url}/home`);
    expect(res?.headers()['content-security-policy']).toMatch(/script-src 'self'/);
    const ran = await page.evaluate(async () => {
      const violation = new Promise<string>((done) =>
        document.addEventListener('securitypolicyviolation', (e) => done(e.violatedDirective), {
          once: true,
        }),
      );
      const script = document.createElement('script');
      script.textContent = 'window.__inline = 1';
      document.body.append(script);
      return {
        inline: (window as unknown as { __inline?: number }).__inline ?? null,
        directive: await violation,
      };
    });
    expect(ran).toEqual({ inline: null, directive: expect.stringMatching(/^script-src/) });
    await page.close();
  });
});
