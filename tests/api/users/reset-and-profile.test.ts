import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  NEW_PASSWORD_SENT_MESSAGE,
  TEMPORARY_PASSWORD_SENT_MESSAGE,
  WRONG_TEMPORARY_PASSWORD_MESSAGE,
} from '../../../shared/accounts/notices';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { claimOf, DAY, MINUTE, signUp } from './helpers';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const login = (email: string, password: string) =>
  t.request('POST', '/api/users/login', { body: { email, password } });

describe('password reset', () => {
  it('mails a temporary password, then a new one; the old password works until step two', async () => {
    const { password: old, token: oldToken } = await signUp(t, 'reset@example.com');
    const one = await t.request('POST', '/api/users/passwordReset/stepOne', {
      body: { email: 'reset@example.com' },
    });
    expect((await one.json()).message).toBe(TEMPORARY_PASSWORD_SENT_MESSAGE);
    const temporary = t.mail.passwordFor('reset@example.com');
    expect((await login('reset@example.com', old)).status).toBe(200);

    const two = await t.request('POST', '/api/users/passwordReset/stepTwo', {
      body: { email: 'reset@example.com', temporaryPassword: temporary },
    });
    expect((await two.json()).message).toBe(NEW_PASSWORD_SENT_MESSAGE);
    const fresh = t.mail.passwordFor('reset@example.com');
    expect(fresh).not.toBe(temporary);
    expect((await login('reset@example.com', old)).status).toBe(401);
    expect((await login('reset@example.com', fresh)).status).toBe(200);
    // Sessions opened before the reset end with it.
    expect((await t.request('GET', '/api/users/replace-token', { token: oldToken })).status).toBe(401);
  });

  it('refuses a wrong or expired temporary password and changes nothing', async () => {
    const { password } = await signUp(t, 'slow@example.com');
    await t.request('POST', '/api/users/passwordReset/stepOne', { body: { email: 'slow@example.com' } });
    const temporary = t.mail.passwordFor('slow@example.com');
    const wrong = await t.request('POST', '/api/users/passwordReset/stepTwo', {
      body: { email: 'slow@example.com', temporaryPassword: 'wrong-one' },
    });
    expect(wrong.status).toBe(422);
    expect((await wrong.json()).message).toBe(WRONG_TEMPORARY_PASSWORD_MESSAGE);
    t.clock.advance(6 * MINUTE);
    const late = await t.request('POST', '/api/users/passwordReset/stepTwo', {
      body: { email: 'slow@example.com', temporaryPassword: temporary },
    });
    expect(late.status).toBe(422);
    expect((await login('slow@example.com', password)).status).toBe(200);
  });

  it('answers an unknown address like a known one and mails nothing', async () => {
    const res = await t.request('POST', '/api/users/passwordReset/stepOne', {
      body: { email: 'ghost@example.com' },
    });
    expect(res.status).toBe(200);
    expect((await res.json()).message).toBe(TEMPORARY_PASSWORD_SENT_MESSAGE);
    expect(t.mail.sent).toHaveLength(0);
  });
});

describe('profile and token', () => {
  it('changes the name (answered) and the password', async () => {
    const { token, password } = await signUp(t, 'prof@example.com');
    const res = await t.request('PATCH', '/api/users', {
      body: { name: '  Ada Lovelace ', password: 'newpass1', currentPassword: password },
      token,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      name: 'Ada Lovelace',
      message: 'The details have been successfully updated!',
    });
    expect((await login('prof@example.com', 'newpass1')).status).toBe(200);
    const renewed = await t.request('GET', '/api/users/replace-token', { token });
    expect(claimOf(await renewed.text()).name).toBe('Ada Lovelace');
  });

  it.each([
    [{ name: '' }, 'Missing Name'],
    [{ name: 'A' }, 'Name must be minimum 2 chars'],
    [{ name: 'n'.repeat(31) }, "Name can't exceed 30 chars"],
    [{ name: 'Ada', password: 'abc' }, 'Password must be minimum 4 chars.'],
  ])('refuses %j with 422 %s', async (body, message) => {
    const { token } = await signUp(t, 'bad@example.com');
    const res = await t.request('PATCH', '/api/users', { body, token });
    expect(res.status).toBe(422);
    expect((await res.json()).message).toContain(message);
  });

  it('renews the token with the role the database gives now', async () => {
    const { token } = await signUp(t, 'renew@example.com');
    expect(claimOf(token).role).toBe(1);
    t.clock.advance(6 * DAY);
    const renewed = await (await t.request('GET', '/api/users/replace-token', { token })).text();
    expect(claimOf(renewed)).toMatchObject({ role: 1, deletingWords: 54 });
  });

  it('refuses tokens that are expired, forged or of another secret', async () => {
    const { token } = await signUp(t, 'forge@example.com');
    const [header, payload] = token.split('.');
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    expect((await t.request('GET', '/api/users/replace-token', { token: none })).status).toBe(401);
    expect(
      (await t.request('GET', '/api/users/replace-token', { token: `${header}.${payload}.AAAA` })).status,
    ).toBe(401);
    expect((await t.request('GET', '/api/users/replace-token', { token: 'garbage' })).status).toBe(401);
    t.clock.advance(8 * DAY);
    const expired = await t.request('GET', '/api/users/replace-token', { token });
    expect(expired.status).toBe(401);
    expect((await expired.json()).message).toContain('expired');
  });
});
