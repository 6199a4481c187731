// Sessions a learner controls, each test written as the attack or failure it stops: a stolen token
// that outlives a password change or a sign-out, a token renewed for ever, a password changed by
// whoever holds a token, and one learner ending another's session.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runRetention } from '../../../api/src/jobs/retention';
import {
  CURRENT_PASSWORD_MISSING_MESSAGE,
  SESSION_MAX_DAYS,
  WRONG_CURRENT_PASSWORD_MESSAGE,
} from '../../../shared/accounts/sessions';
import type { SessionsAnswer } from '../../../shared/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { DAY, MINUTE, signUp } from './helpers';

const FIREFOX_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0';
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

async function logIn(email: string, password: string, userAgent = CHROME_WINDOWS) {
  const res = await t.request('POST', '/api/users/login', {
    body: { email, password },
    headers: { 'user-agent': userAgent },
  });
  expect(res.status).toBe(200);
  return res.text();
}
const renew = (token: string) => t.request('GET', '/api/users/replace-token', { token });
const works = async (token: string) => (await renew(token)).status === 200;
const sessionsOf = async (token: string) =>
  ((await (await t.request('GET', '/api/users/sessions', { token })).json()) as SessionsAnswer).sessions;

describe('a password change', () => {
  it('needs the current password: a stolen token alone cannot take the account over', async () => {
    const { token, password } = await signUp(t, 'ada@example.com');
    const without = await t.request('PATCH', '/api/users', {
      token,
      body: { name: 'Ada', password: 'taken1' },
    });
    expect(without.status).toBe(422);
    expect((await without.json()).message).toBe(CURRENT_PASSWORD_MISSING_MESSAGE);
    const wrong = await t.request('PATCH', '/api/users', {
      token,
      body: { name: 'Ada', password: 'taken1', currentPassword: 'guess1' },
    });
    expect(wrong.status).toBe(422);
    expect((await wrong.json()).message).toBe(WRONG_CURRENT_PASSWORD_MESSAGE);
    // Nothing changed: the old password still opens the account, the new one does not.
    expect(
      (
        await t.request('POST', '/api/users/login', {
          body: { email: 'ada@example.com', password: 'taken1' },
        })
      ).status,
    ).toBe(401);
    expect(await works(await logIn('ada@example.com', password))).toBe(true);
    // A name alone needs nothing more, as the spec's call had it.
    const rename = await t.request('PATCH', '/api/users', { token, body: { name: 'Ada L' } });
    expect(rename.status).toBe(200);
  });

  it('answers a caller who is not signed in with 401, whatever the body holds', async () => {
    for (const body of [{ name: 123 }, 'not json', { name: 'x'.repeat(10_000) }]) {
      const res = await t.request('PATCH', '/api/users', { body, token: 'not-a-token' });
      expect(res.status).toBe(401);
    }
  });

  it('stops guessing the current password through a token after ten tries', async () => {
    const { token, password } = await signUp(t, 'guess@example.com');
    for (let i = 0; i < 10; i++) {
      const res = await t.request('PATCH', '/api/users', {
        token,
        body: { name: 'Guess', password: 'newpass', currentPassword: `wrong${i}` },
      });
      expect(res.status).toBe(422);
    }
    const right = await t.request('PATCH', '/api/users', {
      token,
      body: { name: 'Guess', password: 'newpass', currentPassword: password },
    });
    expect(right.status).toBe(429);
  });

  it('ends every other session and keeps this one', async () => {
    const { password } = await signUp(t, 'bo@example.com');
    const laptop = await logIn('bo@example.com', password);
    const thief = await logIn('bo@example.com', password, FIREFOX_ANDROID);
    const res = await t.request('PATCH', '/api/users', {
      token: laptop,
      body: { name: 'Bo', password: 'fresh-pass', currentPassword: password },
    });
    expect(res.status).toBe(200);
    expect(await works(thief)).toBe(false);
    expect(await works(laptop)).toBe(true);
    expect((await sessionsOf(laptop)).map((s) => s.current)).toEqual([true]);
  });
});

describe('signing out', () => {
  it('ends the session on the server: a copy of the token no longer works', async () => {
    const { token } = await signUp(t, 'cy@example.com');
    const out = await t.request('POST', '/api/users/logout', { token });
    expect(out.status).toBe(200);
    expect(await works(token)).toBe(false);
    expect((await t.request('GET', '/api/words/get/words', { token })).status).toBe(401);
  });
});

describe('token renewal', () => {
  it(`stops ${SESSION_MAX_DAYS} days after the password was entered, however often it is renewed`, async () => {
    const { token: first } = await signUp(t, 'di@example.com');
    let token = first;
    for (let day = 6; day < SESSION_MAX_DAYS; day += 6) {
      t.clock.advance(6 * DAY);
      const res = await renew(token);
      expect(res.status, `day ${day}`).toBe(200);
      token = await res.text();
    }
    t.clock.advance(6 * DAY);
    const late = await renew(token);
    expect(late.status).toBe(401);
    expect((await late.json()).message).toMatch(/log in again/);
  });

  it('refuses a token that names no session (issued before sessions existed)', async () => {
    const { token } = await signUp(t, 'old@example.com');
    const [row] = (await t.client.execute('SELECT uuid, token_version FROM users')).rows;
    const claim = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).user;
    const { SignJWT } = await import('jose');
    const legacy = await new SignJWT({ user: claim, ver: Number(row?.token_version) })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(row?.uuid))
      .setIssuedAt()
      .setExpirationTime('7d')
      .sign(new TextEncoder().encode('test-secret-test-secret-test-secret'));
    expect(await works(legacy)).toBe(false);
  });
});

describe('the list of sessions', () => {
  it('names each device with its last use, and ends any of them', async () => {
    const { password } = await signUp(t, 'eve@example.com');
    const phone = await logIn('eve@example.com', password, FIREFOX_ANDROID);
    t.clock.advance(10 * MINUTE);
    const desk = await logIn('eve@example.com', password, CHROME_WINDOWS);
    const listed = await sessionsOf(desk);
    const phoneSession = listed.find((s) => s.device === 'Firefox on Android');
    expect(listed.find((s) => s.current)?.device).toBe('Chrome on Windows');
    expect(phoneSession?.current).toBe(false);
    expect(JSON.stringify(listed)).not.toContain('Mozilla');

    const ended = await t.request('DELETE', `/api/users/sessions/${phoneSession?.id}`, { token: desk });
    expect(ended.status).toBe(200);
    expect(await works(phone)).toBe(false);
    expect(await works(desk)).toBe(true);
  });

  it("cannot end another learner's session, nor list it", async () => {
    const { token: victim } = await signUp(t, 'victim@example.com');
    const { token: attacker } = await signUp(t, 'attacker@example.com');
    const [victimSession] = await sessionsOf(victim);
    expect((await sessionsOf(attacker)).map((s) => s.id)).not.toContain(victimSession?.id);
    const res = await t.request('DELETE', `/api/users/sessions/${victimSession?.id}`, { token: attacker });
    expect(res.status).toBe(404);
    expect(await works(victim)).toBe(true);
  });

  it('forgets sessions no token can use any more', async () => {
    const { token } = await signUp(t, 'gone@example.com');
    t.clock.advance(8 * DAY);
    await runRetention(t);
    const rows = await t.client.execute('SELECT count(*) AS n FROM sessions');
    expect(Number(rows.rows[0]?.n)).toBe(0);
    expect(await works(token)).toBe(false);
  });
});
