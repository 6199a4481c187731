// The token-signing secret: JWT_SECRET when set, otherwise one generated on first start and
// kept in $DATA_DIR/jwt-secret (mode 600), so tokens survive restarts.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export function loadJwtSecret(dataDir: string, fromEnv?: string): Uint8Array {
  if (fromEnv) return new TextEncoder().encode(fromEnv);
  const file = join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    const bytes = crypto.getRandomValues(new Uint8Array(48));
    writeFileSync(file, Buffer.from(bytes).toString('base64url'), { mode: 0o600, flag: 'wx' });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}
