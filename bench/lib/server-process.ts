// A real Wordhoard server process for the benchmarks that need one (memory, cold start, load),
// started the way `npm start` does, on a free port with a fresh data folder.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../../tests/e2e/server';

const ROOT = resolve(import.meta.dir, '..', '..');

export interface BenchServer {
  url: string;
  dataDir: string;
  child: ChildProcess;
  /** What the server wrote to stdout so far (its shutdown lines once stopped). */
  output(): string;
  /** Milliseconds from spawn to the first healthy answer. */
  startMs: number;
  rssMb(): number;
  /** A new account; `address` stands for the learner's own network address (the server trusts
   *  X-Forwarded-For here), so many sign-ups stay within the per-address registration limit. */
  signUp(email: string, address?: string): Promise<{ token: string; userId: number }>;
  stop(): Promise<void>;
}

/** Spawns a Bun script with PORT set and answers once /api/health says 200, with the time it took. */
async function spawnUntilHealthy(script: string, port: number, env: Record<string, string> = {}) {
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(join(ROOT, 'node_modules/.bin/bun'), [script], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), ...env },
    // Stdout is read (and so drained) for the lines a bench row prints, e.g. the write counts.
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  let output = '';
  child.stdout?.setEncoding('utf8');
  child.stdout?.on('data', (text: string) => {
    output += text;
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await Bun.sleep(10);
  }
  return { child, url, startMs: performance.now() - started, output: () => output };
}

/**
 * Milliseconds for Bun to open and migrate a fresh database, as the server does, and answer
 * /api/health: the reference of the cold start (bench/lib/migrate-server.ts).
 */
export async function migratedStartMs(): Promise<number> {
  const dataDir = mkdtempSync(join(tmpdir(), 'wordhoard-bench-migrate-'));
  const { child, startMs } = await spawnUntilHealthy('bench/lib/migrate-server.ts', await freePort(), {
    DATA_DIR: dataDir,
  });
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
  rmSync(dataDir, { recursive: true, force: true });
  return startMs;
}

/** `env` adds to the server's environment (say, LIST_CACHE_MB). */
export async function startBenchServer(env: Record<string, string> = {}): Promise<BenchServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'wordhoard-bench-server-'));
  const { child, url, startMs, output } = await spawnUntilHealthy('api/src/server.ts', port, {
    DATA_DIR: dataDir,
    TRUST_PROXY: '1',
    ...env,
  });
  return {
    url,
    dataDir,
    child,
    output,
    startMs,
    rssMb() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
    },
    async signUp(email, address = '127.0.0.1') {
      const post = (path: string, body: object) =>
        fetch(`${url}/api${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
          body: JSON.stringify(body),
        });
      await post('/users/register', { email });
      const outbox = join(dataDir, 'outbox');
      const mail = readdirSync(outbox)
        .map((f) => readFileSync(join(outbox, f), 'utf8'))
        .find((m) => m.includes(`To: ${email}`));
      const password = /^Password: (\S+)$/m.exec(mail ?? '')?.[1] ?? '';
      const token = await (await post('/users/login', { email, password })).text();
      const claim = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
      return { token, userId: claim.user.id };
    },
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
