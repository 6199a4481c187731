// Tokens: HS256 JWTs (jose) carrying the user claim of SPEC §3 for the client to read, the
// account's token version and the session id (`sid`). The server trusts only the subject, version
// and session, never the role.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createVerifier, TokenError } from 'fast-jwt';
import { SignJWT } from 'jose';
import { SESSION_EXPIRED_MESSAGE } from '../../../../shared/accounts/sessions';
import type { TokenUser } from '../../../../shared/accounts/types';
import type { Clock } from '../../clock';
import { unauthorized } from '../../errors';

export const TOKEN_LIFETIME_S = 7 * 24 * 60 * 60;

export interface TokenSubject {
  uuid: string;
  version: number;
  /** Null for a token without a session, which authenticate() refuses. */
  sessionId: string | null;
}

export interface TokenSession {
  id: string;
  /** Epoch ms when the session ends for good: no token of it outlives that. */
  endsAt: number;
}

export function createTokens(secret: Uint8Array, clock: Clock) {
  const nowSeconds = () => Math.floor(clock.now() / 1000);
  const key = Buffer.from(secret);
  // Every request's token is verified synchronously (fast-jwt, node:crypto's HMAC). jose verifies
  // through WebCrypto, whose calls Bun runs as jobs on another thread that wake the event loop on
  // completion: inside Bun.serve that cost about 1 ms of CPU per request (0.2-0.3 × a 1,000-word
  // list's own SQL) where the HMAC itself takes 0.01 ms (docs/decisions/0039). A verifier reads
  // its clock when made, so one is made per call (about 13 µs). One millisecond later than now,
  // because fast-jwt accepts a token up to the exact millisecond of its `exp` and jose, which
  // signs them, counts that millisecond as expired.
  const verifierAt = (now: number) => createVerifier({ key, algorithms: ['HS256'], clockTimestamp: now + 1 });
  const mac = (text: string) => createHmac('sha256', secret).update(text).digest('base64url');
  return {
    /** A short proof under the signing secret (e.g. a pending registration's cancel token). */
    mac,
    /** Whether `proof` is the MAC of `text`, compared in constant time. */
    macMatches(text: string, proof: string): boolean {
      const expected = Buffer.from(mac(text));
      const given = Buffer.from(proof);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
    sign(user: TokenUser, version: number, session: TokenSession): Promise<string> {
      const iat = nowSeconds();
      const exp = Math.min(iat + TOKEN_LIFETIME_S, Math.floor(session.endsAt / 1000));
      return new SignJWT({ user, ver: version, sid: session.id })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(user.uuid)
        .setIssuedAt(iat)
        .setExpirationTime(exp)
        .sign(secret);
    },
    async verify(token: string): Promise<TokenSubject> {
      try {
        const payload: Record<string, unknown> = verifierAt(clock.now())(token);
        if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') throw unauthorized();
        const sessionId = typeof payload.sid === 'string' ? payload.sid : null;
        return { uuid: payload.sub, version: payload.ver, sessionId };
      } catch (error) {
        if (error instanceof TokenError && error.code === TokenError.codes.expired)
          throw unauthorized(SESSION_EXPIRED_MESSAGE);
        throw unauthorized();
      }
    },
  };
}

export type Tokens = ReturnType<typeof createTokens>;
