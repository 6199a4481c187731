// The subscription journey in Chromium against the real server, in test mode (the local payment
// provider): a trial that lapses; a learner who subscribes, stays active while the months are
// charged, cancels, runs out of paid days, loses the words 60 days later and subscribes again.
// The server's clock is moved, not waited for.
import { decodeJwt } from 'jose';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer, stopAndClean } from './server';
import { openSharedBrowser, type SharedBrowser } from './stack';

const DAY_MS = 24 * 60 * 60 * 1000;

let server: RunningServer;
let browser: SharedBrowser;
let page: Page;
beforeAll(async () => {
  server = await startServer();
  browser = await openSharedBrowser();
  page = browser.page;
});
afterAll(async () => {
  await browser?.close();
  if (server) await stopAndClean(server);
});

/** A call to the API; a plain object body travels as JSON. */
async function call(path: string, { token, body }: { token?: string; body?: object } = {}) {
  const headers = new Headers();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const isForm = body instanceof FormData;
  if (body && !isForm) headers.set('content-type', 'application/json');
  const payload = isForm ? body : body && JSON.stringify(body);
  return fetch(`${server.url}/api${path}`, { method: body ? 'POST' : 'GET', headers, body: payload });
}

async function logIn(email: string): Promise<string> {
  const res = await call('/users/login', { body: { email, password: server.mailedPassword(email) } });
  expect(res.status).toBe(200);
  return res.text();
}

/** Registers through the API and completes the first login with the mailed password. */
async function signUp(email: string): Promise<string> {
  expect((await call('/users/register', { body: { email } })).status).toBe(200);
  return logIn(email);
}

const claimOf = (token: string) => decodeJwt(token).user as { role: number; deletingWords: number };
const roleOf = (token: string) => claimOf(token).role;

async function addWord(token: string, word: string) {
  const fields = {
    word,
    wordTranslation: 'casa',
    language: 'en-US',
    voice: 'en-US-Female',
    highQuality: 'false',
  };
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  expect((await call('/words/add', { body: form, token })).status).toBe(201);
}

const wordsAnswer = (token: string) => call('/words/get/words', { token });

/**
 * Opens /payment in a new tab signed in with this token, as right after a login. The token is
 * stored before the app starts, and only once per tab, so a reload keeps what the app renewed.
 */
async function openPayment(token: string) {
  await page.close();
  page = await browser.context.newPage();
  await page.addInitScript((value) => {
    if (sessionStorage.getItem('signed-in')) return;
    localStorage.setItem('token', value);
    sessionStorage.setItem('signed-in', 'yes');
  }, token);
  await page.goto(`${server.url}/payment`);
  await page.getByRole('heading', { name: 'Subscription status' }).waitFor();
}

/** The words screen sends roles 2 and 5 to the payment page; the API refuses them the words. */
async function expectWordsLocked(token: string) {
  await page.goto(`${server.url}/words/list`);
  await page.waitForURL(/\/payment$/);
  await page.getByRole('heading', { name: 'Subscription status' }).waitFor();
  expect((await wordsAnswer(token)).status).toBe(403);
}

/**
 * Weeks go by: the learner closes the page first. An open page would go on calling the API with
 * its token, expired once the clock has moved, and each 401 is a console error of its own.
 */
async function laterBy(ms: number) {
  await page.goto('about:blank');
  await server.advanceClock(ms);
}

const main = () => page.getByRole('main');
const statusBlock = () =>
  main().locator('section', { has: page.getByRole('heading', { name: 'Subscription status' }) });
const storedRole = async () => roleOf((await page.evaluate(() => localStorage.getItem('token'))) ?? '');

describe('a trial that ends without a subscription', () => {
  it('turns into role 2 after 30 days: NOT ACTIVE, no trial days, and the words are locked', async () => {
    const token = await signUp('lapsed@example.com');
    await openPayment(token);
    await statusBlock().getByText('Free trial: 30 days remaining.').waitFor();

    await laterBy(31 * DAY_MS);
    // A week-old token has expired by now: the learner logs in again.
    const later = await logIn('lapsed@example.com');
    expect(roleOf(later)).toBe(2);
    await openPayment(later);
    await statusBlock().getByText('NOT ACTIVE').waitFor();
    await statusBlock().getByText('Your free trial has ended: no trial days remaining.').waitFor();
    await statusBlock()
      .getByText('Your saved words will be deleted in 29 days unless you subscribe.')
      .waitFor();
    await main().getByRole('button', { name: 'Subscribe (test mode)' }).waitFor();
    await expectWordsLocked(later);
  });
});

describe('a trial learner who subscribes', () => {
  const email = 'learner@example.com';
  let subscriptionId = '';
  let daysUntilDeletion = 0;

  it('subscribes in test mode and reads ACTIVE with the subscription id', async () => {
    const token = await signUp(email);
    expect(roleOf(token)).toBe(1);
    await addWord(token, 'house');
    await openPayment(token);
    await main().getByText('Test mode: subscribing here charges no money.').waitFor();
    await main().getByRole('button', { name: 'Subscribe (test mode)' }).click();

    await main().getByText('Subscription Successfully Activated!').waitFor();
    await statusBlock().getByText('ACTIVE', { exact: true }).waitFor();
    await statusBlock().getByText('Thank you for subscribing!').waitFor();
    subscriptionId = (await statusBlock().locator('code').textContent()) ?? '';
    expect(subscriptionId).toMatch(/^I-/);
    expect(await main().getByRole('status').textContent()).toContain(subscriptionId);
    expect(await storedRole()).toBe(3);
  });

  it('stays active months later: test mode charges each month as PayPal would', async () => {
    await laterBy(62 * DAY_MS);
    const token = await logIn(email);
    expect(roleOf(token)).toBe(3);
    await openPayment(token);
    await statusBlock().getByText('ACTIVE', { exact: true }).waitFor();
    expect((await wordsAnswer(token)).status).toBe(200);
  });

  it('cancels after confirming and keeps the paid days', async () => {
    await main().getByRole('button', { name: 'Cancel subscription' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel subscription' });
    await dialog.getByRole('button', { name: 'Yes, cancel' }).click();

    await main().getByText('Subscription Canceled Successfully!').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await statusBlock().getByText('NOT ACTIVE').waitFor();
    const paidDays = await statusBlock()
      .getByText(/days remaining from your previous subscription\.$/)
      .textContent();
    // Charged when the trial ended (day 30) and a month later: paid through day 89 to 92
    // (calendar months), and this is day 62.
    const days = Number(/^(\d+) days/.exec(paidDays ?? '')?.[1]);
    expect(days).toBeGreaterThanOrEqual(89 - 62);
    expect(days).toBeLessThanOrEqual(92 - 62);
    expect(await statusBlock().textContent()).toContain(`Subscription ID: ${subscriptionId}`);
    expect(await storedRole()).toBe(4);
    const token = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
    expect((await wordsAnswer(token)).status).toBe(200);
  });

  it('turns into role 5 once the paid days are over, and the words are locked', async () => {
    await laterBy(31 * DAY_MS);
    const token = await logIn(email);
    expect(roleOf(token)).toBe(5);
    daysUntilDeletion = claimOf(token).deletingWords;
    expect(daysUntilDeletion).toBeGreaterThan(55);
    expect(daysUntilDeletion).toBeLessThanOrEqual(60);
    await openPayment(token);
    await statusBlock().getByText('NOT ACTIVE').waitFor();
    expect(await statusBlock().textContent()).toContain(`Subscription ID: ${subscriptionId}`);
    await statusBlock()
      .getByText(/^Your saved words will be deleted in \d+ days unless you subscribe\.$/)
      .waitFor();
    expect(await statusBlock().textContent()).not.toContain('remaining');
    await expectWordsLocked(token);
    // Not a day early: the words are still kept.
    expect((await server.runRetention()).wordsDeleted).toBe(0);
  });

  it('loses the words 60 days after the paid days ended, not a day earlier', async () => {
    await laterBy((daysUntilDeletion - 1) * DAY_MS);
    expect((await server.runRetention()).wordsDeleted).toBe(0);
    await laterBy(DAY_MS);
    const report = await server.runRetention();
    expect(report).toMatchObject({ ran: true, usersCleared: 1, wordsDeleted: 1 });
  });

  it('subscribes again and has access back, with an empty list', async () => {
    const token = await logIn(email);
    await openPayment(token);
    await statusBlock()
      .getByText('Your saved words are due for deletion today unless you subscribe.')
      .waitFor();
    await main().getByRole('button', { name: 'Subscribe (test mode)' }).click();

    await main().getByText('Subscription Successfully Activated!').waitFor();
    await statusBlock().getByText('ACTIVE', { exact: true }).waitFor();
    expect(await storedRole()).toBe(3);
    const renewed = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
    const words = await wordsAnswer(renewed);
    expect(words.status).toBe(200);
    expect(await words.json()).toEqual([]);
    // The words screen opens again, with no redirect to the payment page.
    await page.goto(`${server.url}/words/list`);
    await page.getByRole('navigation', { name: 'Study modes' }).waitFor();
    await main().getByText('Loading...').waitFor({ state: 'detached' });
    expect(page.url()).toMatch(/\/words\/list$/);
  });

  it('logged no console errors on the pages', () => {
    expect(browser.consoleErrors).toEqual([]);
  });
});
