// Reads the user out of a token the API issued. The extension cannot verify the signature (only the
// server holds the secret); it only trusts the claim for display, and the server checks every call.
import { tokenClaims } from '../../shared/accounts/token-claims';
import { isTokenUser } from '../../shared/accounts/token-user';
import type { TokenUser } from '../../shared/api';
import { number, orDefault } from '../../shared/shape';

export interface TokenFacts {
  user: TokenUser;
  /** Seconds since the epoch; 0 when the token does not say. */
  issuedAt: number;
  expiresAt: number;
}

/** The token's user and times, or null when it is malformed, has no user claim or has expired. */
export function readToken(token: string, nowMs: number = Date.now()): TokenFacts | null {
  const claims = tokenClaims(token);
  if (!claims || !isTokenUser(claims.user)) return null;
  const expiresAt = orDefault(claims.exp, number, 0);
  if (expiresAt !== 0 && expiresAt * 1000 <= nowMs) return null;
  return { user: claims.user, issuedAt: orDefault(claims.iat, number, 0), expiresAt };
}
