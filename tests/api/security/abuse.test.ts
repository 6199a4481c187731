// Abuse of the public account calls: guessing a password, flooding registrations from one
// address, and using the forms to mail-bomb a third party. Each limit holds under a parallel
// burst too, and the 429 says when to try again.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { MINUTE, signUp } from '../users/helpers';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ TRUST_PROXY: '1' });
});
afterEach(() => t.close());

const from = (address: string) => ({ 'x-forwarded-for': address });

const login = (email: string, password: string, address = '192.0.2.200') =>
  t.request('POST', '/api/users/login', { body: { email, password }, headers: from(address) });

const register = (email: string, address = '192.0.2.1') =>
  t.request('POST', '/api/users/register', { body: { email }, headers: from(address) });

/** A 429 must say when to come back, in words and in Retry-After. */
async function expectRetryLater(res: Response, minutes: number) {
  expect(res.status).toBe(429);
  const body = await res.json();
  expect(body.code).toBe('rate_limited');
  expect(body.message).toBe(`Too many attempts. Please try again in ${minutes} minutes.`);
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan((minutes - 1) * 60);
  expect(Number(res.headers.get('retry-after'))).toBeLessThanOrEqual(minutes * 60);
}

describe('login brute force', () => {
  it('answers 429 after 10 failures for one e-mail within 15 minutes, even to the right password', async () => {
    const { password } = await signUp(t, 'ada@example.com');
    for (let i = 0; i < 10; i++) expect((await login('ada@example.com', `guess-${i}`)).status).toBe(401);
    await expectRetryLater(await login('ada@example.com', password), 15);
    // Other spellings of the same address share the count.
    expect((await login('  ADA@Example.com ', password)).status).toBe(429);
    // Another learner is not locked out by the attack on Ada.
    const bo = await signUp(t, 'bo@example.com');
    expect((await login('bo@example.com', bo.password)).status).toBe(200);

    t.clock.advance(15 * MINUTE);
    expect((await login('ada@example.com', password)).status).toBe(200);
  });

  it('lets at most 10 guesses through a parallel burst of 40', async () => {
    const { password } = await signUp(t, 'cy@example.com');
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login('cy@example.com', `guess-${i}`)),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30);
    expect((await login('cy@example.com', password)).status).toBe(429);
  });

  it('counts failures only: a right password resets the count', async () => {
    const { password } = await signUp(t, 'di@example.com');
    // 6 + 1 + 6 + 1 attempts: over 10 if the success had not cleared the count.
    for (let i = 0; i < 6; i++) await login('di@example.com', `guess-${i}`);
    expect((await login('di@example.com', password)).status).toBe(200);
    for (let i = 0; i < 6; i++) expect((await login('di@example.com', `again-${i}`)).status).toBe(401);
    expect((await login('di@example.com', password)).status).toBe(200);
  });
});

describe('password spraying from one address', () => {
  const SPRAYER = '192.0.2.66';
  /** A hundred password checks take a while on two cores. */
  const SLOW = 60_000;

  it(
    'answers 429 after 100 failed logins from one address within 15 minutes, whatever the e-mails',
    async () => {
      const { password } = await signUp(t, 'hal@example.com');
      const pupils = [await signUp(t, 'pupil-0@example.com'), await signUp(t, 'pupil-1@example.com')];
      for (let i = 0; i < 99; i++)
        expect((await login(`target-${i}@example.com`, 'Password1', SPRAYER)).status).toBe(401);
      // Only failures count: a classroom behind the same address still logs in.
      for (const [i, pupil] of pupils.entries())
        expect((await login(`pupil-${i}@example.com`, pupil.password, SPRAYER)).status).toBe(200);
      expect((await login('target-99@example.com', 'Password1', SPRAYER)).status).toBe(401);
      await expectRetryLater(await login('target-100@example.com', 'Password1', SPRAYER), 15);
      // Even the right password from that address waits: the count comes before the check.
      expect((await login('hal@example.com', password, SPRAYER)).status).toBe(429);
      // Hal is not locked out elsewhere.
      expect((await login('hal@example.com', password, '192.0.2.67')).status).toBe(200);

      t.clock.advance(15 * MINUTE);
      expect((await login('hal@example.com', password, SPRAYER)).status).toBe(200);
    },
    SLOW,
  );

  it(
    'lets at most 100 guesses through a parallel burst of 120 from one address',
    async () => {
      const answers = await Promise.all(
        Array.from({ length: 120 }, (_, i) => login(`burst-${i}@example.com`, 'Password1', SPRAYER)),
      );
      const statuses = answers.map((r) => r.status);
      expect(statuses.filter((s) => s === 401)).toHaveLength(100);
      expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    },
    SLOW,
  );
});

describe('registration flooding from one address', () => {
  it('answers 429 after 20 registrations within an hour; other addresses go on', async () => {
    for (let i = 0; i < 20; i++) expect((await register(`flood-${i}@example.com`)).status).toBe(200);
    await expectRetryLater(await register('flood-20@example.com'), 60);
    expect((await register('flood-20@example.com', '192.0.2.2')).status).toBe(200);
    t.clock.advance(60 * MINUTE);
    expect((await register('flood-21@example.com')).status).toBe(200);
  });

  it('holds under a parallel burst of 40 that forges X-Forwarded-For (TRUST_PROXY off)', async () => {
    const direct = await createTestApp();
    try {
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          direct.request('POST', '/api/users/register', {
            body: { email: `burst-${i}@example.com` },
            headers: from(`198.51.100.${i}`),
          }),
        ),
      );
      const statuses = answers.map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(20);
      expect(statuses.filter((s) => s === 429)).toHaveLength(20);
      expect(direct.mail.sent).toHaveLength(20);
    } finally {
      await direct.close();
    }
  });
});

describe('one registration mail per address per five minutes', () => {
  it('sends no second mail within five minutes, and says when to retry', async () => {
    expect((await register('eve@example.com')).status).toBe(200);
    await expectRetryLater(await register('eve@example.com', '192.0.2.9'), 5);
    expect(t.mail.sent.filter((m) => m.to === 'eve@example.com')).toHaveLength(1);
    t.clock.advance(5 * MINUTE);
    expect((await register('eve@example.com')).status).toBe(200);
    expect(t.mail.sent.filter((m) => m.to === 'eve@example.com')).toHaveLength(2);
  });

  it('sends one mail to a parallel burst of 10 registrations of one address', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => register('fay@example.com', `192.0.2.${20 + i}`)),
    );
    expect(answers.map((r) => r.status).filter((s) => s === 200)).toHaveLength(1);
    expect(t.mail.sent.filter((m) => m.to === 'fay@example.com')).toHaveLength(1);
  });

  it('also limits mails to an address that already has an account', async () => {
    await signUp(t, 'gus@example.com');
    t.clock.advance(5 * MINUTE);
    const before = t.mail.sent.length;
    expect((await register('gus@example.com')).status).toBe(200);
    expect((await register('gus@example.com', '192.0.2.40')).status).toBe(429);
    expect(t.mail.sent.length - before).toBe(1);
  });
});
