// Crash durability: the real server is killed with SIGKILL at a random moment of a stream of
// writes, 20 times. After each crash the database passes integrity_check, every write the
// server confirmed (2xx) is there after the restart, and the media folder has no orphans.
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  mediaLeftovers,
  mediaProblems,
  mediaState,
  NO_MEDIA_PROBLEMS,
} from '../api/security/helpers/media-check';
import { type RunningServer, startServer, stopAndClean } from '../e2e/server';
import { type Listed, reconcile } from './crash-reconcile';
import { pictures, random, type Writer, writeUntilDown } from './crash-writer';

const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 20);
const SEED = Number(process.env.CRASH_SEED ?? Date.now() % 1_000_000);
const WRITERS = 3;

let server: RunningServer;
let writers: Writer[];
let images: Blob[];
beforeAll(async () => {
  server = await startServer();
  images = await pictures(12);
  writers = [];
  for (let i = 0; i < WRITERS; i++) {
    const email = `writer-${i}@example.com`;
    await fetch(`${server.url}/api/users/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    const login = await fetch(`${server.url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: server.mailedPassword(email) }),
    });
    writers.push({ token: await login.text(), confirmed: new Map(), pending: null, acknowledged: 0 });
  }
});
afterAll(async () => {
  if (server) await stopAndClean(server);
});

async function integrity(): Promise<string> {
  const client = createClient({ url: `file:${join(server.dataDir, 'wordhoard.db')}` });
  try {
    return String((await client.execute('PRAGMA integrity_check')).rows[0]?.[0]);
  } finally {
    client.close();
  }
}

async function listed(writer: Writer): Promise<Listed[]> {
  const res = await fetch(`${server.url}/api/words/get/words`, {
    headers: { authorization: `Bearer ${writer.token}` },
  });
  if (!res.ok) throw new Error(`list answered ${res.status}`);
  return res.json();
}

it(`keeps every confirmed write and no orphan media through ${ROUNDS} kill -9 rounds (seed ${SEED})`, async () => {
  const next = random(SEED);
  let confirmed = 0;
  for (let round = 0; round < ROUNDS; round++) {
    let down = false;
    const streams = writers.map((w, i) =>
      writeUntilDown(server.url, w, next, images, `r${round}w${i}`, () => down),
    );
    await new Promise((r) => setTimeout(r, 150 + next() * 1_200));
    await server.kill('SIGKILL');
    down = true;
    await Promise.all(streams);

    expect(await integrity(), `round ${round}`).toBe('ok');
    await server.restart();
    for (const [i, writer] of writers.entries()) {
      expect(reconcile(writer, await listed(writer)), `round ${round}, writer ${i}`).toEqual([]);
      confirmed += writer.acknowledged;
      writer.acknowledged = 0;
    }
    const mediaDir = join(server.dataDir, 'media');
    const client = createClient({ url: `file:${join(server.dataDir, 'wordhoard.db')}` });
    try {
      expect(mediaProblems(await mediaState(client, mediaDir)), `round ${round}`).toEqual(NO_MEDIA_PROBLEMS);
    } finally {
      client.close();
    }
    expect(mediaLeftovers(mediaDir), `round ${round}`).toEqual([]);
  }
  console.log(`crash seed ${SEED}: ${ROUNDS} rounds, ${confirmed} confirmed writes checked`);
  expect(confirmed).toBeGreaterThan(ROUNDS * 3);
});
