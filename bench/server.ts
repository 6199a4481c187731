// Figures of a real server process: cold start to healthy, memory with 10,000 words loaded,
// and 50 concurrent users adding and scoring words for 30 s (autocannon on 127.0.0.1).

import { join } from 'node:path';
import { createClient } from '@libsql/client';
import autocannon from 'autocannon';
import { seedWords } from './lib/seed';
import { startBenchServer } from './lib/server-process';
import { ms, type Row } from './lib/table';

const BOUNDARY = '----wordhoard-bench';

function multipart(fields: Record<string, string>): string {
  return `${Object.entries(fields)
    .map(([k, v]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join('')}--${BOUNDARY}--\r\n`;
}

export async function benchServer(): Promise<Row[]> {
  const rows: Row[] = [];
  const starts: number[] = [];
  for (let i = 0; i < 3; i++) {
    const probe = await startBenchServer();
    starts.push(probe.startMs);
    await probe.stop();
  }
  starts.sort((a, b) => a - b);
  const start = starts[1] ?? Number.NaN;
  rows.push({
    figure: 'API: cold start to healthy (median of 3)',
    budget: '< 2000 ms',
    value: ms(start),
    pass: start < 2000,
  });

  const server = await startBenchServer();
  try {
    const { token, userId } = await server.signUp('load@example.com');
    const client = createClient({ url: `file:${join(server.dataDir, 'wordhoard.db')}` });
    await seedWords(client, userId, 10_000);
    client.close();
    const auth = { authorization: `Bearer ${token}` };
    await fetch(`${server.url}/api/words/get/words`, { headers: auth }).then((r) => r.arrayBuffer());
    const rss = server.rssMb();
    rows.push({
      figure: 'API: server RSS with 10,000 words loaded',
      budget: '< 250 MB',
      value: `${rss.toFixed(0)} MB`,
      pass: rss < 250,
    });

    const list = (await fetch(`${server.url}/api/words/get/words`, { headers: auth }).then((r) =>
      r.json(),
    )) as {
      uuid: string;
    }[];
    let n = 0;
    const result = await autocannon({
      url: server.url,
      connections: 50,
      // 50 learners, each acting about twice a second (100 requests/s in all): people pause
      // between words. Without a pause, 50 connections saving words back to back measure the
      // speech engine's queue (about 35 ms of CPU per sentence), not learners.
      overallRate: 100,
      duration: 30,
      headers: auth,
      requests: [
        {
          setupRequest: (request) => {
            n += 1;
            // One request in ten adds a new word (with speech); the rest score existing words.
            if (n % 10 === 0) {
              return {
                ...request,
                method: 'POST',
                path: '/api/words/add',
                headers: { ...request.headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
                body: multipart({
                  word: `loadword${n}`,
                  wordTranslation: '',
                  sentence: 'A short sentence to speak.',
                  sentenceTranslation: '',
                  language: 'en-US',
                  voice: 'en-US-Female',
                  highQuality: 'false',
                  category: '',
                }),
              };
            }
            const word = list[n % list.length];
            return {
              ...request,
              method: 'PATCH',
              path: `/api/words/update/score/${word?.uuid}/${(n % 3) + 1}`,
            };
          },
        },
      ],
    });
    const errors = result.errors + result.non2xx + result.timeouts;
    rows.push({
      figure: 'API: 50 users (2 req/s each) adding 10 % and scoring, 30 s',
      budget: 'p99 < 500 ms, 0 errors',
      value: `${ms(result.latency.p50)} p50, ${result.requests.average.toFixed(0)} req/s`,
      p99: ms(result.latency.p99),
      reference: `${errors} errors`,
      pass: result.latency.p99 < 500 && errors === 0,
    });
  } finally {
    await server.stop();
  }
  return rows;
}
