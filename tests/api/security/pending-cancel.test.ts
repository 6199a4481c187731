// Cancelling someone else's pending registration. Before, an anonymous DELETE /api/users/pending
// with an e-mail removed that registration (its mailed password stopped working) and, repeated,
// kept the address from ever registering. Now it takes a proof only the registrant has: the
// cancel token of the register answer, or the mailed password.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PENDING_CANCEL_REFUSED_MESSAGE, PENDING_REMOVED_MESSAGE } from '../../../shared/accounts/notices';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const EMAIL = 'newcomer@example.com';

async function register(email: string): Promise<string> {
  const res = await t.request('POST', '/api/users/register', { body: { email } });
  expect(res.status).toBe(200);
  return (await res.json()).cancelToken;
}

const cancel = (body: Record<string, string>) => t.request('DELETE', '/api/users/pending', { body });
const pendingCount = async () =>
  (await t.client.execute('SELECT count(*) AS n FROM pending_registrations')).rows[0]?.n;
const login = (email: string, password: string) =>
  t.request('POST', '/api/users/login', { body: { email, password } });

describe('cancelling a pending registration', () => {
  it.each([
    ['only the e-mail', {}],
    ['a made-up token', { cancelToken: '1700000000000.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }],
    ['a wrong password', { password: 'Guess1234' }],
    ['an empty token and password', { cancelToken: '', password: '' }],
  ])('anonymously, with %s, changes nothing', async (_what, proof) => {
    await register(EMAIL);
    const password = t.mail.passwordFor(EMAIL);
    const res = await cancel({ email: EMAIL, ...proof });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ code: 'cancel_not_allowed', message: PENDING_CANCEL_REFUSED_MESSAGE });
    expect(await pendingCount()).toBe(1);
    // The registrant's mailed password still completes the registration.
    expect((await login(EMAIL, password)).status).toBe(200);
  });

  it("with another registration's token changes nothing", async () => {
    const attackersToken = await register('attacker@example.com');
    await register(EMAIL);
    const res = await cancel({ email: EMAIL, cancelToken: attackersToken });
    expect(res.status).toBe(422);
    expect(await pendingCount()).toBe(2);
  });

  it('with the token of its register answer removes it', async () => {
    const cancelToken = await register(EMAIL);
    const password = t.mail.passwordFor(EMAIL);
    const res = await cancel({ email: EMAIL, cancelToken });
    expect(res.status).toBe(200);
    expect((await res.json()).message).toBe(PENDING_REMOVED_MESSAGE);
    expect((await login(EMAIL, password)).status).toBe(401);
  });

  it('with the mailed password removes it', async () => {
    await register(EMAIL);
    const res = await cancel({ email: EMAIL, password: t.mail.passwordFor(EMAIL) });
    expect(res.status).toBe(200);
    expect(await pendingCount()).toBe(0);
  });

  it('with an old token leaves a later registration of the same address alone', async () => {
    const oldToken = await register(EMAIL);
    t.clock.advance(5 * 60_000);
    await register(EMAIL);
    const res = await cancel({ email: EMAIL, cancelToken: oldToken });
    expect(res.status).toBe(200);
    expect(await pendingCount()).toBe(1);
  });

  it('tells nothing about an address that has an account', async () => {
    const cancelToken = await register(EMAIL);
    await login(EMAIL, t.mail.passwordFor(EMAIL));
    t.clock.advance(5 * 60_000);
    const again = await t.request('POST', '/api/users/register', { body: { email: EMAIL } });
    expect(Object.keys(await again.json()).sort()).toEqual(['cancelToken', 'message']);
    expect((await cancel({ email: EMAIL, cancelToken })).status).toBe(200);
  });
});
