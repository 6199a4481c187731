// Wrong passwords sent for someone else's e-mail. Before, ten of them from anywhere locked that
// learner out for 15 minutes, their right password included, and anyone could repeat it. Now the
// failures throttle the pair (address, e-mail): the attacker locks out only themselves, the owner
// logs in from their own address, and failures spread over many addresses only slow the e-mail's
// logins down. An address that is itself abusive is still refused.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createClock } from '../../../api/src/clock';
import { LOGIN_SLOWDOWN } from '../../../api/src/plugins/rate-limit';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signUp } from '../users/helpers';

let t: TestApp;
/** The slow-downs the server applied, in order: recorded, not waited, so no verdict times the machine. */
let slowDowns: number[];
beforeEach(async () => {
  slowDowns = [];
  const clock = createClock();
  clock.sleep = async (ms) => {
    slowDowns.push(ms);
  };
  t = await createTestApp({ TRUST_PROXY: '1' }, { clock });
});
afterEach(() => t.close());

const ATTACKER = '198.51.100.66';
const OWNER = '203.0.113.10';

const login = (email: string, password: string, address: string) =>
  t.request('POST', '/api/users/login', {
    body: { email, password },
    headers: { 'x-forwarded-for': address },
  });

describe('wrong passwords for another learner', () => {
  it('ten from an attacker lock out the attacker, not the owner at their own address', async () => {
    const { password } = await signUp(t, 'owner@example.com');
    for (let i = 0; i < 10; i++)
      expect((await login('owner@example.com', `guess-${i}`, ATTACKER)).status).toBe(401);
    // The attacker's eleventh try, even with the right password, waits out the window.
    expect((await login('owner@example.com', password, ATTACKER)).status).toBe(429);
    // The owner, elsewhere, is not affected.
    const owner = await login('owner@example.com', password, OWNER);
    expect(owner.status).toBe(200);
    expect(await owner.text()).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('a parallel burst from one address gets 10 guesses; the owner still logs in', async () => {
    const { password } = await signUp(t, 'burst-owner@example.com');
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login('burst-owner@example.com', `guess-${i}`, ATTACKER)),
    );
    expect(answers.filter((r) => r.status === 401)).toHaveLength(10);
    expect((await login('burst-owner@example.com', password, OWNER)).status).toBe(200);
  });

  it('spread over many addresses, they slow the logins of that e-mail down but never refuse the owner', async () => {
    const { password } = await signUp(t, 'spread@example.com');
    // Four addresses, eight guesses each, all at once: no pair and no address reaches its limit,
    // and 32 failures put the e-mail at its longest slow-down.
    await Promise.all(
      Array.from({ length: 32 }, (_, i) => login('spread@example.com', `guess-${i}`, `198.51.100.${i % 4}`)),
    );
    // The slow-down grew with the failures, to its longest.
    expect(Math.max(...slowDowns)).toBe(LOGIN_SLOWDOWN.maxMs);
    slowDowns = [];
    const owner = await login('spread@example.com', password, OWNER);
    expect(owner.status).toBe(200);
    expect(slowDowns).toEqual([LOGIN_SLOWDOWN.maxMs]);
    // Another learner's logins are not slowed.
    const other = await signUp(t, 'calm@example.com');
    slowDowns = [];
    expect((await login('calm@example.com', other.password, OWNER)).status).toBe(200);
    expect(slowDowns).toEqual([0]);
  }, 60_000);

  it('an abusive address is refused even with the right password', async () => {
    const { password } = await signUp(t, 'sprayed@example.com');
    for (let i = 0; i < 100; i++) await login(`nobody-${i}@example.com`, 'Password1', ATTACKER);
    expect((await login('sprayed@example.com', password, ATTACKER)).status).toBe(429);
    expect((await login('sprayed@example.com', password, OWNER)).status).toBe(200);
  }, 60_000);
});
