// Issue 19's second timed figure (bench/offline.ts): 1,000 score changes queued offline by the
// app's own outbox module in the app's page, then the network back, and the time until the server
// holds all 1,000 (read from its database), in turns with the same 1,000 calls sent one at a time
// from the bench.
import { join } from 'node:path';
import { type Client, createClient } from '@libsql/client';
import type { BrowserContext, Page } from 'playwright-core';
import { paths } from '../shared/api';
import { RATIO_BUDGETS, ratioRow } from './lib/budgets';
import { summarise } from './lib/measure';
import { markTime } from './lib/page-marks';
import type { BenchServer } from './lib/server-process';
import type { Row } from './lib/table';

const SEND_RUNS = 3;
const QUEUED = 1000;

async function bundle(): Promise<string> {
  const built = await Bun.build({
    entrypoints: [join(import.meta.dir, 'lib', 'outbox-page-entry.ts')],
    minify: true,
  });
  const [output] = built.outputs;
  if (!built.success || !output) throw new Error('the outbox bench entry did not build');
  return output.text();
}

/** How many of the words hold the score: the server's own record of the changes. */
async function holding(db: Client, ids: { from: number; to: number }, score: number): Promise<number> {
  const result = await db.execute({
    sql: 'SELECT count(*) AS n FROM words WHERE id BETWEEN ? AND ? AND score = ?',
    args: [ids.from, ids.to, score],
  });
  return Number(result.rows[0]?.n ?? 0);
}

export async function sendRow(
  app: BrowserContext,
  page: Page,
  server: BenchServer,
  token: string,
  userId: number,
): Promise<Row> {
  const db = createClient({ url: `file:${join(server.dataDir, 'wordhoard.db')}` });
  try {
    const picked = await db.execute({
      sql: 'SELECT id, uuid FROM words WHERE user_id = ? ORDER BY id LIMIT ?',
      args: [userId, QUEUED],
    });
    const uuids = picked.rows.map((row) => String(row.uuid));
    const ids = { from: Number(picked.rows[0]?.id), to: Number(picked.rows.at(-1)?.id) };
    const script = await bundle();
    const figure: number[] = [];
    const base: number[] = [];
    for (let run = 0; run < SEND_RUNS; run++) {
      // The reference: the same 1,000 calls one at a time, from here, to another score.
      const referenceScore = ((run + 1) % 3) + 1;
      const started = performance.now();
      for (const uuid of uuids) {
        const res = await fetch(`${server.url}/api${paths.updateScore(uuid, referenceScore)}`, {
          method: 'PATCH',
          headers: { authorization: `Bearer ${token}` },
        });
        if (!res.ok) throw new Error(`score update answered ${res.status}`);
      }
      base.push(performance.now() - started);
      if ((await holding(db, ids, referenceScore)) !== QUEUED) throw new Error('the reference missed a word');

      const score = (run % 3) + 1;
      await app.setOffline(true);
      await page.goto(`${server.url}/words/list`);
      await markTime(page, 'words-list-interactive');
      // Through DevTools: the app's CSP (script-src 'self') refuses an inline script tag.
      await page.evaluate(script);
      await page.evaluate(
        ({ id, list, value }) =>
          (
            globalThis as unknown as {
              wordhoardOutboxBench: { queueScores(u: number, l: string[], s: number): Promise<void> };
            }
          ).wordhoardOutboxBench.queueScores(id, list, value),
        { id: userId, list: uuids, value: score },
      );
      const back = performance.now();
      await app.setOffline(false);
      while ((await holding(db, ids, score)) < QUEUED) {
        if (performance.now() - back > 300_000)
          throw new Error('the outbox did not send 1,000 changes in 5 min');
        await Bun.sleep(25);
      }
      figure.push(performance.now() - back);
      // The outbox empties once the last answer is in: the next run starts from nothing queued.
      await page.locator('.offline-banner').waitFor({ state: 'hidden', timeout: 60_000 });
    }
    const f = summarise(figure);
    const r = summarise(base);
    // The app sends the score changes in batches of up to 100 (shared/offline/batch.ts): a request,
    // a claim and a settling transaction a batch, where each change took a request and three
    // transactions (decision 0031).
    return ratioRow(
      'Offline: 1,000 queued changes sent once online (server holds all)',
      RATIO_BUDGETS.outboxSend,
      {
        figure: { median: f.median, p99: Math.max(...figure) },
        reference: r,
        ratio: f.median / r.median,
      },
    );
  } finally {
    db.close();
  }
}
