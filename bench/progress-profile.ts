// `bun bench/progress-profile.ts` (RUNS=turns): where the time of the progress page's figures goes
// on the review bench's data (50,000 words, 500,000 reviews, bench/review.ts), statement by
// statement, for a month and a year, each timed in turns with the bench's reference (an indexed
// count of the 50,000 words) and given as the median of each turn's ratio, so a loaded machine
// weighs on both alike. Also the whole call with the answers' figures computed on each request
// (as before they were kept) and kept, and cold (the list version raised before each run), and
// the JSON's size. Not part of `npm run bench`: a tool for finding what to cut (decision 0055).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../api/src/config';
import { createDeps } from '../api/src/deps';
import { reviewProgress } from '../api/src/modules/review/progress';
import { addDays, learnerDay } from '../shared/review/learner-day';
import { measureInterleaved } from './lib/measure';
import { seedWords } from './lib/seed';
import { seedReviews } from './review';

const runs = Number(process.env.RUNS ?? 30);
const DAY_MS = 86_400_000;
const dataDir = mkdtempSync(join(tmpdir(), 'wordhoard-progress-profile-'));
const deps = await createDeps(loadConfig({ DATA_DIR: dataDir, PORT: '0' }), {
  mailer: { send: async () => {}, ready: async () => {} },
});
try {
  const now = deps.clock.now();
  await deps.client.execute({
    sql: `INSERT INTO users (uuid, email, name, password_hash, registered_at) VALUES (?, 'p@example.com', 'p', 'x', ?)`,
    args: [randomUUID(), now - 400 * DAY_MS],
  });
  const userId = Number((await deps.client.execute('SELECT id FROM users')).rows[0]?.id);
  await seedWords(deps.client, dataDir, userId, 50_000);
  await seedReviews(deps, userId, now);
  const today = learnerDay(now, 'UTC', 4);
  const sql = (text: string, args: (string | number)[]) => () => deps.client.execute({ sql: text, args });
  const reference = sql('SELECT count(*) FROM words WHERE user_id = ?', [userId]);
  const rows = async (name: string, text: string, args: (string | number)[]) =>
    `${name}: ${(await deps.client.execute({ sql: text, args })).rows.length} rows`;
  const counts = await deps.client.execute({
    sql: `SELECT (SELECT count(*) FROM review_tallies WHERE user_id = ?1) AS tallies,
            (SELECT count(*) FROM review_hours WHERE user_id = ?1) AS hours,
            (SELECT count(*) FROM review_days WHERE user_id = ?1) AS days`,
    args: [userId],
  });
  console.log('rows', { ...counts.rows[0] });
  const statements: [string, () => Promise<unknown>][] = [];
  for (const [period, days] of [
    ['month', 30],
    ['year', 365],
  ] as const) {
    const from = addDays(today, 1 - days);
    const scope = [userId, from];
    statements.push(
      [
        `${period} buttons`,
        sql(
          `SELECT card_state, grade, sum(answers), sum(counted) FROM review_tallies
           WHERE user_id = ? AND day >= ? GROUP BY card_state, grade`,
          scope,
        ),
      ],
      [
        `${period} per day`,
        sql(
          `SELECT day, sum(iif(card_state = 'learning', answers, 0)), sum(iif(card_state = 'young', answers, 0)),
             sum(iif(card_state = 'mature', answers, 0)), sum(iif(card_state = 'relearning', answers, 0)),
             sum(duration_ms) FROM review_tallies WHERE user_id = ? AND day >= ?
           GROUP BY day HAVING sum(answers) > 0 ORDER BY day`,
          scope,
        ),
      ],
      [
        `${period} hours`,
        sql(
          'SELECT hour, sum(answers), sum(passed) FROM review_hours WHERE user_id = ? AND day >= ? GROUP BY hour',
          scope,
        ),
      ],
    );
    console.log(
      await rows(
        `${period} tallies read`,
        'SELECT * FROM review_tallies WHERE user_id = ? AND day >= ?',
        scope,
      ),
    );
  }
  statements.push(
    [
      'heatmap days',
      sql(
        'SELECT day, reviews, new_words FROM review_days WHERE user_id = ? AND day >= ? AND reviews > 0 ORDER BY day',
        [userId, addDays(today, -364)],
      ),
    ],
    ['days studied', sql('SELECT count(*) FROM review_days WHERE user_id = ? AND reviews > 0', [userId])],
    [
      'retention all',
      sql('SELECT sum(mature_passed), sum(mature_reviews) FROM review_days WHERE user_id = ? AND day >= ?', [
        userId,
        '0000-00-00',
      ]),
    ],
    ['words version', sql('SELECT words_version FROM users WHERE id = ?', [userId])],
  );
  const bump = () =>
    deps.client.execute({
      sql: 'UPDATE users SET words_version = words_version + 1 WHERE id = ?',
      args: [userId],
    });
  // As before the answers' figures were kept: computed on each request (the words' figures kept).
  const computeAnswers = () => deps.progressCache.answers.clear();
  const turns: [string, () => Promise<unknown>, (() => unknown) | undefined][] = [];
  for (const period of ['month', 'year', 'all'] as const) {
    const call = () => reviewProgress(deps, userId, { period, category: null });
    turns.push(
      [`whole ${period}, answers computed`, call, computeAnswers],
      [`whole ${period}, answers kept`, call, undefined],
    );
    console.log(`${period} JSON`, JSON.stringify(await call()).length, 'bytes');
  }
  for (const [name, run, prepare] of turns) {
    const cpu = process.cpuUsage();
    const { figure, reference: ref, ratio } = await measureInterleaved(run, reference, { runs, prepare });
    const used = process.cpuUsage(cpu);
    console.log(
      `${name.padEnd(32)} ${figure.median.toFixed(2)} ms  ref ${ref.median.toFixed(2)} ms  ${ratio.toFixed(2)} ×  (cpu of the turns ${((used.user + used.system) / 1000).toFixed(0)} ms)`,
    );
  }
  for (const [name, run] of statements) {
    const { figure, reference: ref, ratio } = await measureInterleaved(run, reference, { runs });
    console.log(
      `${name.padEnd(24)} ${figure.median.toFixed(2)} ms  ref ${ref.median.toFixed(2)} ms  ${ratio.toFixed(2)} ×`,
    );
  }
  for (const period of ['month', 'year'] as const) {
    const call = () => reviewProgress(deps, userId, { period, category: null });
    const {
      figure,
      reference: ref,
      ratio,
    } = await measureInterleaved(call, reference, { runs, prepare: bump });
    console.log(
      `whole ${period} (cold)`.padEnd(24),
      `${figure.median.toFixed(2)} ms  ref ${ref.median.toFixed(2)} ms  ${ratio.toFixed(2)} ×`,
    );
  }
} finally {
  await deps.close();
  rmSync(dataDir, { recursive: true, force: true });
}
