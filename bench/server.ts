// Figures of a real server process: cold start to healthy, memory with 10,000 words loaded,
// and 50 learners adding and scoring words for 30 s (load.ts).

import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { RATIO_BUDGETS, ratioRow } from './lib/budgets';
import { summarise } from './lib/measure';
import { seedWords } from './lib/seed';
import { migratedStartMs, startBenchServer } from './lib/server-process';
import type { Row } from './lib/table';
import { benchLoad } from './load';

export async function benchServer(): Promise<Row[]> {
  const rows: Row[] = [];
  const starts: number[] = [];
  const references: number[] = [];
  for (let i = 0; i < 5; i++) {
    const probe = await startBenchServer();
    starts.push(probe.startMs);
    await probe.stop();
    references.push(await migratedStartMs());
  }
  const start = summarise(starts);
  const reference = summarise(references);
  rows.push(
    ratioRow('API: cold start to healthy (median of 5)', RATIO_BUDGETS.coldStart, {
      figure: { median: start.median },
      reference,
      ratio: start.median / reference.median,
    }),
  );

  const server = await startBenchServer();
  try {
    const { token, userId } = await server.signUp('load@example.com');
    const client = createClient({ url: `file:${join(server.dataDir, 'wordhoard.db')}` });
    await seedWords(client, server.dataDir, userId, 10_000);
    client.close();
    await fetch(`${server.url}/api/words/get/words`, {
      headers: { authorization: `Bearer ${token}` },
    }).then((r) => r.arrayBuffer());
    const rss = server.rssMb();
    rows.push({
      figure: 'API: server RSS with 10,000 words loaded',
      budget: '< 250 MB',
      value: `${rss.toFixed(0)} MB`,
      pass: rss < 250,
    });

    rows.push(...(await benchLoad(server)));
  } finally {
    await server.stop();
  }
  return rows;
}
