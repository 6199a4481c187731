// The token-signing secret: JWT_SECRET when set, otherwise one generated on first start and
// kept in $DATA_DIR/jwt-secret (mode 600), so tokens survive restarts. HS256 is only as strong
// as its key: anything under 32 bytes (RFC 7518 §3.2 asks for at least the hash size) could be
// guessed offline from one token, so such a secret stops the server instead.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError } from './config-error';

export const JWT_SECRET_MIN_BYTES = 32;

/** Why a secret is too weak to sign tokens, or null when it will do. */
export function weakSecretProblem(secret: string): string | null {
  const bytes = Buffer.byteLength(secret, 'utf8');
  return bytes < JWT_SECRET_MIN_BYTES
    ? `it is ${bytes} bytes long; use at least ${JWT_SECRET_MIN_BYTES} random bytes (e.g. \`openssl rand -base64 48\`), or leave it unset to have one generated`
    : null;
}

export function loadJwtSecret(dataDir: string, fromEnv?: string): Uint8Array {
  if (fromEnv) return new TextEncoder().encode(fromEnv);
  const file = join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    // 48 random bytes are 64 characters in base64url, well over the minimum.
    const bytes = crypto.getRandomValues(new Uint8Array(48));
    writeFileSync(file, Buffer.from(bytes).toString('base64url'), { mode: 0o600, flag: 'wx' });
  }
  const secret = readFileSync(file, 'utf8').trim();
  const problem = weakSecretProblem(secret);
  if (problem) throw new ConfigError('JWT_SECRET', `the secret in ${file} is too short: ${problem}`);
  return new TextEncoder().encode(secret);
}
