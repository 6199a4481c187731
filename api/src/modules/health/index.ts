import type { Client } from '@libsql/client';
import { Elysia } from 'elysia';
import { paths } from '../../../../shared/api';
import type { HealthAnswer } from '../../../../shared/api';
import { databaseReachable } from '../../db';
import pkg from '../../../../package.json';

export const healthModule = (client: Client) =>
  new Elysia({ name: 'health' }).get(paths.health, async ({ set }): Promise<HealthAnswer> => {
    const ok = await databaseReachable(client);
    if (!ok) set.status = 503;
    return { status: ok ? 'ok' : 'degraded', database: ok ? 'ok' : 'unreachable', version: pkg.version };
  });
