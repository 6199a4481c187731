// `bun bench/list-bytes.ts [words]`: the words list's two forms (its JSON, and the compact rows the
// list page asks for) as the API answers them, in bytes (raw, zstd and gzip as sent) and in the
// time to read them as a page does (bytes decoded to text, parsed, the compact rows decoded to
// words), in turns (docs/decisions/0064-compact-list.md). The bytes do not depend on the machine;
// the times are shown with their ratio. Twice: the bench's seeded words (every word shares one
// picture and one recording, so media ids repeat) and the same words with a media id of their own
// each, as a learner's are. Not part of `npm run bench`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../api/src/app';
import { loadConfig } from '../api/src/config';
import { createDeps } from '../api/src/deps';
import { decodeWordRows, WORD_ROWS_MEDIA_TYPE } from '../shared/words/word-rows';
import { measureInterleaved } from './lib/measure';
import { seedWords } from './lib/seed';

const count = Number(process.argv[2] ?? 10_000);
const dataDir = mkdtempSync(join(tmpdir(), 'wordhoard-list-bytes-'));
const sent: string[] = [];
const deps = await createDeps(loadConfig({ DATA_DIR: dataDir, PORT: '0' }), {
  mailer: { send: async (m) => void sent.push(m.text), ready: async () => {} },
});
const app = createApp(deps);
const call = (path: string, init: RequestInit = {}) =>
  app.handle(new Request(`http://localhost/api${path}`, init));
const post = (path: string, body: object) =>
  call(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
try {
  await post('/users/register', { email: 'bytes@example.com' });
  const password = /^Password: (\S+)$/m.exec(sent.at(-1) ?? '')?.[1] ?? '';
  const token = await (await post('/users/login', { email: 'bytes@example.com', password })).text();
  const userId = Number((await deps.client.execute('SELECT id FROM users LIMIT 1')).rows[0]?.id);
  await seedWords(deps.client, dataDir, userId, count, { encounters: true });
  const answer = async (accept: string | null, encoding: string | null) => {
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (accept) headers.accept = accept;
    if (encoding) headers['accept-encoding'] = encoding;
    return new Uint8Array(await (await call('/words/get/words', { headers })).arrayBuffer());
  };
  for (const variant of ['seeded (media ids shared)', 'a media id per word']) {
    if (variant !== 'seeded (media ids shared)') {
      await deps.client.batch(
        [
          `UPDATE words SET speech_word = lower(hex(randomblob(16))),
             speech_sentence = iif(speech_sentence = '', '', lower(hex(randomblob(16)))),
             picture = iif(picture = '', '', lower(hex(randomblob(16)))) WHERE user_id = ${userId}`,
          `UPDATE users SET words_version = words_version + 1 WHERE id = ${userId}`,
        ],
        'write',
      );
    }
    const json = await answer(null, null);
    const rows = await answer(WORD_ROWS_MEDIA_TYPE, null);
    console.log(`\n${count.toLocaleString('en')} words, ${variant}:`);
    console.log('| form | raw | zstd | gzip |\n|---|---|---|---|');
    for (const [name, accept, raw] of [
      ['JSON', null, json],
      ['compact', WORD_ROWS_MEDIA_TYPE, rows],
    ] as const) {
      const zstd = await answer(accept, 'zstd');
      const gzip = await answer(accept, 'gzip');
      console.log(`| ${name} | ${kb(raw.byteLength)} | ${kb(zstd.byteLength)} | ${kb(gzip.byteLength)} |`);
    }
    console.log(`raw compact / JSON: ${(rows.byteLength / json.byteLength).toFixed(2)}`);
    const decoder = new TextDecoder();
    const read = await measureInterleaved(
      () => decodeWordRows(JSON.parse(decoder.decode(rows)))?.length,
      () => (JSON.parse(decoder.decode(json)) as unknown[]).length,
      { runs: 15, warmup: 2 },
    );
    console.log(
      `read (text, parse, decode): compact ${read.figure.median.toFixed(1)} ms, JSON ${read.reference.median.toFixed(1)} ms, ratio ${read.ratio.toFixed(2)}`,
    );
  }
} finally {
  await deps.close();
  rmSync(dataDir, { recursive: true, force: true });
}
