// Builds the real app on a fresh database file in a temporary folder, with a clock the
// test can move and mail going to an in-memory list (or a given mailer). No port is opened:
// requests go through app.handle().
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../../api/src/app';
import { createClock } from '../../../api/src/clock';
import { loadConfig } from '../../../api/src/config';
import { createDeps, type DepsOverrides } from '../../../api/src/deps';
import { createPasswords } from '../../../api/src/modules/users/passwords';
import type { Mail, Mailer } from '../../../api/src/providers/mail/port';

export function memoryMailer() {
  const sent: Mail[] = [];
  let failing = false;
  const mailer: Mailer = {
    async send(mail) {
      if (failing) throw new Error('SMTP is down');
      sent.push(mail);
    },
    async ready() {
      if (failing) throw new Error('SMTP is down');
    },
  };
  return {
    mailer,
    sent,
    fail: (on: boolean) => {
      failing = on;
    },
    /** The password line of the newest mail to this address. */
    passwordFor(to: string): string {
      const mail = [...sent].reverse().find((m) => m.to === to);
      const match = mail && /^Password: (\S+)$/m.exec(mail.text);
      if (!match?.[1]) throw new Error(`no password mailed to ${to}`);
      return match[1];
    },
  };
}

/**
 * Argon2id at its smallest sensible cost: the API tests sign up and log in thousands of learners,
 * and the server's own cost (19 MiB, 2 passes: 56 ms of processor time a hash on this machine) made
 * a fifth of the project's time. The same code hashes and verifies, at the server's cost in
 * passwords.test.ts and in every end-to-end and stress server.
 */
const TEST_PASSWORDS = createPasswords({ memoryCost: 256, timeCost: 1 });

export async function createTestApp(env: Record<string, string> = {}, overrides: DepsOverrides = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'wordhoard-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'test-secret-test-secret-test-secret', ...env });
  const mail = memoryMailer();
  const deps = await createDeps(config, {
    clock: createClock(),
    mailer: mail.mailer,
    passwords: TEST_PASSWORDS,
    ...overrides,
  });
  const app = createApp(deps);

  const request = (
    method: string,
    path: string,
    init: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
  ) => {
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
    ...deps,
    app,
    mail,
    dataDir,
    request,
    async close() {
      await deps.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
