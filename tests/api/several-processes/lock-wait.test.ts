// A real server process whose write meets the file's write lock held by another process keeps
// answering: while the write waits, /api/health and the word list are answered, and the write lands
// once the lock is let go. Order of completion is checked, not time. (With SQLite's busy handler,
// the waiting process slept on its event loop and answered nothing until the write gave up.)
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Member, type Members, signUp, startMembers } from './members';

const ROOT = resolve(import.meta.dirname, '..', '..', '..');

let members: Members;
beforeAll(async () => {
  members = await startMembers(1);
}, 120_000);
afterAll(async () => {
  await members?.stop();
});

/** Another process that takes the database's write lock and keeps it until told to let go. */
async function holdWriteLock(file: string) {
  const script = `
    import Database from 'libsql';
    const db = new Database(${JSON.stringify(file)});
    db.exec('BEGIN IMMEDIATE');
    console.log('held');
    for await (const line of console) { db.exec('ROLLBACK'); console.log('released'); process.exit(0); }
  `;
  const child = spawn(join(ROOT, 'node_modules/.bin/bun'), ['-e', script], {
    cwd: ROOT,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = child.stdout.setEncoding('utf8');
  const next = () => new Promise<string>((done) => lines.once('data', (text: string) => done(text.trim())));
  expect(await next()).toBe('held');
  return {
    async release() {
      const released = next();
      child.stdin.write('go\n');
      expect(await released).toBe('released');
    },
  };
}

describe('a process whose write meets another process’s lock', { timeout: 120_000 }, () => {
  it('answers health and list requests while the write waits, then stores the write once', async () => {
    const server = members.list[0] as Member;
    const token = await signUp(members, 'waiting@example.com');
    const auth = { authorization: `Bearer ${token}` };
    const list = async () => {
      const res = await fetch(`${server.url}/api/words/get/words`, { headers: auth });
      expect(res.status).toBe(200);
      return ((await res.json()) as { word: string }[]).map((word) => word.word);
    };
    expect(await list()).toEqual([]);
    const holder = await holdWriteLock(join(members.dataDir, 'wordhoard.db'));
    const order: string[] = [];
    const body = new FormData();
    body.set('language', 'en-US');
    body.set('voice', 'en-US-Female');
    body.set('word', 'patience');
    const write = fetch(`${server.url}/api/words/add`, { method: 'POST', headers: auth, body }).then(
      (res) => {
        order.push('write');
        return res;
      },
    );
    // Several round trips, each answered while the lock is still held: the write cannot have ended.
    for (let i = 0; i < 5; i++) {
      const health = await fetch(`${server.url}/api/health`);
      expect(health.status).toBe(200);
      expect(await list()).toEqual([]);
      order.push('read');
    }
    expect(order).toEqual(['read', 'read', 'read', 'read', 'read']);
    await holder.release();
    const res = await write;
    expect(res.status, await res.clone().text()).toBe(201);
    expect(order.at(-1)).toBe('write');
    expect(await list()).toEqual(['patience']);
  });
});
