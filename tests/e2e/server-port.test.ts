// Two servers on one port: the second must refuse to start, naming the port, and leave the first
// serving every request. (Elysia asks Bun for reusePort by default, and then both started and
// the kernel split the connections between them.)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type RunningServer, startAnotherServer, startServer, stopAndClean } from './server';

let first: RunningServer;
beforeAll(async () => {
  first = await startServer();
});
afterAll(async () => {
  await stopAndClean(first);
});

it('a second server on a taken port exits non-zero with a message naming the port', async () => {
  const second = await startAnotherServer(first.port, first.dataDir);
  expect(second.code).toBe(1);
  expect(second.stderr).toContain(`Port ${first.port} is already in use`);
  // The second never took over the data folder: the pid file still names the first.
  expect(readFileSync(join(first.dataDir, 'server.pid'), 'utf8').trim()).toBe(String(first.pid()));

  // Every connection still reaches the first server, which keeps running.
  const answers = await Promise.all(
    Array.from({ length: 20 }, () => fetch(`${first.url}/api/health`, { headers: { connection: 'close' } })),
  );
  expect(answers.map((res) => res.status)).toEqual(Array(20).fill(200));
  expect(() => process.kill(first.pid(), 0)).not.toThrow();
});
