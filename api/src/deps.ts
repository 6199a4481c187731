// Builds everything the app depends on from the checked configuration. The server and the
// tests both come through here, so tests run the same wiring as production.
import { type Clock, createClock } from './clock';
import type { Config } from './config';
import { openDatabase } from './db';
import { createTokens } from './modules/users/token';
import { createMailer, type Mailer } from './providers/mail';
import { loadJwtSecret } from './secrets';

export async function createDeps(config: Config, overrides: { clock?: Clock; mailer?: Mailer } = {}) {
  const { db, client } = await openDatabase(config.databaseUrl, config.databaseAuthToken);
  const clock = overrides.clock ?? createClock();
  const mailer =
    overrides.mailer ??
    createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: config.outboxDir });
  const tokens = createTokens(loadJwtSecret(config.dataDir, config.jwtSecret), clock);
  return {
    config,
    db,
    client,
    clock,
    mailer,
    tokens,
    close() {
      client.close();
    },
  };
}

export type AppDeps = Awaited<ReturnType<typeof createDeps>>;
