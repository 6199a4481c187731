// Starts the real Wordhoard server (Bun, the built web app, a fresh data folder) on a free
// port for end-to-end tests, with the movable clock switched on.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..', '..');

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? done(address.port) : fail(new Error('no port')),
      );
    });
  });
}

// A limit for a server that hangs, not a speed: a start takes seconds idle, but 20 s was crossed
// on this machine shared by many test runs (load average 29 on 2 cores).
async function waitForHealth(url: string, process: ChildProcess, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (process.exitCode !== null) throw new Error(`server exited with ${process.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server at ${url} did not become healthy`);
}

/** The newest password mailed to the address, read from the outbox of the server's data folder. */
export function mailedPassword(dataDir: string, to: string): string {
  const outbox = join(dataDir, 'outbox');
  const mails = readdirSync(outbox)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .reverse();
  for (const file of mails) {
    const text = readFileSync(join(outbox, file), 'utf8');
    if (!new RegExp(`^To: ${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'mi').test(text)) continue;
    const match = /^Password: (\S+)$/m.exec(text);
    if (match?.[1]) return match[1];
  }
  throw new Error(`no password mailed to ${to}`);
}

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  /** The server process's id (its memory can be read from /proc). */
  pid(): number;
  /** Moves the server's clock forward. */
  advanceClock(ms: number): Promise<void>;
  /** Runs the retention job now, at the server's (moved) time; answers its report. */
  runRetention(): Promise<{ ran: boolean; usersCleared: number; wordsDeleted: number }>;
  /** The newest mailed password for the address, read from the outbox. */
  mailedPassword(to: string): string;
  stop(): Promise<void>;
  restart(): Promise<void>;
  /** Sends a signal (e.g. SIGKILL, a crash) and waits until the process is gone; restart() brings it back. */
  kill(signal: NodeJS.Signals): Promise<void>;
}

export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'wordhoard-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess;
  const launch = async () => {
    child = spawn(join(ROOT, 'node_modules/.bin/bun'), ['api/src/server.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        APP_URL: url,
        WORDHOARD_TEST_CLOCK: '1',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    try {
      await waitForHealth(url, child);
    } catch (error) {
      child.kill('SIGKILL'); // a server that never answered is not left running
      throw error;
    }
  };
  await launch();
  // A process ended by a signal has a signalCode and no exitCode.
  const ended = () => child.exitCode !== null || child.signalCode !== null;
  const kill = async (signal: NodeJS.Signals) => {
    if (ended()) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill(signal);
    await exited;
  };
  const stop = () => kill('SIGTERM');
  return {
    url,
    port,
    dataDir,
    pid: () => child.pid as number,
    async advanceClock(ms) {
      const res = await fetch(`${url}/api/test/clock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ advanceMs: ms }),
      });
      if (!res.ok) throw new Error(`clock answered ${res.status}`);
    },
    async runRetention() {
      const res = await fetch(`${url}/api/test/retention`, { method: 'POST' });
      if (!res.ok) throw new Error(`retention answered ${res.status}`);
      return res.json();
    },
    mailedPassword: (to) => mailedPassword(dataDir, to),
    stop,
    kill,
    async restart() {
      await stop();
      await launch();
    },
  };
}

export interface EndedServer {
  /** The exit code, or null when the server started listening instead (then it was stopped). */
  code: number | null;
  stderr: string;
}

/**
 * Starts one more server process on a given port and data folder and waits until it either exits
 * or says it listens (then it is stopped at once): no time limit decides the verdict.
 */
export function startAnotherServer(port: number, dataDir: string): Promise<EndedServer> {
  const child = spawn(join(ROOT, 'node_modules/.bin/bun'), ['api/src/server.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += String(chunk);
  });
  return new Promise((done) => {
    child.stdout?.on('data', (chunk) => {
      if (!String(chunk).includes('listening on')) return;
      child.once('exit', () => done({ code: null, stderr }));
      child.kill('SIGTERM');
    });
    child.once('exit', (code) => done({ code, stderr }));
  });
}

export async function stopAndClean(server: RunningServer) {
  await server.stop();
  rmSync(server.dataDir, { recursive: true, force: true });
}
