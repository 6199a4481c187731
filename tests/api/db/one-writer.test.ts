import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../api/src/db';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function freshDatabase() {
  const dir = mkdtempSync(join(tmpdir(), 'wordhoard-db-'));
  dirs.push(dir);
  return openDatabase(`file:${join(dir, 'test.db')}`);
}

describe('the local database', () => {
  it('runs 50 parallel transactions, with reads and writes beside them, without SQLITE_BUSY', async () => {
    const { db, client } = await freshDatabase();
    await client.execute('CREATE TABLE counter (id INTEGER PRIMARY KEY, n INTEGER NOT NULL)');
    await client.execute('INSERT INTO counter VALUES (1, 0)');
    const transactions = Array.from({ length: 50 }, () =>
      db.transaction(async (tx) => {
        const [row] = await tx.all<{ n: number }>(sql`SELECT n FROM counter WHERE id = 1`);
        await tx.run(sql`UPDATE counter SET n = ${(row?.n ?? 0) + 1} WHERE id = 1`);
      }),
    );
    const outside = Array.from({ length: 20 }, (_, i) =>
      i % 2 === 0
        ? client.execute('SELECT n FROM counter')
        : client.execute('UPDATE counter SET n = n + 1000'),
    );
    const results = await Promise.allSettled([...transactions, ...outside]);
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    const { rows } = await client.execute('SELECT n FROM counter');
    expect(rows[0]?.n).toBe(50 + 10 * 1000);
    client.close();
  });

  it('lets the next transaction run after one that failed and rolled back', async () => {
    const { db, client } = await freshDatabase();
    await client.execute('CREATE TABLE item (id INTEGER PRIMARY KEY)');
    const failing = db.transaction(async (tx) => {
      await tx.run(sql`INSERT INTO item VALUES (1)`);
      throw new Error('changed my mind');
    });
    const next = db.transaction(async (tx) => {
      await tx.run(sql`INSERT INTO item VALUES (2)`);
    });
    await expect(failing).rejects.toThrow('changed my mind');
    await next;
    const { rows } = await client.execute('SELECT id FROM item');
    expect(rows.map((row) => row.id)).toEqual([2]);
    client.close();
  });

  it('keeps its settings on every statement, also while another transaction is open', async () => {
    const { db, client } = await freshDatabase();
    let finishFirst = () => {};
    const first = db.transaction(
      () =>
        new Promise<void>((resolve) => {
          finishFirst = resolve;
        }),
    );
    const settings = db.transaction(async (tx) => [
      await tx.all(sql`PRAGMA foreign_keys`),
      await tx.all(sql`PRAGMA synchronous`),
      await tx.all(sql`PRAGMA busy_timeout`),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    finishFirst();
    await first;
    const values = (await settings).map(
      (rows) => Object.values((rows as Record<string, number>[])[0] ?? {})[0],
    );
    expect(values).toEqual([1, 1, 0]);
    client.close();
  });
});
