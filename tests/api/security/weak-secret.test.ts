// Tokens are HS256: a short signing secret can be guessed offline from any one token, and then
// anyone can sign tokens for any learner. The real server must refuse to start with one, saying
// why, whether it comes from JWT_SECRET or from the secret file in the data folder.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, startServer, stopAndClean } from '../../e2e/server';

const ROOT = resolve(import.meta.dirname, '..', '..', '..');
let dataDir: string;
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

async function startWith(env: Record<string, string>) {
  const run = spawnSync(join(ROOT, 'node_modules/.bin/bun'), ['api/src/server.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(await freePort()), DATA_DIR: dataDir, JWT_SECRET: '', ...env },
    encoding: 'utf8',
    timeout: 20_000,
  });
  return { code: run.status, stderr: run.stderr };
}

describe('a weak token secret', () => {
  it('stops the server: JWT_SECRET=a', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'wordhoard-secret-'));
    const { code, stderr } = await startWith({ JWT_SECRET: 'a' });
    expect(code).toBe(1);
    expect(stderr).toContain('Invalid environment variable JWT_SECRET: it is 1 bytes long; use at least 32');
  });

  it('stops the server: a short secret file in the data folder', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'wordhoard-secret-'));
    writeFileSync(join(dataDir, 'jwt-secret'), 'short', { mode: 0o600 });
    const { code, stderr } = await startWith({});
    expect(code).toBe(1);
    expect(stderr).toContain('jwt-secret is too short');
  });

  it('is never what the server generates for itself', async () => {
    const server = await startServer({ JWT_SECRET: '' });
    dataDir = server.dataDir;
    try {
      expect(
        Buffer.byteLength(readFileSync(join(server.dataDir, 'jwt-secret'), 'utf8').trim()),
      ).toBeGreaterThanOrEqual(32);
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    } finally {
      await stopAndClean(server);
    }
  });
});
