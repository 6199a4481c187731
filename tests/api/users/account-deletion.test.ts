// Account deletion, written as the failures it stops: a learner who cannot leave, a token alone
// that deletes an account, a subscription that keeps charging after its account is gone, and
// words, media or counters left behind.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addWord as addWordByService } from '../../../api/src/modules/words/service';
import {
  ACCOUNT_DELETED_MESSAGE,
  SUBSCRIPTION_NOT_CANCELLED_MESSAGE,
  WRONG_PASSWORD_MESSAGE,
} from '../../../shared/accounts/deletion';
import type { PayPalStub } from '../../stubs/paypal';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { activate, startSubscription, withPayPalApp } from '../payments/helpers';
import { notePicture } from '../security/helpers/cast';
import { quickProviders } from '../security/helpers/stubs';
import { addWord } from '../words/helpers';
import { signUp } from './helpers';

const count = async (t: TestApp, sql: string) => Number((await t.client.execute(sql)).rows[0]?.n);
const mediaFiles = (t: TestApp) => {
  try {
    return readdirSync(join(t.dataDir, 'media'), { recursive: true }).length;
  } catch {
    return 0;
  }
};
const deleteAccount = (t: TestApp, token: string, password?: string) =>
  t.request('DELETE', '/api/users', { token, body: password === undefined ? {} : { password } });

describe('deleting an account (test-mode payments)', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({}, quickProviders);
  });
  afterEach(() => t.close());

  it('removes words, media, preferences, sessions, counters and the account, and mails the learner', async () => {
    const { token, password } = await signUp(t, 'leaving@example.com');
    const { token: other } = await signUp(t, 'staying@example.com');
    await addWord(t, token, { word: 'mine', myImage: await notePicture(1) });
    await addWord(t, other, { word: 'theirs', myImage: await notePicture(2) });
    await t.request('POST', '/api/users/login', {
      body: { email: 'leaving@example.com', password: 'wrong1' },
    });
    const filesBefore = mediaFiles(t);

    const res = await deleteAccount(t, token, password);
    expect(res.status).toBe(200);
    expect((await res.json()).message).toBe(ACCOUNT_DELETED_MESSAGE);

    expect(await count(t, "SELECT count(*) AS n FROM users WHERE email = 'leaving@example.com'")).toBe(0);
    expect(await count(t, 'SELECT count(*) AS n FROM words')).toBe(1);
    expect(await count(t, 'SELECT count(*) AS n FROM preferences')).toBe(1);
    expect(await count(t, 'SELECT count(*) AS n FROM sessions')).toBe(1);
    expect(
      await count(t, "SELECT count(*) AS n FROM rate_limits WHERE key LIKE '%leaving@example.com'"),
    ).toBe(0);
    expect(await count(t, 'SELECT count(*) AS n FROM media')).toBe(3);
    expect(mediaFiles(t)).toBeLessThan(filesBefore);
    expect(t.mail.sent.at(-1)).toMatchObject({
      to: 'leaving@example.com',
      subject: expect.stringMatching(/deleted/),
    });
    // The token of the deleted account opens nothing; the other learner keeps everything.
    expect((await t.request('GET', '/api/users/replace-token', { token })).status).toBe(401);
    expect((await t.request('GET', '/api/words/get/words', { token: other })).status).toBe(200);
    // The address can register afresh.
    expect(
      (await t.request('POST', '/api/users/register', { body: { email: 'leaving@example.com' } })).status,
    ).toBe(200);
  });

  it('answers a word added while the account is being deleted with 401, leaving no media behind', async () => {
    const { token, password } = await signUp(t, 'racing@example.com');
    const id = Number(
      (await t.client.execute("SELECT id FROM users WHERE email = 'racing@example.com'")).rows[0]?.id,
    );
    expect((await deleteAccount(t, token, password)).status).toBe(200);
    // The add's token was checked just before the deletion: the service still gets the old id.
    const form = { word: 'late', language: 'en-US', voice: 'en-US-Female' };
    await expect(addWordByService(t, id, form)).rejects.toMatchObject({ status: 401 });
    const picture = new File([await notePicture(3)], 'late.png', { type: 'image/png' });
    await expect(addWordByService(t, id, form, picture)).rejects.toMatchObject({ status: 401 });
    expect(await count(t, 'SELECT count(*) AS n FROM words')).toBe(0);
    expect(await count(t, 'SELECT count(*) AS n FROM media')).toBe(0);
  });

  it('needs the password: a stolen token alone deletes nothing', async () => {
    const { token } = await signUp(t, 'kept@example.com');
    await addWord(t, token, { word: 'safe' });
    const missing = await deleteAccount(t, token);
    expect(missing.status).toBe(422);
    const wrong = await deleteAccount(t, token, 'guess1');
    expect(wrong.status).toBe(422);
    expect((await wrong.json()).message).toBe(WRONG_PASSWORD_MESSAGE);
    expect(await count(t, 'SELECT count(*) AS n FROM words')).toBe(1);
    expect((await t.request('GET', '/api/words/get/words', { token })).status).toBe(200);
    expect((await t.request('DELETE', '/api/users', { body: { password: 'x' } })).status).toBe(401);
  });

  it('is open to a learner whose trial is over (role 2)', async () => {
    const { token, password } = await signUp(t, 'lapsed@example.com');
    await t.client.execute('UPDATE users SET registered_at = registered_at - 40 * 86400000');
    expect((await deleteAccount(t, token, password)).status).toBe(200);
  });
});

describe('deleting an account with an active PayPal subscription', () => {
  let stub: PayPalStub;
  let t: TestApp;
  withPayPalApp((app, standIn) => {
    t = app;
    stub = standIn;
  });

  async function subscriber(email: string) {
    const { token, password } = await signUp(t, email);
    const id = await startSubscription(t, token);
    stub.approve(id);
    expect((await activate(t, token, id)).status).toBe(201);
    return { token, password, id };
  }

  it('cancels the subscription with PayPal first, so it never charges again', async () => {
    const { token, password, id } = await subscriber('paying@example.com');
    expect((await deleteAccount(t, token, password)).status).toBe(200);
    expect(stub.subscriptions.get(id)?.status).toBe('CANCELLED');
    expect(await count(t, 'SELECT count(*) AS n FROM subscriptions')).toBe(0);
  });

  it('deletes nothing while PayPal cannot cancel it', async () => {
    const { token, password, id } = await subscriber('stuck@example.com');
    stub.failures.serverError = true;
    const res = await deleteAccount(t, token, password);
    expect(res.status).toBe(503);
    expect((await res.json()).message).toBe(SUBSCRIPTION_NOT_CANCELLED_MESSAGE);
    expect(await count(t, 'SELECT count(*) AS n FROM users')).toBe(1);
    stub.failures.serverError = false;
    expect(stub.subscriptions.get(id)?.status).toBe('ACTIVE');
    expect((await t.request('GET', '/api/users/replace-token', { token })).status).toBe(200);
  });
});
