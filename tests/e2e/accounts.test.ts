// Accounts in real Chromium against the real server (SPEC §2 "Connection screen", "Profile
// screen", §4 "Session"): register with the mailed password, log in, rename, log out, reset the
// password in three steps, and a registration password that has expired.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NEW_PASSWORD_SENT_MESSAGE,
  REGISTRATION_SENT_MESSAGE,
  TEMPORARY_PASSWORD_SENT_MESSAGE,
  WRONG_CREDENTIALS_MESSAGE,
} from '../../shared/accounts/notices';
import { DETAILS_UPDATED_MESSAGE, GOODBYE_MESSAGE, welcomeMessage } from '../../shared/accounts/rules';
import { type RunningServer, startServer, stopAndClean } from './server';
import { openSharedBrowser, type SharedBrowser } from './stack';

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

const learner = 'ada.lovelace@example.com';
const button = (name: string) => page.getByRole('button', { name, exact: true });
const tab = (name: string) => page.getByRole('tab', { name, exact: true });
const userLink = (name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });
/** A notice lasts 2 seconds: wait for it right after the action that raises it. */
const notice = (message: string) => page.getByText(message, { exact: true }).waitFor();

async function register(email: string) {
  await page.goto(`${server.url}/auth`);
  await page.getByRole('heading', { name: 'Connection' }).waitFor();
  expect(await tab('Register').getAttribute('aria-selected')).toBe('true');
  await page.getByLabel('Email').fill(email);
  await button('Register').click();
  await page.getByText(REGISTRATION_SENT_MESSAGE).waitFor();
}

async function logInWithMailedPassword(password: string) {
  await button('Login').click();
  const passwordField = page.getByLabel('Password in your email:');
  // The login tab opens with the address filled in and the cursor in the password field.
  expect(await passwordField.evaluate((input) => input === document.activeElement)).toBe(true);
  await passwordField.fill(password);
  await button('Login').click();
}

describe('a new learner', () => {
  it('registers, logs in with the mailed password and lands on the word list', async () => {
    await register(learner);
    const loggedIn = notice(welcomeMessage('ada.lovelace'));
    await logInWithMailedPassword(server.mailedPassword(learner));
    await loggedIn;
    await page.waitForURL(/\/words\/list$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^ey/);
    await userLink('ada.lovelace').waitFor();
  });

  it('renames themselves in the profile modal, and the navbar follows', async () => {
    await userLink('ada.lovelace').click();
    await page.waitForURL(/\/auth$/);
    await page.getByRole('heading', { name: 'ada.lovelace' }).waitFor();
    await page.getByRole('button', { name: 'Edit profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit profile' });
    await dialog.getByLabel('Name').fill('Ada Lovelace-Byron');
    const saved = notice(DETAILS_UPDATED_MESSAGE);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await saved;
    // The navbar shows the first 12 characters of the new name, from the replaced token.
    await userLink('Ada Lovelace').waitFor();
    await page.getByRole('heading', { name: 'Ada Lovelace-Byron' }).waitFor();
    expect(await dialog.count()).toBe(0);
    // Visiting the profile again does not send the learner back to their words.
    expect(page.url()).toMatch(/\/auth$/);
  });

  it('logs out', async () => {
    const goodbye = notice(GOODBYE_MESSAGE);
    await button('Logout').click();
    await goodbye;
    await page.getByRole('heading', { name: 'Connection' }).waitFor();
    await userLink('guest').waitFor();
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
  });

  it('resets the password in three steps and logs in with the new one', async () => {
    await tab('Password Reset').click();
    await page.getByLabel('Email').fill(learner);
    await button('Send temporary password').click();
    await page.getByText(TEMPORARY_PASSWORD_SENT_MESSAGE).waitFor();
    await page.getByLabel('Temporary Password').fill(server.mailedPassword(learner));
    await button('Reset password').click();
    await page.getByText(NEW_PASSWORD_SENT_MESSAGE).waitFor();

    const welcomed = notice(welcomeMessage('Ada Lovelace-Byron'));
    await logInWithMailedPassword(server.mailedPassword(learner));
    await welcomed;
    await page.waitForURL(/\/words\/list$/);
  });
});

describe('a registration password', () => {
  it('no longer works six minutes after it was mailed', async () => {
    await page.evaluate(() => localStorage.clear());
    const late = 'late.learner@example.com';
    await register(late);
    await server.advanceClock(6 * 60 * 1000);
    const refused = notice(WRONG_CREDENTIALS_MESSAGE);
    await logInWithMailedPassword(server.mailedPassword(late));
    await refused;
    expect(page.url()).toMatch(/\/auth$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  it('left no errors on the console', () => {
    // A refused login answers 401, which the browser reports as a failed resource load.
    const unexpected = browser.consoleErrors.filter((line) => !line.includes('401'));
    expect(unexpected).toEqual([]);
  });
});
