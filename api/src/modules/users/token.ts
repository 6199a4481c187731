// Tokens: HS256 JWTs (jose) carrying the user claim of SPEC §3 for the client to read, and the
// account's token version. The server trusts only the subject and version, never the role.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { TokenUser } from '../../../../shared/accounts/types';
import type { Clock } from '../../clock';
import { unauthorized } from '../../errors';

export const TOKEN_LIFETIME_S = 7 * 24 * 60 * 60;

export interface TokenSubject {
  uuid: string;
  version: number;
}

export function createTokens(secret: Uint8Array, clock: Clock) {
  const nowSeconds = () => Math.floor(clock.now() / 1000);
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
    sign(user: TokenUser, version: number): Promise<string> {
      const iat = nowSeconds();
      return new SignJWT({ user, ver: version })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(user.uuid)
        .setIssuedAt(iat)
        .setExpirationTime(iat + TOKEN_LIFETIME_S)
        .sign(secret);
    },
    async verify(token: string): Promise<TokenSubject> {
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: ['HS256'],
          currentDate: new Date(clock.now()),
        });
        if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') throw unauthorized();
        return { uuid: payload.sub, version: payload.ver };
      } catch (error) {
        if (error instanceof errors.JWTExpired)
          throw unauthorized('Your session has expired. Please log in again.');
        throw unauthorized();
      }
    },
  };
}

export type Tokens = ReturnType<typeof createTokens>;
