// Reads a token's claims without checking its signature, for the web app and the extension: both
// decode the token only to show who is signed in (the server checks every call). jwt-decode does
// this in half a kilobyte, where jose's decodeJwt brought its buffer and error helpers (1.5 KB
// gzip) into the landing page and the popup.
import { jwtDecode } from 'jwt-decode';

/** The token's claims as an object, or null when it is not a JWT whose payload is a JSON object. */
export function tokenClaims(token: string): Record<string, unknown> | null {
  try {
    const claims: unknown = jwtDecode(token);
    return typeof claims === 'object' && claims !== null && !Array.isArray(claims)
      ? (claims as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
