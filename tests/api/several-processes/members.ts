// Several real server processes on ONE data folder, each on its own port so a test can send a
// request to the process it chooses (with one shared port the kernel would choose). Started as
// `WORKERS=n` starts them (scripts/server-group.mjs), eSpeak workers per member included: member
// 0 alone first (it sweeps the media folder and creates the secrets), then the others. The test
// clock is on in each; each process has its own clock, so a test moves every member's.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
// @ts-expect-error: a plain .mjs script of the launcher, without types.
import { speechWorkersPerMember } from '../../../scripts/server-group.mjs';
import { freePort, mailedPassword } from '../../e2e/server';

const ROOT = resolve(import.meta.dirname, '..', '..', '..');

export interface Member {
  url: string;
  child: ChildProcess;
}

export interface Members {
  dataDir: string;
  list: Member[];
  mailedPassword(to: string): string;
  /** Moves every live member's clock forward by the same amount. */
  advanceClocks(ms: number): Promise<void>;
  /** Starts one more member (the next number) on the data folder and answers it once healthy. */
  add(): Promise<Member>;
  /** Sends SIGKILL to one member and waits until it is gone. */
  kill(index: number): Promise<void>;
  stop(): Promise<void>;
}

// A limit for a process that hangs, not a speed (tests/e2e/server.ts says why it is so large).
async function healthy(url: string, child: ChildProcess, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server at ${url} exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server at ${url} did not become healthy`);
}

export async function startMembers(count: number, env: Record<string, string> = {}): Promise<Members> {
  const dataDir = mkdtempSync(join(tmpdir(), 'wordhoard-members-'));
  const list: Member[] = [];
  const launch = async (index: number) => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const child = spawn(join(ROOT, 'node_modules/.bin/bun'), ['api/src/server.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        APP_URL: url,
        WORDHOARD_TEST_CLOCK: '1',
        WORDHOARD_GROUP_MEMBER: String(index),
        // The launcher's share of the cores: a member warms its eSpeak workers before it
        // listens, each about 1.2 s of processor time, and three pools of two compete with the
        // members' own loops on two cores.
        SPEECH_WORKERS: speechWorkersPerMember(count, env),
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const started = { url, child };
    list.push(started);
    await healthy(url, child);
    return started;
  };
  for (let index = 0; index < count; index++) await launch(index);
  const gone = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;
  const end = async (child: ChildProcess, signal: NodeJS.Signals) => {
    if (gone(child)) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill(signal);
    await exited;
  };
  return {
    dataDir,
    list,
    mailedPassword: (to) => mailedPassword(dataDir, to),
    async advanceClocks(ms) {
      for (const { url, child } of list) {
        if (gone(child)) continue;
        const res = await fetch(`${url}/api/test/clock`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ advanceMs: ms }),
        });
        if (!res.ok) throw new Error(`clock answered ${res.status}`);
      }
    },
    add: () => launch(list.length),
    kill: (index) => end((list[index] as Member).child, 'SIGKILL'),
    async stop() {
      await Promise.all(list.map(({ child }) => end(child, 'SIGTERM')));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Registers the address on one member and signs in on another: answers the token. */
export async function signUp(members: Members, email: string, on = 0): Promise<string> {
  const post = (url: string, path: string, body: object) =>
    fetch(`${url}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const first = members.list[on % members.list.length] as Member;
  const second = members.list[(on + 1) % members.list.length] as Member;
  const registered = await post(first.url, '/users/register', { email });
  if (!registered.ok) throw new Error(`register answered ${registered.status}`);
  const login = await post(second.url, '/users/login', { email, password: members.mailedPassword(email) });
  if (!login.ok) throw new Error(`login answered ${login.status}`);
  return login.text();
}
