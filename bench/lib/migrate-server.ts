// The reference for the cold start: Bun opening the database the server opens (a fresh libSQL
// file in DATA_DIR, with the same pragmas) and bringing it up to date with the same committed
// migrations, through the server's own openDatabase, then answering /api/health. Started and
// polled as the real server is, so the ratio judges what the start adds to this work: the app's
// modules, the configuration, the providers, the routes.
import { join } from 'node:path';
import { databaseReachable, openDatabase } from '../../api/src/db';

const { client } = await openDatabase(`file:${join(process.env.DATA_DIR ?? '.', 'wordhoard.db')}`);
Bun.serve({
  port: Number(process.env.PORT),
  hostname: '127.0.0.1',
  fetch: async () => Response.json({ status: (await databaseReachable(client)) ? 'ok' : 'down' }),
});
