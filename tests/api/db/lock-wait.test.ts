// A write that finds the file's write lock held by another connection (another process, a worker
// thread, a backup) waits on timers, not in SQLite's busy handler on the event loop: meanwhile
// the process answers reads. A write that never gets the lock ends with a clear 503 and writes
// nothing. The clock is counted, not timed: the holder lets go when the test says so.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import Database from 'libsql';
import { afterEach, describe, expect, it } from 'vitest';
import { databaseReachable, openDatabase } from '../../../api/src/db';
import type { LockClock } from '../../../api/src/db/lock-wait';
import { AppError } from '../../../api/src/errors';
import { DATABASE_BUSY_MESSAGE, DATABASE_LOCK_WAIT_MAX_MS } from '../../../shared/jobs/texts';

const dirs: string[] = [];
const holders: Database.Database[] = [];
afterEach(() => {
  for (const holder of holders.splice(0)) holder.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A clock whose time moves only by the waits asked of it (or not at all), and counts them. */
function countingClock({ timeMoves }: { timeMoves: boolean }) {
  let now = 0;
  const waits: number[] = [];
  let waiting: () => void = () => {};
  const clock: LockClock = {
    now: () => now,
    async sleep(ms) {
      if (timeMoves) now += ms;
      waits.push(ms);
      waiting();
      // A real turn of the loop, so that other work (and the test) runs between tries.
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
  const firstWait = new Promise<void>((resolve) => {
    waiting = resolve;
  });
  return { clock, waits, firstWait };
}

async function databaseWithHeldLock(clock: LockClock) {
  const dir = mkdtempSync(join(tmpdir(), 'wordhoard-lock-'));
  dirs.push(dir);
  const file = join(dir, 'test.db');
  const opened = await openDatabase(`file:${file}`, undefined, clock);
  await opened.client.execute('CREATE TABLE item (id INTEGER PRIMARY KEY, name TEXT NOT NULL)');
  // Another connection to the file takes the write lock and keeps it until the test lets go.
  const holder = new Database(file);
  holders.push(holder);
  holder.exec('BEGIN IMMEDIATE');
  return { ...opened, holder };
}

const count = async (client: { execute(sql: string): Promise<{ rows: unknown[] }> }) =>
  ((await client.execute('SELECT count(*) AS n FROM item')).rows[0] as { n: number }).n;

describe('a write that meets another connection’s lock', () => {
  it('waits on timers while reads are answered, then lands once when the lock is let go', async () => {
    const { clock, waits, firstWait } = countingClock({ timeMoves: false });
    const { db, client, holder, writeCounts } = await databaseWithHeldLock(clock);
    const before = structuredClone(writeCounts);
    const order: string[] = [];
    let ran = 0;
    const write = db
      .transaction(async (tx) => {
        ran++;
        await tx.run(sql`INSERT INTO item (name) VALUES ('first')`);
        await tx.run(sql`INSERT INTO item (name) VALUES ('second')`);
      })
      .then(() => order.push('write'));
    const statement = client
      .execute("INSERT INTO item (name) VALUES ('third')")
      .then(() => order.push('statement'));
    await firstWait;
    // The write is waiting for the lock; the same client answers reads meanwhile.
    expect(await databaseReachable(client)).toBe(true);
    expect(await count(client)).toBe(0);
    order.push('reads');
    expect(ran).toBe(0);
    holder.exec('ROLLBACK');
    await Promise.all([write, statement]);
    expect(order[0]).toBe('reads');
    expect(waits.length).toBeGreaterThan(0);
    expect(ran).toBe(1);
    const names = (await client.execute('SELECT name FROM item ORDER BY name')).rows.map((row) => row.name);
    expect(names).toEqual(['first', 'second', 'third']);
    // Counted for the log (db/write-counts.ts): the transaction and the statement; only the
    // transaction met the lock, and the statement queued behind it in this process.
    expect((writeCounts?.transactions ?? 0) - (before?.transactions ?? 0)).toBe(2);
    expect((writeCounts?.held.count ?? 0) - (before?.held.count ?? 0)).toBe(2);
    expect(writeCounts?.lockWaits.count).toBe(1);
    expect(writeCounts?.gaveUp).toBe(0);
    client.close();
  });

  it('that never gets it ends with a clear 503 and writes nothing, and the next write lands', async () => {
    const { clock, waits } = countingClock({ timeMoves: true });
    const { db, client, holder, writeCounts } = await databaseWithHeldLock(clock);
    const heldBefore = writeCounts?.held.count ?? 0;
    let ran = 0;
    const transaction = db.transaction(async (tx) => {
      ran++;
      await tx.run(sql`INSERT INTO item (name) VALUES ('never')`);
    });
    const statement = client.execute("INSERT INTO item (name) VALUES ('never either')");
    for (const refused of [transaction, statement]) {
      const error = await refused.then(
        () => null,
        (thrown: unknown) => thrown,
      );
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ status: 503, code: 'database_busy', message: DATABASE_BUSY_MESSAGE });
    }
    expect(ran).toBe(0);
    expect(waits.reduce((sum, ms) => sum + ms, 0)).toBeGreaterThanOrEqual(DATABASE_LOCK_WAIT_MAX_MS);
    // The refused BEGINs left nothing open on the connection: once the lock is free, writes commit.
    holder.exec('ROLLBACK');
    expect(await count(client)).toBe(0);
    await db.transaction(async (tx) => {
      await tx.run(sql`INSERT INTO item (name) VALUES ('later')`);
    });
    await client.execute("INSERT INTO item (name) VALUES ('later still')");
    expect(await count(client)).toBe(2);
    // Both refusals counted, each after the whole wait; only the writes that got the lock held it.
    expect(writeCounts?.gaveUp).toBe(2);
    expect(writeCounts?.lockWaits.count).toBe(2);
    expect(writeCounts?.lockWaits.maxMs).toBeGreaterThanOrEqual(DATABASE_LOCK_WAIT_MAX_MS);
    expect((writeCounts?.held.count ?? 0) - heldBefore).toBe(2);
    client.close();
  });
});
