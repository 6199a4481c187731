import type { Client } from '@libsql/client';
import { Elysia } from 'elysia';
import pkg from '../../../../package.json';
import type { HealthAnswer } from '../../../../shared/api';
import { paths } from '../../../../shared/api';
import { databaseReachable } from '../../db';

export const healthModule = (client: Client) =>
  new Elysia({ name: 'health' }).get(paths.health, async ({ set }): Promise<HealthAnswer> => {
    const ok = await databaseReachable(client);
    if (!ok) set.status = 503;
    return { status: ok ? 'ok' : 'degraded', database: ok ? 'ok' : 'unreachable', version: pkg.version };
  });
