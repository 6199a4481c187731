// The learner's control over their account in real Chromium against the real server: the profile
// shows usage and the active sessions, ends a session opened elsewhere (its token stops working),
// changes the password with the current one (every other session ends), and deletes the account.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_DELETED_MESSAGE } from '../../shared/accounts/deletion';
import { DETAILS_UPDATED_MESSAGE, welcomeMessage } from '../../shared/accounts/rules';
import { SESSION_ENDED_MESSAGE } from '../../shared/accounts/sessions';
import { openSharedStack, type SharedServer, type SharedStack } from './stack';

let server: SharedServer;
let browser: SharedStack;
let page: Page;
beforeAll(async () => {
  browser = await openSharedStack();
  server = browser.server;
  page = browser.page;
});
afterAll(async () => {
  await browser?.close();
});

const learner = 'grace.hopper@example.com';
const PHONE = 'Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0';
const button = (name: string) => page.getByRole('button', { name, exact: true });
const notice = (message: string) => page.getByText(message, { exact: true }).waitFor();

/** A login from another device, straight to the API: answers its token. */
async function logInElsewhere(password: string): Promise<string> {
  const res = await fetch(`${server.url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': PHONE },
    body: JSON.stringify({ email: learner, password }),
  });
  expect(res.status).toBe(200);
  return res.text();
}
const stillWorks = async (token: string) =>
  (await fetch(`${server.url}/api/users/replace-token`, { headers: { authorization: `Bearer ${token}` } }))
    .status === 200;

describe('a learner in control of their account', () => {
  let password = '';
  let phone = '';

  it('signs in and sees usage and both sessions on the profile', async () => {
    await page.goto(`${server.url}/auth`);
    await page.getByLabel('Email').fill(learner);
    await button('Register').click();
    await button('Login').click();
    password = server.mailedPassword(learner);
    await page.getByLabel('Password in your email:').fill(password);
    const welcomed = notice(welcomeMessage('grace.hopper'));
    await button('Login').click();
    await welcomed;
    await page.waitForURL(/\/words\/list$/);
    phone = await logInElsewhere(password);

    await page.goto(`${server.url}/auth`);
    await page.getByText('0 of 100,000 words').waitFor();
    await page.getByText('0 B of 2 GB of pictures and audio').waitFor();
    const sessions = page.getByRole('list', { name: 'Active sessions' });
    await sessions.getByText('Firefox on Android').waitFor();
    await sessions.getByText('This device').waitFor();
    expect(await sessions.getByRole('listitem').count()).toBe(2);
  });

  it('ends the session on the phone: its token no longer works', async () => {
    const ended = notice(SESSION_ENDED_MESSAGE);
    await page.getByRole('button', { name: /End the session on Firefox on Android/ }).click();
    await ended;
    await page.getByText('Firefox on Android').waitFor({ state: 'detached' });
    expect(await stillWorks(phone)).toBe(false);
  });

  it('changes the password with the current one, ending every other session', async () => {
    phone = await logInElsewhere(password);
    await page.getByRole('button', { name: 'Edit profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit profile' });
    await dialog.getByLabel('Password', { exact: true }).fill('new-secret-1');
    await dialog.getByLabel('Current password').fill(password);
    const saved = notice(DETAILS_UPDATED_MESSAGE);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await saved;
    password = 'new-secret-1';
    expect(await stillWorks(phone)).toBe(false);
    const sessions = page.getByRole('list', { name: 'Active sessions' });
    await sessions.getByText('Firefox on Android').waitFor({ state: 'detached' });
    expect(await sessions.getByRole('listitem').count()).toBe(1);
  });

  it('deletes the account with the password and can no longer log in', async () => {
    await button('Delete my account').click();
    const dialog = page.getByRole('dialog', { name: 'Delete account' });
    await dialog.getByLabel('Your password').fill(password);
    const deleted = notice(ACCOUNT_DELETED_MESSAGE);
    await dialog.getByRole('button', { name: 'Delete for good' }).click();
    await deleted;
    await page.waitForURL(/\/home$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    const login = await fetch(`${server.url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: learner, password }),
    });
    expect(login.status).toBe(401);
  });

  it('left no errors on the console', () => {
    expect(browser.consoleErrors).toEqual([]);
  });
});
