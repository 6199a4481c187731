// Registration mail through a real SMTP peer (smtp-server on 127.0.0.1), as production sends it
// when SMTP_URL is set; and an SMTP server that is down.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboxMailer, createSmtpMailer } from '../../../api/src/providers/mail';
import { createTestApp, type TestApp } from '../helpers/test-app';

const received: { to: string[]; raw: string }[] = [];
let smtp: SMTPServer;
let smtpUrl: string;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        done();
      });
    },
  });
  await new Promise<void>((ready) => smtp.listen(0, '127.0.0.1', ready));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((closed) => smtp.close(() => closed())));

describe('mail through SMTP', () => {
  let t: TestApp;
  afterAll(() => t?.close());

  it('delivers the registration password in plain text and HTML, and it logs in', async () => {
    t = await createTestApp({}, { mailer: createSmtpMailer(smtpUrl, 'Wordhoard <no-reply@wordhoard.app>') });
    const res = await t.request('POST', '/api/users/register', { body: { email: 'smtp@example.com' } });
    expect(res.status).toBe(200);
    const mail = received.find((m) => m.to.includes('smtp@example.com'));
    expect(mail?.raw).toContain('text/plain');
    expect(mail?.raw).toContain('text/html');
    const password = /^Password: (\S+)\r?$/m.exec(mail?.raw ?? '')?.[1];
    expect(password).toBeTruthy();
    const login = await t.request('POST', '/api/users/login', {
      body: { email: 'smtp@example.com', password },
    });
    expect(login.status).toBe(200);
  });

  it('answers 503 and keeps no pending registration when the SMTP server is down', async () => {
    const down = await createTestApp(
      {},
      { mailer: createSmtpMailer('smtp://127.0.0.1:1', 'x@wordhoard.app') },
    );
    try {
      const res = await down.request('POST', '/api/users/register', {
        body: { email: 'nobody@example.com' },
      });
      expect(res.status).toBe(503);
      const rows = await down.client.execute('SELECT count(*) AS n FROM pending_registrations');
      expect(rows.rows[0]?.n).toBe(0);
    } finally {
      await down.close();
    }
  });
});

describe('mail without SMTP', () => {
  it('is written as an .eml file to the outbox', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'outbox-'));
    const lines: string[] = [];
    const mailer = createOutboxMailer(dir, 'Wordhoard <no-reply@wordhoard.app>', (l) => lines.push(l));
    await mailer.send({ to: 'a@example.com', subject: 'Hi', text: 'Password: abc123', html: '<p>x</p>' });
    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(readFileSync(join(dir, files[0] ?? ''), 'utf8')).toContain('Password: abc123');
    expect(lines[0]).toContain('a@example.com');
  });
});
