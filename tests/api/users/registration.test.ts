import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REGISTRATION_SENT_MESSAGE, WRONG_CREDENTIALS_MESSAGE } from '../../../shared/accounts/notices';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { claimOf, MINUTE, signUp } from './helpers';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

describe('registration by mailed password', () => {
  it('mails a password that completes the registration at the first login', async () => {
    const res = await t.request('POST', '/api/users/register', { body: { email: ' Ada@Example.com ' } });
    expect(res.status).toBe(200);
    expect((await res.json()).message).toBe(REGISTRATION_SENT_MESSAGE);
    expect(t.mail.sent).toHaveLength(1);
    expect(t.mail.sent[0]?.to).toBe('ada@example.com');
    expect(t.mail.sent[0]?.html).toContain(t.mail.passwordFor('ada@example.com'));

    const login = await t.request('POST', '/api/users/login', {
      body: { email: 'ada@example.com', password: t.mail.passwordFor('ada@example.com') },
    });
    expect(login.status).toBe(200);
    expect(login.headers.get('content-type')).toContain('text/plain');
    const user = claimOf(await login.text());
    expect(user).toMatchObject({ email: 'ada@example.com', name: 'ada', role: 1, deletingWords: 60 });
    expect(user.date.slice(0, 10)).toBe(new Date(t.clock.now()).toISOString().slice(0, 10));
  });

  it.each([
    ['a@example.com', 'Learner'],
    ['bo@example.com', 'bo'],
    [`${'x'.repeat(40)}@example.com`, 'x'.repeat(30)],
  ])('names the account of %s %j, a name the profile accepts', async (email, name) => {
    const { token } = await signUp(t, email);
    expect(claimOf(token).name).toBe(name);
    const save = await t.request('PATCH', '/api/users', { body: { name }, token });
    expect(save.status).toBe(200);
  });

  it('creates the default preferences with the account', async () => {
    await signUp(t, 'prefs@example.com');
    const rows = await t.client.execute('SELECT speech_language, rate_speech FROM preferences');
    expect(rows.rows).toHaveLength(1);
    expect(rows.rows[0]?.speech_language).toBe('en-US');
  });

  it('refuses the mailed password after five minutes', async () => {
    await t.request('POST', '/api/users/register', { body: { email: 'late@example.com' } });
    t.clock.advance(6 * MINUTE);
    const login = await t.request('POST', '/api/users/login', {
      body: { email: 'late@example.com', password: t.mail.passwordFor('late@example.com') },
    });
    expect(login.status).toBe(401);
    expect((await login.json()).message).toBe(WRONG_CREDENTIALS_MESSAGE);
  });

  it('neither reveals nor changes an existing account', async () => {
    const { password } = await signUp(t, 'known@example.com');
    t.clock.advance(6 * MINUTE);
    const again = await t.request('POST', '/api/users/register', { body: { email: 'known@example.com' } });
    expect(again.status).toBe(200);
    expect((await again.json()).message).toBe(REGISTRATION_SENT_MESSAGE);
    expect(t.mail.sent.at(-1)?.text).not.toMatch(/^Password:/m);
    const login = await t.request('POST', '/api/users/login', {
      body: { email: 'known@example.com', password },
    });
    expect(login.status).toBe(200);
  });

  it('answers 503 and keeps nothing when the mail cannot be sent', async () => {
    t.mail.fail(true);
    const res = await t.request('POST', '/api/users/register', { body: { email: 'down@example.com' } });
    expect(res.status).toBe(503);
    expect((await res.json()).code).toBe('mail_unavailable');
    const pending = await t.client.execute('SELECT count(*) AS n FROM pending_registrations');
    expect(pending.rows[0]?.n).toBe(0);
  });

  it('removes a pending registration on request', async () => {
    const registered = await t.request('POST', '/api/users/register', {
      body: { email: 'gone@example.com' },
    });
    const { cancelToken } = await registered.json();
    const password = t.mail.passwordFor('gone@example.com');
    const del = await t.request('DELETE', '/api/users/pending', {
      body: { email: 'gone@example.com', cancelToken },
    });
    expect(del.status).toBe(200);
    const login = await t.request('POST', '/api/users/login', {
      body: { email: 'gone@example.com', password },
    });
    expect(login.status).toBe(401);
  });
});

describe('account validation answers the spec messages', () => {
  it.each([
    ['', 'Missing email.'],
    [`${'a'.repeat(95)}@x.com`, 'Up to 100 characters.'],
    ['not-an-email', 'Invalid email address.'],
  ])('register %j → 422 %s', async (email, message) => {
    const res = await t.request('POST', '/api/users/register', { body: { email } });
    expect(res.status).toBe(422);
    expect((await res.json()).message).toContain(message);
    expect(t.mail.sent).toHaveLength(0);
  });

  it.each([
    ['', 'Missing password'],
    ['abc', 'Password must be minimum 4 chars.'],
    ['x'.repeat(31), "Password can't exceed 30 chars."],
  ])('login password %j → 422 %s', async (password, message) => {
    const res = await t.request('POST', '/api/users/login', { body: { email: 'a@example.com', password } });
    expect(res.status).toBe(422);
    expect((await res.json()).message).toContain(message);
  });

  it('answers a body that is not JSON with 400, and a wrong type with 422', async () => {
    const broken = await t.request('POST', '/api/users/login', {
      body: '{"email": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.status).toBeGreaterThanOrEqual(400);
    expect(broken.status).toBeLessThan(500);
    const wrongType = await t.request('POST', '/api/users/login', { body: { email: 5, password: [] } });
    expect(wrongType.status).toBe(422);
    expect((await wrongType.json()).code).toBe('invalid');
  });

  it('gives an unknown e-mail the same answer as a wrong password', async () => {
    await signUp(t, 'real@example.com');
    const unknown = await t.request('POST', '/api/users/login', {
      body: { email: 'nobody@example.com', password: 'abcd' },
    });
    const wrong = await t.request('POST', '/api/users/login', {
      body: { email: 'real@example.com', password: 'abcd' },
    });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(await unknown.json()).toEqual(await wrong.json());
  });
});
