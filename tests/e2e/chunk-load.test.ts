// A lazy screen whose chunk does not arrive (SPEC §7-§9): the learner reads a failed chunk load
// of kind missing or error in the app's words, with a Reload button that brings the screen back,
// never 'Unexpected Application Error!' or the browser's "Failed to fetch dynamically imported
// module". A context of the shared Chromium with service workers blocked, so the network (and the
// routes that break it) answers every chunk rather than the app's precache. Needs `npm run build:web`.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHUNK_LOAD_MESSAGES } from '../../shared/app';
import { addWord, signUp } from './learner';
import { openSharedStack, type SharedServer, type SharedStack } from './stack';

let server: SharedServer;
let stack: SharedStack;
let token = '';
const WORDS_CHUNK = /\/static\/js\/words-page-[^/]+\.js$/;

beforeAll(async () => {
  stack = await openSharedStack();
  server = stack.server;
  token = await signUp(server, 'chunk.failure@example.com');
  await addWord(server, token, 'lantern', 'The lantern glowed.');
});
afterAll(async () => {
  await stack?.close();
});

async function signedInPage(): Promise<Page> {
  const context = await stack.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`${server.url}/home`);
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  return page;
}

async function expectChunkFailure(page: Page, kind: 'missing' | 'error') {
  const alert = page.getByRole('alert');
  await alert
    .getByRole('heading', { level: 1, name: CHUNK_LOAD_MESSAGES.title })
    .waitFor({ timeout: 20_000 });
  expect(await alert.getAttribute('data-chunk-failure')).toBe(kind);
  expect(await alert.textContent()).toContain(CHUNK_LOAD_MESSAGES.kinds[kind]);
  const text = await page.locator('body').textContent();
  expect(text).not.toContain('Unexpected Application Error!');
  expect(text).not.toContain('dynamically imported module');
  // The navigation bar stays: the learner can go elsewhere.
  await page.getByRole('link', { name: 'Home' }).first().waitFor();
}

describe("a words screen whose chunk fails ('Unexpected Application Error!')", () => {
  it('reports a missing chunk (the server answers 404) and Reload brings the screen back', async () => {
    const page = await signedInPage();
    let blocked = true;
    await page.route(WORDS_CHUNK, (route) =>
      blocked ? route.fulfill({ status: 404, body: 'Not Found' }) : route.fallback(),
    );
    await page.goto(`${server.url}/words/list`);
    await expectChunkFailure(page, 'missing');
    blocked = false;
    await page.getByRole('button', { name: CHUNK_LOAD_MESSAGES.reload }).click();
    await page.getByText('lantern', { exact: true }).first().waitFor({ timeout: 20_000 });
    await page.context().close();
  });

  it('reports a broken connection as an error', async () => {
    const page = await signedInPage();
    await page.route(WORDS_CHUNK, (route) => route.abort('connectionreset'));
    await page.goto(`${server.url}/words/test`);
    await expectChunkFailure(page, 'error');
    await page.getByRole('button', { name: CHUNK_LOAD_MESSAGES.reload }).waitFor();
    await page.context().close();
  });

  it('the real server answers a chunk it does not have with 404, which the page reads as missing', async () => {
    const response = await fetch(`${server.url}/static/js/words-page-gone0000.js`, { method: 'HEAD' });
    expect(response.status).toBe(404);
  });
});
