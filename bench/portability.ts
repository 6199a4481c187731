// Issue 17's rows: the .apkg export of 10,000 words with a picture each (time and the server's
// memory), the import of a 10,000-row CSV, and the background speech of the imported words. The
// CSV is the export of the same seeded words, so the import reads the file a learner would bring.
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { API_BASE, paths } from '../shared/api';
import { seedWords } from './lib/seed';
import { seedDistinctPictures } from './lib/seed-distinct-media';
import { startBenchServer } from './lib/server-process';
import type { Row } from './lib/table';
import { benchApkgExport } from './portability-export';
import { benchCsvImport } from './portability-import';

const WORDS = 10_000;

export async function benchPortability(): Promise<Row[]> {
  const server = await startBenchServer();
  const client = createClient({ url: `file:${join(server.dataDir, 'wordhoard.db')}` });
  let rows: Row[];
  let csv: string;
  try {
    // The server may hold the write lock at start (its periodic jobs); the seed waits for it.
    await client.execute('PRAGMA busy_timeout = 30000');
    const { token, userId } = await server.signUp('portability-bench@example.com');
    await seedWords(client, server.dataDir, userId, WORDS);
    const mediaBytes = await seedDistinctPictures(client, server.dataDir, userId);
    rows = await benchApkgExport(server, token, WORDS, mediaBytes);
    const res = await fetch(`${server.url}${API_BASE}${paths.exportCsv}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    csv = await res.text();
  } finally {
    client.close();
    await server.stop();
  }
  return [...rows, ...(await benchCsvImport(csv))];
}
