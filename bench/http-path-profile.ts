// `bun bench/http-path-profile.ts [words]` (RUNS=turns): where an unchanged (cached) words list
// spends its time between app.handle and an HTTP client in the same process. Each stage runs
// once per turn, in the same order, so all see the same moments of a shared machine; medians of
// wall and CPU time (process.cpuUsage, which other processes' load disturbs less). Servers that
// send the same bytes without the app tell Bun's HTTP path apart from the app's; the token check
// is also run with jose's WebCrypto verification, as it was, to show what that cost over HTTP.
// Not part of `npm run bench`: a tool for finding what to cut (docs/decisions/0039).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jwtVerify } from 'jose';
import { createApp } from '../api/src/app';
import { loadConfig } from '../api/src/config';
import { createDeps } from '../api/src/deps';
import { authenticateWordsUser } from '../api/src/plugins/auth';
import { seedWords } from './lib/seed';

const count = Number(process.argv[2] ?? 1000);
const runs = Number(process.env.RUNS ?? 300);
const dataDir = mkdtempSync(join(tmpdir(), 'wordhoard-http-profile-'));
const sent: string[] = [];
const deps = await createDeps(loadConfig({ DATA_DIR: dataDir, PORT: '0' }), {
  mailer: { send: async (m) => void sent.push(m.text), ready: async () => {} },
});
const app = createApp(deps);
app.listen({ port: 0, hostname: '127.0.0.1' });
const base = `http://127.0.0.1:${app.server?.port}/api`;
const servers: ReturnType<typeof Bun.serve>[] = [];
const serve = (fetch: (request: Request) => Response | Promise<Response>) => {
  const server = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch });
  servers.push(server);
  return `http://127.0.0.1:${server.port}/api/words/get/words`;
};
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
  const userId = Number((await deps.client.execute('SELECT id FROM users LIMIT 1')).rows[0]?.id);
  await seedWords(deps.client, dataDir, userId, count, { encounters: true });
  const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br, zstd' };
  const url = `${base}/words/get/words`;
  const zstd = new Uint8Array(
    await (await fetch(url, { headers, decompress: false } as RequestInit)).arrayBuffer(),
  );
  const plain = serve(() => new Response(zstd, { headers: { 'content-encoding': 'zstd' } }));
  // What Elysia does to a Response when hooks have set headers: a new one around its body stream.
  const rewrapped = serve(() => {
    const made = new Response(zstd, { headers: { 'content-encoding': 'zstd' } });
    return new Response(made.body, { headers: new Headers(made.headers) });
  });
  const inHandler: number[] = [];
  const timedApp = serve(async (request) => {
    const start = performance.now();
    const answer = await app.fetch(request);
    inHandler.push(performance.now() - start);
    return answer;
  });
  // The token's signature checked as before: jose's jwtVerify, through WebCrypto.
  const ownVerify = deps.tokens.verify;
  const secret = new Uint8Array(readFileSync(join(dataDir, 'jwt-secret')));
  const joseVerify = async (jwt: string) => {
    const { payload } = await jwtVerify(jwt, secret, { algorithms: ['HS256'] });
    return { uuid: String(payload.sub), version: Number(payload.ver), sessionId: String(payload.sid) };
  };
  const withJose = (run: () => Promise<unknown>) => async () => {
    deps.tokens.verify = joseVerify;
    try {
      return await run();
    } finally {
      deps.tokens.verify = ownVerify;
    }
  };
  const get = (target: string) =>
    fetch(target, { headers, decompress: false } as RequestInit).then((r) => r.arrayBuffer());
  const handle = () => app.handle(new Request(url, { headers })).then((r) => r.arrayBuffer());
  const stages: [string, () => unknown][] = [
    ['app.handle', handle],
    ['app.handle, token by jose (WebCrypto)', withJose(handle)],
    ['HTTP, app.listen', () => get(url)],
    ['HTTP, app.listen, token by jose', withJose(() => get(url))],
    ['HTTP, Bun.serve(app.fetch), timed inside', () => get(timedApp)],
    ['token check alone', () => authenticateWordsUser(deps, headers.authorization)],
    ['token check alone, by jose', withJose(() => authenticateWordsUser(deps, headers.authorization))],
    ['HTTP, plain Bun.serve, same bytes', () => get(plain)],
    ['HTTP, plain Bun.serve, body re-wrapped', () => get(rewrapped)],
    ['HTTP, GET /api/health', () => fetch(`${base}/health`).then((r) => r.arrayBuffer())],
  ];
  const times = stages.map((): number[] => []);
  const cpu = stages.map((): number[] => []);
  for (let turn = 0; turn < runs + 10; turn++) {
    for (const [i, [, run]] of stages.entries()) {
      const start = performance.now();
      const startCpu = process.cpuUsage();
      await run();
      const used = process.cpuUsage(startCpu);
      if (turn < 10) continue;
      times[i]?.push(performance.now() - start);
      cpu[i]?.push((used.user + used.system) / 1000);
    }
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? Number.NaN;
  const figure = (values: number[] | undefined) =>
    `${median(values ?? [])
      .toFixed(3)
      .padStart(7)} ms`;
  console.log(`${count} words, ${zstd.byteLength} bytes zstd, ${runs} turns, medians (wall, CPU):`);
  for (const [i, [name]] of stages.entries())
    console.log(`${name.padEnd(44)} ${figure(times[i])}   cpu ${figure(cpu[i])}`);
  console.log(`(app.fetch's own time inside Bun.serve: ${figure(inHandler.slice(10))})`);
} finally {
  for (const server of servers) server.stop();
  app.stop();
  await deps.close();
  rmSync(dataDir, { recursive: true, force: true });
}
