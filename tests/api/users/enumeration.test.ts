// No account enumeration: registering or resetting an address answers the same whether or not it
// has an account — with mail working and with mail down (503 both ways). Timings are not asserted
// here; both paths do the same work (a password hash and a mail or a mail-server check).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { MINUTE, signUp } from './helpers';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ TRUST_PROXY: '1' });
});
afterEach(() => t.close());

/** A register answer's cancel token differs per registration by design; its form must not. */
const withTokenForm = (body: Record<string, unknown>) =>
  typeof body.cancelToken === 'string'
    ? {
        ...body,
        cancelToken: /^\d+\.[\w-]{43}$/.test(body.cancelToken) ? '<cancel token>' : body.cancelToken,
      }
    : body;
let address = 0;
/** Each call from its own address, so the per-address limits stay out of the way. */
async function answer(path: string, email: string) {
  address += 1;
  const res = await t.request('POST', path, {
    body: { email },
    headers: { 'x-forwarded-for': `203.0.113.${address % 250}` },
  });
  return { status: res.status, body: withTokenForm(await res.json()) };
}

const register = (email: string) => answer('/api/users/register', email);
const resetStepOne = (email: string) => answer('/api/users/passwordReset/stepOne', email);

/** A learner with an account whose last mail is over five minutes old. */
async function existingLearner(email: string) {
  const { password } = await signUp(t, email);
  t.clock.advance(6 * MINUTE);
  return password;
}

const pendingCount = async () =>
  (await t.client.execute('SELECT count(*) AS n FROM pending_registrations')).rows[0]?.n;
const resetCount = async () =>
  (await t.client.execute('SELECT count(*) AS n FROM password_resets')).rows[0]?.n;

describe('registering an address', () => {
  it('answers the same for an existing account and a new address while mail works', async () => {
    const password = await existingLearner('known@example.com');
    const existing = await register('known@example.com');
    const fresh = await register('fresh@example.com');
    expect(existing.status).toBe(200);
    expect(existing).toEqual(fresh);
    // The account is unchanged: its password still works.
    const login = await t.request('POST', '/api/users/login', {
      body: { email: 'known@example.com', password },
    });
    expect(login.status).toBe(200);
  });

  it('answers the same 503 for both when mail is down, and keeps nothing', async () => {
    const password = await existingLearner('known@example.com');
    t.mail.fail(true);
    const existing = await register('known@example.com');
    const fresh = await register('fresh@example.com');
    expect(existing.status).toBe(503);
    expect(existing.body.code).toBe('mail_unavailable');
    expect(existing).toEqual(fresh);
    expect(await pendingCount()).toBe(0);
    t.mail.fail(false);
    const login = await t.request('POST', '/api/users/login', {
      body: { email: 'known@example.com', password },
    });
    expect(login.status).toBe(200);
  });
});

describe('password reset step one', () => {
  it('answers the same for a known and an unknown address while mail works', async () => {
    await existingLearner('known@example.com');
    const known = await resetStepOne('known@example.com');
    const unknown = await resetStepOne('ghost@example.com');
    expect(known.status).toBe(200);
    expect(known).toEqual(unknown);
  });

  it('answers the same 503 for both when mail is down, and keeps no reset', async () => {
    await existingLearner('known@example.com');
    t.mail.fail(true);
    const known = await resetStepOne('known@example.com');
    const unknown = await resetStepOne('ghost@example.com');
    expect(known.status).toBe(503);
    expect(known.body.code).toBe('mail_unavailable');
    expect(known).toEqual(unknown);
    expect(await resetCount()).toBe(0);
  });
});
