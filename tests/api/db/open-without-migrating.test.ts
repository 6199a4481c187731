// A worker thread opens the database its server already migrated, without migrating it again
// (docs/decisions/0041-export-jobs.md §5): that connection must read the server's tables and
// leave the schema as it found it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../api/src/db';

const dir = mkdtempSync(join(tmpdir(), 'wordhoard-db-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const tables = async (client: Awaited<ReturnType<typeof openDatabase>>['client']) =>
  (await client.execute("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")).rows.map(
    (row) => String(row.name),
  );

describe('a connection opened without migrating', () => {
  it('creates no table in a fresh file, and reads the tables of one the server migrated', async () => {
    const url = `file:${join(dir, 'test.db')}`;
    const unmigrated = await openDatabase(url, undefined, undefined, { migrate: false });
    expect(await tables(unmigrated.client)).toEqual([]);
    unmigrated.client.close();

    const server = await openDatabase(url);
    const migrated = await tables(server.client);
    expect(migrated).toContain('words');
    const worker = await openDatabase(url, undefined, undefined, { migrate: false });
    expect(await tables(worker.client)).toEqual(migrated);
    const { rows } = await worker.client.execute('SELECT count(*) AS n FROM words');
    expect(rows[0]?.n).toBe(0);
    worker.client.close();
    server.client.close();
  });
});
