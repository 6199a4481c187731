// Crash durability: the real server is killed with SIGKILL at a random moment of a stream of
// writes, 20 times. After each crash the database passes integrity_check, every write the
// server confirmed (2xx) is there after the restart, and the media folder has no orphans.
//
// A round is measured in work, not in time: every writer first gets MIN_WRITES confirmed writes
// (so the test provably exercises the server on a slow machine too), then the kill falls at a
// random moment of the next 0-1.2 s, while writes are in flight.
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
import { newWriter, pictures, random, type Writer, writeUntilDown } from './crash-writer';

const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 20);
const SEED = Number(process.env.CRASH_SEED ?? Date.now() % 1_000_000);
const WRITERS = 3;
/** Confirmed writes each writer makes in every round before the kill may fall. */
const MIN_WRITES = 2;
/** A generous bound for those writes; hitting it means the server is stuck, not slow. */
const WARM_UP_LIMIT_MS = 90_000;

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
    writers.push(newWriter(await login.text()));
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

/** Resolves once every writer has MIN_WRITES confirmed writes this round; a writer's error fails at once. */
async function everyWriterConfirmed(round: number, streams: Promise<void>[]) {
  const deadline = Date.now() + WARM_UP_LIMIT_MS;
  let failure: unknown = null;
  for (const stream of streams) stream.catch((error) => (failure ??= error));
  while (writers.some((w) => w.acknowledged < MIN_WRITES)) {
    if (failure) throw failure;
    const stopped = writers.findIndex((w) => w.stoppedBy !== null);
    if (stopped !== -1)
      throw new Error(
        `round ${round}: writer ${stopped} stopped before the kill: ${writers[stopped]?.stoppedBy}`,
      );
    if (Date.now() > deadline)
      throw new Error(
        `round ${round}: after ${WARM_UP_LIMIT_MS / 1000} s the writers had ${writers
          .map((w) => w.acknowledged)
          .join(', ')} confirmed writes, not ${MIN_WRITES} each: the server stopped answering writes`,
      );
    await new Promise((r) => setTimeout(r, 5));
  }
}

function timingReport(all: Writer[]): string {
  const ops = ['add', 'update', 'score', 'delete'] as const;
  return ops
    .map((op) => {
      const times = all.flatMap((w) => w.timings[op]).sort((a, b) => a - b);
      const median = times[Math.floor(times.length / 2)] ?? Number.NaN;
      return `${op} ${median.toFixed(0)} (${times.length})`;
    })
    .join(', ');
}

it(`keeps every confirmed write and no orphan media through ${ROUNDS} kill -9 rounds (seed ${SEED})`, async () => {
  const next = random(SEED);
  let confirmed = 0;
  for (let round = 0; round < ROUNDS; round++) {
    let down = false;
    const streams = writers.map((w, i) =>
      writeUntilDown(server.url, w, next, images, `r${round}w${i}`, () => down),
    );
    await everyWriterConfirmed(round, streams);
    await new Promise((r) => setTimeout(r, next() * 1_200));
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
  console.log(`confirmed write, median ms: ${timingReport(writers)}`);
  expect(confirmed).toBeGreaterThanOrEqual(ROUNDS * WRITERS * MIN_WRITES);
});
