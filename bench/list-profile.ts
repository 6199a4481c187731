// `bun bench/list-profile.ts [words]` (RUNS=turns): where the time of one changed words list goes (one word's
// score changed before each changed request, so the list is brought up to date from it), stage by
// stage, in this process (no HTTP unless named). Each stage runs many times and the median is
// shown beside B (SQLite's own json_group_array of the same rows), in wall time and in this
// process's CPU time (which a machine loaded by other processes disturbs far less), so the fixed costs of a small
// list (token check, compression, the exchange) can be told apart from its SQL. Not part of
// `npm run bench`: a tool for finding what to cut (docs/decisions/0039).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../api/src/app';
import { loadConfig } from '../api/src/config';
import { createDeps } from '../api/src/deps';
import { compress } from '../api/src/http/encoding';
import { LIST_SQL } from '../api/src/modules/words/list-sql';
import { authenticateWordsUser } from '../api/src/plugins/auth';
import { B_SQL } from './lib/list-reference';
import { measure } from './lib/measure';
import { seedWords } from './lib/seed';

const count = Number(process.argv[2] ?? 1000);
const runs = Number(process.env.RUNS ?? 200);

const dataDir = mkdtempSync(join(tmpdir(), 'wordhoard-profile-'));
const sent: string[] = [];
const deps = await createDeps(loadConfig({ DATA_DIR: dataDir, PORT: '0' }), {
  mailer: { send: async (m) => void sent.push(m.text), ready: async () => {} },
});
const app = createApp(deps);
app.listen({ port: 0, hostname: '127.0.0.1' });
const base = `http://127.0.0.1:${app.server?.port}/api`;
try {
  const json = (body: unknown) => ({
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  await fetch(`${base}/users/register`, json({ email: 'profile@example.com' }));
  const password = /^Password: (\S+)$/m.exec(sent.at(-1) ?? '')?.[1] ?? '';
  const token = await (
    await fetch(`${base}/users/login`, json({ email: 'profile@example.com', password }))
  ).text();
  const authorization = `Bearer ${token}`;
  const userId = Number((await deps.client.execute('SELECT id FROM users LIMIT 1')).rows[0]?.id);
  await seedWords(deps.client, dataDir, userId, count, { encounters: true });
  const listBytes = (await deps.client.execute({ sql: LIST_SQL, args: [userId] })).rows[0]
    ?.list as ArrayBuffer;
  const bytes = new Uint8Array(listBytes);
  const uuids = (
    await deps.client.execute({ sql: 'SELECT uuid FROM words WHERE user_id = ? ORDER BY id', args: [userId] })
  ).rows.map((row) => String(row.uuid));
  let changes = 0;
  // A changed list, as the bench's: one word's score set with the list version, in one transaction.
  const bump = () => {
    changes++;
    return deps.client.batch(
      [
        {
          sql: 'UPDATE words SET score = ? WHERE user_id = ? AND uuid = ?',
          args: [(changes % 3) + 1, userId, uuids[(changes * 7919) % uuids.length] ?? ''],
        },
        { sql: 'UPDATE users SET words_version = words_version + 1 WHERE id = ?', args: [userId] },
      ],
      'write',
    );
  };
  const headers = { authorization, 'accept-encoding': 'gzip, deflate, br, zstd' };
  const list = () => ({ headers, decompress: false }) as RequestInit;
  // Every stage once per turn, in the same order, so all of them see the same moments of a shared
  // machine; each is shown as its median and as the median of its ratio to B in the same turn.
  const stages: [string, () => unknown][] = [
    ['B: json_group_array(json_object)', () => deps.client.execute({ sql: B_SQL, args: [userId] })],
    ['list SQL (LIST_SQL)', () => deps.client.execute({ sql: LIST_SQL, args: [userId] })],
    ['token: jwtVerify only', () => deps.tokens.verify(token)],
    ['token: whole check', () => authenticateWordsUser(deps, authorization)],
    ['zstd 1', () => compress(bytes, 'zstd', 1)],
    [
      'app.handle, changed',
      async () => {
        await bump();
        return app.handle(new Request(`${base}/words/get/words`, { headers })).then((r) => r.arrayBuffer());
      },
    ],
    [
      'app.handle, unchanged (cached bytes)',
      () => app.handle(new Request(`${base}/words/get/words`, { headers })).then((r) => r.arrayBuffer()),
    ],
    [
      'HTTP, unchanged (cached bytes)',
      () => fetch(`${base}/words/get/words`, list()).then((r) => r.arrayBuffer()),
    ],
    ['HTTP, GET /api/health', () => fetch(`${base}/health`).then((r) => r.arrayBuffer())],
    [
      'HTTP, changed (as the bench)',
      async () => {
        await bump();
        return fetch(`${base}/words/get/words`, list()).then((r) => r.arrayBuffer());
      },
    ],
  ];
  const times = stages.map((): number[] => []);
  const cpu = stages.map((): number[] => []);
  for (let turn = 0; turn < runs + 10; turn++) {
    for (const [i, [, run]] of stages.entries()) {
      // The bump inside the changed stages is a write of one row: timed with them, as it is small
      // (shown below) and keeps the stage one call.
      const start = performance.now();
      const startCpu = process.cpuUsage();
      await run();
      const used = process.cpuUsage(startCpu);
      if (turn >= 10) {
        times[i]?.push(performance.now() - start);
        cpu[i]?.push((used.user + used.system) / 1000);
      }
    }
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? Number.NaN;
  const b = times[0] ?? [];
  console.log(`${count} words, ${bytes.byteLength} bytes of JSON, ${runs} turns, medians:`);
  for (const [i, [name]] of stages.entries()) {
    const own = times[i] ?? [];
    const ratio = median(own.map((t, turn) => t / (b[turn] ?? Number.NaN)));
    const cpuRatio = median((cpu[i] ?? []).map((t, turn) => t / (cpu[0]?.[turn] ?? Number.NaN)));
    console.log(
      `${name.padEnd(40)} ${median(own).toFixed(3).padStart(8)} ms  ${ratio.toFixed(2)} x B   cpu ${median(
        cpu[i] ?? [],
      )
        .toFixed(3)
        .padStart(7)} ms  ${cpuRatio.toFixed(2)} x B`,
    );
  }
  const bumpOnly = await measure(bump, { runs: 50 });
  console.log(`(changing one word and the list version alone: ${bumpOnly.median.toFixed(3)} ms)`);
} finally {
  app.stop();
  await deps.close();
  rmSync(dataDir, { recursive: true, force: true });
}
