// The list page of this tree against another one (an earlier release checked out and built beside
// it), measured in turns in one browser so that the machine's load weighs on both alike (issue 35):
//   OLD_TREE=/path/to/old/checkout bun bench/compare-list-page.ts
// Each tree runs its own server on its own data folder, seeded by its own code with the same
// 10,000 words. A turn loads /words/list in each tree, in alternating order, twice: after the
// list changed (one word's score and the list's version raised in SQL, as the API does) and
// again unchanged (a 304 answered from the kept copy). Figures: the 'words-list-interactive'
// mark (rows shown), and the main thread's blocking before it (long tasks beyond 50 ms each).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createClient } from '@libsql/client';
import { type BrowserContext, chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../tests/e2e/browser';
import { freePort } from '../tests/e2e/server';

const NEW_TREE = resolve(import.meta.dir, '..');
const OLD_TREE = process.env.OLD_TREE;
const TURNS = Number(process.env.TURNS ?? 8);
const WORDS = 10_000;
const MARK = 'words-list-interactive';

interface Tree {
  name: string;
  url: string;
  dataDir: string;
  child: ChildProcess;
  userId: number;
  context?: BrowserContext;
  changed: { rows: number[]; blocking: number[] };
  unchanged: { rows: number[]; blocking: number[] };
}

async function startTree(name: string, root: string): Promise<Tree> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `wordhoard-compare-${name}-`));
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
  await seedWords(client, dataDir, userId, WORDS);
  client.close();
  const tree: Tree = {
    name,
    url,
    dataDir,
    child,
    userId,
    changed: { rows: [], blocking: [] },
    unchanged: { rows: [], blocking: [] },
  };
  (tree as Tree & { token: string }).token = token;
  return tree;
}

async function changeList(tree: Tree): Promise<void> {
  const client = createClient({ url: `file:${join(tree.dataDir, 'wordhoard.db')}` });
  await client.execute('PRAGMA busy_timeout = 30000');
  await client.batch(
    [
      {
        sql: 'UPDATE words SET score = score % 5 + 1 WHERE id = (SELECT min(id) FROM words WHERE user_id = ?)',
        args: [tree.userId],
      },
      { sql: 'UPDATE users SET words_version = words_version + 1 WHERE id = ?', args: [tree.userId] },
    ],
    'write',
  );
  client.close();
}

/** Loads the list page; answers the rows' time and the blocking before it, in ms. */
async function load(tree: Tree): Promise<{ rows: number; blocking: number }> {
  const page = await (tree.context as BrowserContext).newPage();
  await page.goto(`${tree.url}/words/list`);
  await page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, MARK, {
    timeout: 60_000,
  });
  const figures = await page.evaluate((name) => {
    const rows = performance.getEntriesByName(name)[0]?.startTime ?? 0;
    const tasks = (window as unknown as { longTasks: { startTime: number; duration: number }[] }).longTasks;
    const blocking = tasks
      .filter((t) => t.startTime < rows)
      .reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
    return { rows, blocking };
  }, MARK);
  // The worker keeps the list after the rows: let it finish before the page goes.
  await page.waitForTimeout(1_500);
  await page.close();
  return figures;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

if (!OLD_TREE)
  throw new Error('OLD_TREE must name the earlier checkout, built (dist/web) and with node_modules');
const trees = [await startTree('old', OLD_TREE), await startTree('new', NEW_TREE)];
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: CHROMIUM_ARGS,
});
try {
  for (const tree of trees) {
    tree.context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const token = (tree as Tree & { token: string }).token;
    await tree.context.addInitScript((value) => {
      localStorage.setItem('token', value);
      const tasks: { startTime: number; duration: number }[] = [];
      (window as unknown as { longTasks: typeof tasks }).longTasks = tasks;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) tasks.push({ startTime: e.startTime, duration: e.duration });
      }).observe({ type: 'longtask', buffered: true });
    }, token);
    await load(tree); // warm-up: the service worker, the HTTP cache, the first kept copy
  }
  for (let turn = 0; turn < TURNS; turn++) {
    const order = turn % 2 === 0 ? trees : [...trees].reverse();
    for (const tree of order) {
      await changeList(tree);
      const changed = await load(tree);
      tree.changed.rows.push(changed.rows);
      tree.changed.blocking.push(changed.blocking);
      const unchanged = await load(tree);
      tree.unchanged.rows.push(unchanged.rows);
      tree.unchanged.blocking.push(unchanged.blocking);
    }
  }
} finally {
  await browser.close();
  for (const tree of trees) {
    tree.child.kill('SIGTERM');
    rmSync(tree.dataDir, { recursive: true, force: true });
  }
}

const [old, now] = trees as [Tree, Tree];
const line = (label: string, o: number[], n: number[]) =>
  console.log(
    `| ${label} | ${median(o).toFixed(0)} | ${median(n).toFixed(0)} | ${(median(n) / median(o)).toFixed(2)} |`,
  );
console.log(`| /words/list, ${WORDS} words, ${TURNS} turns (median ms) | old | new | new/old |`);
console.log('|---|---|---|---|');
line('changed list: rows shown', old.changed.rows, now.changed.rows);
line('unchanged list (304): rows shown', old.unchanged.rows, now.unchanged.rows);
line('changed list: blocking before the rows', old.changed.blocking, now.changed.blocking);
line('unchanged list: blocking before the rows', old.unchanged.blocking, now.unchanged.blocking);
// Each turn's own ratio too: the load of the moment weighs on both figures of a turn alike.
const ratios = (o: number[], n: number[]) => n.map((v, i) => (v / (o[i] ?? 1)).toFixed(2)).join(' ');
console.log(`changed, per turn new/old: ${ratios(old.changed.rows, now.changed.rows)}`);
console.log(`unchanged, per turn new/old: ${ratios(old.unchanged.rows, now.unchanged.rows)}`);
