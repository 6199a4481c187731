// Server memory as learners grow. 100 learners with 10,000 words each fetch their list, once
// compressed with zstd (browsers) and once with gzip (other clients), so the list cache holds
// every copy it can make; it is bounded by LIST_CACHE_MB. The server's RSS then must stay within
// its RSS when one learner had fetched, plus the bound and 15 %. A learner whose list was dropped
// gets it built again: that answer is judged on the 10,000-word list budget of api.ts (≤ 1.5 × A,
// A = the rows through @libsql/client and JSON.stringify, measured in turns with it).
import { join } from 'node:path';
import { type Client, createClient } from '@libsql/client';
import { LIST_CACHE_MB_DEFAULT } from '../api/src/config';
import { measureInterleaved } from './lib/measure';
import { seedWords } from './lib/seed';
import { type BenchServer, startBenchServer } from './lib/server-process';
import { ms, type Row } from './lib/table';

const WORD_COLUMNS = `word, word_key, word_translation, sentence, sentence_translation, language, voice,
  high_quality, picture, speech_word, speech_sentence, category, score, date, source_url, source_title, updated_at`;

/** Gives a learner the first learner's words (new uuids) in one statement: seeding 100 learners
 *  one word at a time would take minutes. */
async function copyWords(client: Client, fromUserId: number, toUserId: number) {
  await client.execute({
    sql: `INSERT INTO words (uuid, user_id, ${WORD_COLUMNS})
          SELECT lower(hex(randomblob(16))), ?, ${WORD_COLUMNS} FROM words WHERE user_id = ? ORDER BY id`,
    args: [toUserId, fromUserId],
  });
  await client.execute({
    sql: 'UPDATE users SET words_version = words_version + 1 WHERE id = ?',
    args: [toUserId],
  });
}

async function fetchList(server: BenchServer, token: string, encoding: string) {
  const res = await fetch(`${server.url}/api/words/get/words`, {
    headers: { authorization: `Bearer ${token}`, 'accept-encoding': encoding },
    decompress: false,
  } as RequestInit);
  if (res.status !== 200) throw new Error(`the list answered ${res.status}`);
  return (await res.arrayBuffer()).byteLength;
}

export interface MemoryBenchOptions {
  learners?: number;
  words?: number;
  /** LIST_CACHE_MB for the server; its default unless given. */
  boundMb?: number;
}

export async function benchMemory(options: MemoryBenchOptions = {}): Promise<Row[]> {
  const { learners = 100, words = 10_000, boundMb = LIST_CACHE_MB_DEFAULT } = options;
  const server = await startBenchServer({ LIST_CACHE_MB: String(boundMb) });
  const client = createClient({ url: `file:${join(server.dataDir, 'wordhoard.db')}` });
  try {
    const accounts: { token: string; userId: number }[] = [];
    for (let i = 0; i < learners; i++) {
      // Each learner signs up from an address of its own, within the per-address limits.
      accounts.push(await server.signUp(`memory-${i}@example.com`, `198.51.${i >> 8}.${i & 255}`));
    }
    const [first] = accounts;
    if (!first) throw new Error('no learner');
    await seedWords(client, server.dataDir, first.userId, words);
    for (const { userId } of accounts.slice(1)) await copyWords(client, first.userId, userId);

    let jsonBytes = 0;
    const fetchBoth = async (token: string) => {
      await fetchList(server, token, 'zstd');
      await fetchList(server, token, 'gzip');
    };
    await fetchBoth(first.token);
    jsonBytes = await fetchList(server, first.token, 'identity');
    const rssOne = server.rssMb();
    for (const { token } of accounts.slice(1)) await fetchBoth(token);
    const rssAll = server.rssMb();
    const limit = rssOne + boundMb * 1.15;
    const label = `${learners} learners × ${words.toLocaleString('en')} words`;
    const rows: Row[] = [
      {
        figure: `API: server RSS after ${label} fetched their list (zstd and gzip)`,
        budget: `≤ one learner's + ${boundMb} MB bound + 15 % (${limit.toFixed(0)} MB)`,
        value: `${rssAll.toFixed(0)} MB`,
        reference: `one learner ${rssOne.toFixed(0)} MB; a list ${(jsonBytes / 1024 / 1024).toFixed(1)} MB JSON`,
        ratio: `+${(rssAll - rssOne).toFixed(0)} MB`,
        pass: rssAll <= limit,
      },
    ];

    // The first learners fetched are the least recently used: with more lists than the bound
    // holds, theirs went first, and each one fetched again evicts a later learner's, not theirs.
    let next = 0;
    const evicted = await measureInterleaved(
      () => fetchList(server, accounts[next++ % learners]?.token ?? '', 'gzip, deflate, br, zstd'),
      async () => {
        const r = await client.execute({
          sql: 'SELECT * FROM words WHERE user_id = ? ORDER BY id DESC',
          args: [first.userId],
        });
        return JSON.stringify(r.rows);
      },
      { runs: 9, warmup: 1 },
    );
    rows.push({
      figure: `API: list ${words.toLocaleString('en')} words of a learner whose list was evicted (compressed)`,
      budget: '≤ 1.5 × A',
      value: ms(evicted.figure.median),
      p99: ms(evicted.figure.p99),
      reference: `A ${ms(evicted.reference.median)}`,
      ratio: `${evicted.ratio.toFixed(2)} × A`,
      pass: evicted.ratio <= 1.5,
    });
    return rows;
  } finally {
    client.close();
    await server.stop();
  }
}
