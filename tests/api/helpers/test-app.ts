// Builds the real app on a fresh database file in a temporary folder, with a clock the
// test can move. No port is opened: requests go through app.handle().
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../../api/src/app';
import { createClock } from '../../../api/src/clock';
import { loadConfig } from '../../../api/src/config';
import { openDatabase } from '../../../api/src/db';

export async function createTestApp(env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'wordhoard-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'test-secret-test-secret-test-secret', ...env });
  const { db, client } = await openDatabase(config.databaseUrl);
  const clock = createClock();
  const app = createApp({ config, db, client, clock });

  const request = (method: string, path: string, init: { body?: unknown; token?: string; headers?: Record<string, string> } = {}) => {
    const headers: Record<string, string> = { ...init.headers };
    let body: BodyInit | undefined;
    if (init.body instanceof FormData || typeof init.body === 'string') body = init.body;
    else if (init.body !== undefined) {
      body = JSON.stringify(init.body);
      headers['content-type'] ??= 'application/json';
    }
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    return app.handle(new Request(`http://localhost${path}`, { method, headers, body }));
  };

  return {
    app,
    db,
    client,
    clock,
    config,
    dataDir,
    request,
    close() {
      client.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
