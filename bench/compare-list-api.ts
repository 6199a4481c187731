// The words list API of this tree against another checkout (issue 35's regression check flagged
// the changed list), measured in turns so that the machine's load weighs on both alike:
//   OLD_TREE=/path/to/old/checkout [WORDS=10000] [TURNS=200] bun bench/compare-list-api.ts
// Each tree runs its own server process (api/src/server.ts) on its own data folder, seeded by its
// own code with the same words (every tenth with encounters, as the bench's list rows). A turn
// changes one word in each tree as the bench does (a score and the list's version in one
// transaction, untimed), then asks each tree for the list (zstd, as the bench), in alternating
// order. Figures per request: the server process's CPU time (every thread's, from
// /proc/PID/task/*/schedstat, in ns: what the request cost the server, which a busy machine's
// waiting does not inflate as it does wall time) and the wall time; and B, SQLite's own
// json_group_array of the same rows, timed in this process on each tree's database in the turn.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Client, createClient } from '@libsql/client';
import { freePort } from '../tests/e2e/server';
import { B_SQL } from './lib/list-reference';
import { seededRandom } from './lib/seeded-random';

const NEW_TREE = resolve(import.meta.dir, '..');
const OLD_TREE = process.env.OLD_TREE;
const TURNS = Number(process.env.TURNS ?? 200);
const WORDS = Number(process.env.WORDS ?? 10_000);
const WARMUP = 5;
// B in every turn (WITH_B=0 leaves it out: at 50,000 words it takes most of a turn's time).
const WITH_B = process.env.WITH_B !== '0';

interface Figures {
  cpu: number[];
  wall: number[];
  b: number[];
  bytes: number;
}

interface Tree {
  name: string;
  url: string;
  dataDir: string;
  child: ChildProcess;
  client: Client;
  userId: number;
  token: string;
  uuids: string[];
  figures: Figures;
}

/** Every thread's time on a processor so far, in ms (threads that ended are not counted). */
function cpuMs(pid: number): number {
  let ns = 0;
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    try {
      ns += Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0]);
    } catch {
      // The thread ended between the listing and the read.
    }
  }
  return ns / 1e6;
}

async function startTree(name: string, root: string): Promise<Tree> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `wordhoard-compare-api-${name}-`));
  const child = spawn(join(root, 'node_modules/.bin/bun'), ['api/src/server.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, TRUST_PROXY: '1' },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  while (
    !(await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    ))
  )
    await Bun.sleep(20);
  const post = (path: string, body: object) =>
    fetch(`${url}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const email = `compare-${name}@example.com`;
  await post('/users/register', { email });
  const mail = readdirSync(join(dataDir, 'outbox'))
    .map((f) => readFileSync(join(dataDir, 'outbox', f), 'utf8'))
    .find((m) => m.includes(`To: ${email}`));
  const password = /^Password: (\S+)$/m.exec(mail ?? '')?.[1] ?? '';
  const token = await (await post('/users/login', { email, password })).text();
  const userId = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).user.id as number;
  const { seedWords } = await import(join(root, 'bench/lib/seed.ts'));
  const client = createClient({ url: `file:${join(dataDir, 'wordhoard.db')}` });
  // The server's own start-up writes (its jobs) may hold the database a moment: wait, not fail.
  await client.execute('PRAGMA busy_timeout = 30000');
  await seedWords(client, dataDir, userId, WORDS, { encounters: true });
  const uuids = (
    await client.execute({ sql: 'SELECT uuid FROM words WHERE user_id = ? ORDER BY id', args: [userId] })
  ).rows.map((row) => String(row.uuid));
  const figures = { cpu: [], wall: [], b: [], bytes: 0 };
  return { name, url, dataDir, child, client, userId, token, uuids, figures };
}

/** One word's score and the list's version, as PATCH /words/update/score sets them (bench/api.ts). */
function changeOneWord(tree: Tree, turn: number) {
  return tree.client.batch(
    [
      {
        sql: 'UPDATE words SET score = ? WHERE user_id = ? AND uuid = ?',
        args: [(turn % 3) + 1, tree.userId, tree.uuids[(turn * 7919) % tree.uuids.length] ?? ''],
      },
      { sql: 'UPDATE users SET words_version = words_version + 1 WHERE id = ?', args: [tree.userId] },
    ],
    'write',
  );
}

async function turnOf(tree: Tree, turn: number, keep: boolean) {
  await changeOneWord(tree, turn);
  const pid = tree.child.pid ?? 0;
  const cpuBefore = cpuMs(pid);
  const start = performance.now();
  const res = await fetch(`${tree.url}/api/words/get/words`, {
    headers: { authorization: `Bearer ${tree.token}`, 'accept-encoding': 'gzip, deflate, br, zstd' },
    decompress: false,
  } as RequestInit);
  const bytes = (await res.arrayBuffer()).byteLength;
  const wall = performance.now() - start;
  const cpu = cpuMs(pid) - cpuBefore;
  if (res.status !== 200) throw new Error(`${tree.name}: the list answered ${res.status}`);
  const bStart = performance.now();
  if (WITH_B) await tree.client.execute({ sql: B_SQL, args: [tree.userId] });
  const b = performance.now() - bStart;
  if (!keep) return;
  tree.figures.cpu.push(cpu);
  tree.figures.wall.push(wall);
  tree.figures.b.push(b);
  tree.figures.bytes = bytes;
}

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const quantile = (values: number[], q: number) =>
  sorted(values)[Math.min(values.length - 1, Math.floor(q * values.length))] ?? Number.NaN;
const spread = (values: number[]) =>
  `${quantile(values, 0.5).toFixed(2)} (${quantile(values, 0.25).toFixed(2)}–${quantile(values, 0.75).toFixed(2)})`;

/** The median's 95 % interval by resampling the turns (2,000 draws): how far the median may be off. */
function medianInterval(values: number[]): string {
  const random = seededRandom(7);
  const medians = Array.from({ length: 2_000 }, () =>
    quantile(
      values.map(() => values[Math.floor(random() * values.length)] ?? Number.NaN),
      0.5,
    ),
  );
  return `${quantile(medians, 0.025).toFixed(3)}–${quantile(medians, 0.975).toFixed(3)}`;
}

if (!OLD_TREE) throw new Error('OLD_TREE must name the earlier checkout, with node_modules');
const trees = [await startTree('old', OLD_TREE), await startTree('new', NEW_TREE)] as const;
try {
  for (let turn = 0; turn < WARMUP + TURNS; turn++) {
    for (const tree of turn % 2 === 0 ? trees : [...trees].reverse())
      await turnOf(tree, turn, turn >= WARMUP);
  }
} finally {
  for (const tree of trees) {
    tree.client.close();
    // Its folder is removed once the server has stopped writing to it (its shutdown writes).
    const stopped = new Promise((done) => tree.child.once('exit', done));
    tree.child.kill('SIGTERM');
    await stopped;
    rmSync(tree.dataDir, { recursive: true, force: true });
  }
}

const [old, now] = trees;
const perTurn = (of: (f: Figures, i: number) => number) =>
  now.figures.cpu.map((_, i) => of(now.figures, i) / of(old.figures, i));
console.log(
  `${WORDS} words, ${TURNS} turns; median (quartiles), ms; load ${readFileSync('/proc/loadavg', 'utf8')}`,
);
console.log('| figure | old | new | new/old per turn |');
console.log('|---|---|---|---|');
console.log(
  `| server CPU per changed list | ${spread(old.figures.cpu)} | ${spread(now.figures.cpu)} | ${spread(perTurn((f, i) => f.cpu[i] ?? 0))} |`,
);
console.log(
  `| wall time per changed list | ${spread(old.figures.wall)} | ${spread(now.figures.wall)} | ${spread(perTurn((f, i) => f.wall[i] ?? 0))} |`,
);
if (WITH_B) {
  console.log(
    `| B (this process) | ${spread(old.figures.b)} | ${spread(now.figures.b)} | ${spread(perTurn((f, i) => f.b[i] ?? 0))} |`,
  );
  const toB = (f: Figures) => f.wall.map((w, i) => w / (f.b[i] ?? 1));
  console.log(`| wall / B per turn | ${spread(toB(old.figures))} | ${spread(toB(now.figures))} | |`);
}
console.log(
  `server CPU new/old per turn, the median's 95 % interval: ${medianInterval(perTurn((f, i) => f.cpu[i] ?? 0))}`,
);
// RAW_OUT=file.json keeps every turn's figures, to be read again without a new run.
if (process.env.RAW_OUT)
  await Bun.write(process.env.RAW_OUT, JSON.stringify({ old: old.figures, new: now.figures }));
console.log(`bytes (zstd): old ${old.figures.bytes}, new ${now.figures.bytes}`);
