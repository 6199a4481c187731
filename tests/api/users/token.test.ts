// The token's own rules, on a clock that stands still: a token is good until the second its
// `exp` names and expired from that second on (as jose, which signs them, counts), and only an
// HS256 signature under the server's secret is taken.
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import type { Clock } from '../../../api/src/clock';
import { createTokens, TOKEN_LIFETIME_S } from '../../../api/src/modules/users/token';
import { SESSION_EXPIRED_MESSAGE } from '../../../shared/accounts/sessions';
import type { TokenUser } from '../../../shared/accounts/types';

const START = Date.UTC(2026, 0, 5, 12, 0, 0);

function standingClock(at: number): Clock & { set(ms: number): void } {
  let now = at;
  return {
    now: () => now,
    advance: (ms) => {
      now += ms;
    },
    reset: () => {
      now = at;
    },
    sleep: (ms) => Bun.sleep(ms),
    set: (ms) => {
      now = ms;
    },
  };
}

const user = { uuid: 'u-1', name: 'Ann' } as unknown as TokenUser;
const secret = new Uint8Array(32).fill(7);
const session = { id: 's-1', endsAt: START + 30 * 86_400_000 };

async function refusal(promise: Promise<unknown>) {
  const error = (await promise.then(
    () => null,
    (e: unknown) => e,
  )) as { status?: number; message?: string } | null;
  return { status: error?.status, message: error?.message };
}

describe('tokens', () => {
  it('answers the subject, version and session of a good token', async () => {
    const tokens = createTokens(secret, standingClock(START));
    const token = await tokens.sign(user, 3, session);
    expect(await tokens.verify(token)).toEqual({ uuid: 'u-1', version: 3, sessionId: 's-1' });
  });

  it('is good until the second of exp, and expired from that second on', async () => {
    const clock = standingClock(START);
    const tokens = createTokens(secret, clock);
    const token = await tokens.sign(user, 1, session);
    const exp = (Math.floor(START / 1000) + TOKEN_LIFETIME_S) * 1000;
    clock.set(exp - 1);
    expect((await tokens.verify(token)).uuid).toBe('u-1');
    clock.set(exp);
    expect(await refusal(tokens.verify(token))).toEqual({ status: 401, message: SESSION_EXPIRED_MESSAGE });
  });

  it('refuses another secret, another algorithm, no signature and a changed payload', async () => {
    const tokens = createTokens(secret, standingClock(START));
    const good = await tokens.sign(user, 1, session);
    const [, payload, signature] = good.split('.');
    const claims = { sub: 'u-1', ver: 1, sid: 's-1', exp: Math.floor(START / 1000) + 60 };
    const otherSecret = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new Uint8Array(32));
    const hs512 = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS512' })
      .sign(new Uint8Array(64).fill(7));
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    const changed = `${good.split('.')[0]}.${Buffer.from(JSON.stringify({ ...claims, sub: 'u-2' })).toString('base64url')}.${signature}`;
    for (const token of [otherSecret, hs512, none, changed, 'garbage', ''])
      expect(await refusal(tokens.verify(token))).toEqual({ status: 401, message: 'Please log in again.' });
  });

  it('answers no session for a token that names none', async () => {
    const tokens = createTokens(secret, standingClock(START));
    const token = await new SignJWT({ ver: 1 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('u-1')
      .setExpirationTime(Math.floor(START / 1000) + 60)
      .sign(secret);
    expect(await tokens.verify(token)).toEqual({ uuid: 'u-1', version: 1, sessionId: null });
  });
});
