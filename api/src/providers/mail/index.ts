// Mail goes through SMTP when SMTP_URL is set; otherwise each mail is written as an .eml file
// to the outbox folder and logged, so the product runs offline (ARCHITECTURE §1).
import { accessSync, constants, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Mail, Mailer } from './port';

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl, { from });
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
    async ready() {
      // Connects and greets the server as a send would, then quits without a message.
      await transport.verify();
    },
  };
}

export function createOutboxMailer(outboxDir: string, from: string, log = console.log): Mailer {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail: Mail) {
      const info = await builder.sendMail({ from, ...mail });
      mkdirSync(outboxDir, { recursive: true });
      const name = `${Date.now()}-${crypto.randomUUID().slice(0, 8)}.eml`;
      // Written under a temporary name first so a reader never sees half a mail.
      const temporary = join(outboxDir, `.${name}.tmp`);
      writeFileSync(temporary, info.message as Buffer, { mode: 0o600 });
      renameSync(temporary, join(outboxDir, name));
      log(`Mail to ${mail.to} ("${mail.subject}") written to ${join(outboxDir, name)}`);
    },
    async ready() {
      mkdirSync(outboxDir, { recursive: true });
      accessSync(outboxDir, constants.W_OK);
    },
  };
}

export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string }): Mailer {
  return options.smtpUrl
    ? createSmtpMailer(options.smtpUrl, options.from)
    : createOutboxMailer(options.outboxDir, options.from);
}

export type { Mail, Mailer };
