// The import of a 10,000-row CSV (our own export's file) through POST /api/import, timed until the
// job says done (before its speech, which runs after the commit), against the same rows parsed with
// papaparse and inserted through @libsql/client in one transaction. Each run has a fresh server, so
// no earlier import's background speech weighs on it. After the last import, the words it left
// without audio are spoken in the background: their rate is shown beside eSpeak's own rate for a
// word and its sentence, measured here with the server's two workers.
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import Papa from 'papaparse';
import { createEspeakSpeaker } from '../api/src/providers/speech/espeak';
import { API_BASE, type ImportJobAnswer, type ImportOptions, paths } from '../shared/api';
import { guessMapping } from '../shared/import/mapping';
import { RATIO_BUDGETS, ratioRow } from './lib/budgets';
import { summarise } from './lib/measure';
import { type BenchServer, startBenchServer } from './lib/server-process';
import type { Row } from './lib/table';

const RUNS = 3;
const SPEECH_WINDOW_MS = 10_000;

async function importCsv(server: BenchServer, token: string, csv: string): Promise<ImportJobAnswer> {
  const [header = []] = Papa.parse<string[]>(csv.slice(0, csv.indexOf('\n')), { skipEmptyLines: true }).data;
  const options: ImportOptions = {
    format: 'csv',
    onExisting: 'skip',
    table: { mapping: guessMapping(header), header: true },
  };
  const form = new FormData();
  form.set('file', new Blob([csv], { type: 'text/csv' }), 'words.csv');
  form.set('options', JSON.stringify(options));
  const headers = { authorization: `Bearer ${token}` };
  const started = await fetch(`${server.url}${API_BASE}${paths.importStart}`, {
    method: 'POST',
    headers,
    body: form,
  });
  if (started.status !== 202)
    throw new Error(`the import answered ${started.status}: ${await started.text()}`);
  const { id } = (await started.json()) as { id: string };
  for (;;) {
    const job = (await (
      await fetch(`${server.url}${API_BASE}${paths.importJob(id)}`, { headers })
    ).json()) as ImportJobAnswer;
    if (job.state === 'failed') throw new Error(`the import failed: ${job.message}`);
    if (job.state === 'done') return job;
    await Bun.sleep(20);
  }
}

/** The reference: the same rows parsed (columns as shared/export/columns.ts), then inserted as
 *  plain rows in one transaction. */
async function insertRows(server: BenchServer, userId: number, csv: string) {
  const rows = Papa.parse<string[]>(csv, { skipEmptyLines: true }).data.slice(1);
  const client = createClient({ url: `file:${join(server.dataDir, 'wordhoard.db')}` });
  try {
    const now = Date.now();
    await client.batch(
      rows.map((row, i) => ({
        sql: `INSERT INTO words (uuid, user_id, word, word_key, word_translation, sentence, sentence_translation,
                language, voice, category, date, updated_at) VALUES (?,?,?,?,?,?,?,?,?,?,?,?)`,
        args: [
          crypto.randomUUID(),
          userId,
          row[0] ?? '',
          `${row[0] ?? ''}`.toLowerCase(),
          row[1] ?? '',
          row[2] ?? '',
          row[3] ?? '',
          row[4] ?? '',
          'female',
          row[5] ?? '',
          new Date(now + i).toISOString(),
          now,
        ],
      })),
      'write',
    );
  } finally {
    client.close();
  }
}

async function spokenCount(server: BenchServer, userId: number): Promise<number> {
  const client = createClient({ url: `file:${join(server.dataDir, 'wordhoard.db')}` });
  try {
    const r = await client.execute({
      sql: "SELECT count(*) AS n FROM words WHERE user_id = ? AND speech_word != ''",
      args: [userId],
    });
    return Number(r.rows[0]?.n ?? 0);
  } finally {
    client.close();
  }
}

type Speaker = ReturnType<typeof createEspeakSpeaker>;

/**
 * One text spoken, asked again once after a time-out: on a busy machine a worker can miss the
 * product's deadline, and the server's background speech retries the same way (one lost text
 * would otherwise end the whole bench).
 */
async function speakRetrying(speaker: Speaker, text: string): Promise<void> {
  try {
    await speaker.speak(text, 'en-us', 'female');
  } catch {
    await speaker.speak(text, 'en-us', 'female');
  }
}

/** eSpeak's rate for a word and its sentence, with the server's default two workers. */
async function espeakPairsPerSecond(pairs: string[][]): Promise<number> {
  const speaker = createEspeakSpeaker({ workers: 2 });
  try {
    await speaker.speak('warm up', 'en-us', 'female');
    let done = 0;
    const deadline = performance.now() + 5000;
    const started = performance.now();
    const lane = async () => {
      while (performance.now() < deadline) {
        const [word = 'word', sentence = ''] = pairs[done++ % pairs.length] ?? [];
        await speakRetrying(speaker, word);
        if (sentence) await speakRetrying(speaker, sentence);
      }
    };
    await Promise.all([lane(), lane(), lane(), lane()]);
    return done / ((performance.now() - started) / 1000);
  } finally {
    await speaker.close();
  }
}

export async function benchCsvImport(csv: string): Promise<Row[]> {
  const figure: number[] = [];
  const reference: number[] = [];
  let spoken = { perSecond: 0, added: 0 };
  for (let run = 0; run < RUNS; run++) {
    const server = await startBenchServer();
    try {
      const learner = await server.signUp('import-bench@example.com');
      const other = await server.signUp('import-reference@example.com');
      let start = performance.now();
      await insertRows(server, other.userId, csv);
      reference.push(performance.now() - start);
      start = performance.now();
      const job = await importCsv(server, learner.token, csv);
      figure.push(performance.now() - start);
      if (run === RUNS - 1) {
        const before = await spokenCount(server, learner.userId);
        await Bun.sleep(SPEECH_WINDOW_MS);
        const after = await spokenCount(server, learner.userId);
        spoken = { perSecond: (after - before) / (SPEECH_WINDOW_MS / 1000), added: job.report?.added ?? 0 };
      }
    } finally {
      await server.stop();
    }
  }
  const rows = Papa.parse<string[]>(csv, { skipEmptyLines: true }).data.slice(1);
  const espeak = await espeakPairsPerSecond(rows.slice(0, 200).map((row) => [row[0] ?? '', row[2] ?? '']));
  const ratios = figure.map((time, i) => time / (reference[i] ?? Number.NaN));
  const label = `${rows.length.toLocaleString('en')}-row CSV`;
  return [
    ratioRow(
      `Import: ${label} through POST /api/import until done (before speech)`,
      RATIO_BUDGETS.csvImport,
      {
        figure: summarise(figure),
        reference: summarise(reference),
        ratio: summarise(ratios).median,
      },
    ),
    {
      figure: `Import: imported words spoken per second in the background (word + sentence), ${spoken.added.toLocaleString('en')} added`,
      budget: '—',
      value: `${spoken.perSecond.toFixed(1)} /s`,
      reference: `eSpeak word + sentence, 2 workers ${espeak.toFixed(1)} /s`,
      ratio: `${(spoken.perSecond / espeak).toFixed(2)} ×`,
      pass: null,
    },
  ];
}
