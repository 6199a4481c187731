// Registration mail through a real SMTP peer (smtp-server on 127.0.0.1), as production sends it
// when SMTP_URL is set; an SMTP server that is down; and the same answers for addresses with and
// without an account either way.
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboxMailer, createSmtpMailer, type Mailer } from '../../../api/src/providers/mail';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { MINUTE } from './helpers';

/** A register answer's cancel token differs per registration by design; its form must not. */
const withTokenForm = (body: Record<string, unknown>) =>
  typeof body.cancelToken === 'string'
    ? {
        ...body,
        cancelToken: /^\d+\.[\w-]{43}$/.test(body.cancelToken) ? '<cancel token>' : body.cancelToken,
      }
    : body;

const received: { to: string[]; raw: string }[] = [];
let smtp: SMTPServer;
let smtpUrl: string;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disableReverseLookup: true,
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

/** An SMTP mailer that can be pointed at the live server or at a closed port. */
function switchableSmtp() {
  const live = createSmtpMailer(smtpUrl, 'Wordhoard <no-reply@wordhoard.app>');
  const down = createSmtpMailer('smtp://127.0.0.1:1', 'Wordhoard <no-reply@wordhoard.app>');
  let current = live;
  const mailer: Mailer = { send: (mail) => current.send(mail), ready: () => current.ready() };
  return {
    mailer,
    setDown(isDown: boolean) {
      current = isDown ? down : live;
    },
  };
}

const passwordMailedTo = (email: string) => {
  const mail = received.findLast((m) => m.to.includes(email));
  return /^Password: (\S+)\r?$/m.exec(mail?.raw ?? '')?.[1] ?? '';
};

describe('the same answer with or without an account, through SMTP up or down', () => {
  let t: TestApp;
  let smtpMail: ReturnType<typeof switchableSmtp>;
  let address = 0;
  const answer = async (path: string, email: string) => {
    address += 1;
    const res = await t.request('POST', path, {
      body: { email },
      headers: { 'x-forwarded-for': `198.51.100.${address}` },
    });
    return { status: res.status, body: withTokenForm(await res.json()) };
  };

  beforeAll(async () => {
    smtpMail = switchableSmtp();
    t = await createTestApp({ TRUST_PROXY: '1' }, { mailer: smtpMail.mailer });
    await answer('/api/users/register', 'owner@example.com');
    const login = await t.request('POST', '/api/users/login', {
      body: { email: 'owner@example.com', password: passwordMailedTo('owner@example.com') },
    });
    expect(login.status).toBe(200);
  });
  afterAll(() => t?.close());

  it.each([
    ['up', 200],
    ['down', 503],
  ])('register and reset answer %s: %i for both kinds of address', async (state, status) => {
    smtpMail.setDown(state === 'down');
    t.clock.advance(6 * MINUTE);
    const register = [
      await answer('/api/users/register', 'owner@example.com'),
      await answer('/api/users/register', `new-${state}@example.com`),
    ];
    const reset = [
      await answer('/api/users/passwordReset/stepOne', 'owner@example.com'),
      await answer('/api/users/passwordReset/stepOne', `ghost-${state}@example.com`),
    ];
    expect(register[0]?.status).toBe(status);
    expect(register[0]).toEqual(register[1]);
    expect(reset[0]?.status).toBe(status);
    expect(reset[0]).toEqual(reset[1]);
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

  it('is ready while the outbox can be written, and says so when it cannot', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'outbox-'));
    await expect(createOutboxMailer(join(dir, 'outbox'), 'x@wordhoard.app').ready()).resolves.toBeUndefined();
    // A file where the folder should be: nothing can be written there.
    writeFileSync(join(dir, 'blocked'), '');
    await expect(createOutboxMailer(join(dir, 'blocked'), 'x@wordhoard.app').ready()).rejects.toThrow();
  });
});
