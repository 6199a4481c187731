// Composes the API from its feature modules. Everything the app needs arrives in `deps`,
// so tests build an app on a temporary database and a movable clock and call app.handle().
import type { Client } from '@libsql/client';
import { Elysia } from 'elysia';
import { API_BASE } from '../../shared/api';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Database } from './db';
import { healthModule } from './modules/health';
import { errorMapper } from './plugins/errors';
import { securityHeaders } from './plugins/security-headers';
import { staticWeb } from './static';

export interface AppDeps {
  config: Config;
  db: Database;
  client: Client;
  clock: Clock;
}

export function createApp(deps: AppDeps) {
  const api = new Elysia({ prefix: API_BASE }).use(healthModule(deps.client));
  return new Elysia().use(errorMapper).use(securityHeaders(deps.config)).use(api).use(staticWeb(deps.config.webDir));
}

export type App = ReturnType<typeof createApp>;
