// Today's queue with steps that wait and words suspended and buried (decision 0046), for a learner
// with 50,000 words and 500,000 reviews (issue 34's budget: no worse than today's queue). The same
// learner's queue is measured first as the review section seeds it, then with 200 words in their
// steps (half due now, half waiting: a day's new words and lapses are fewer), 1,000 suspended,
// 1,000 buried until tomorrow and 250 leeches,
// each in turns with the same reference: an indexed count of the learner's words.
//
// Both are measured before the learner's study of the day (today's answers taken out of the seeded
// history): with the day's limits used up, as the review section seeds them, the queue skipped its
// due and new lists, so both rows measured an empty queue but for the steps, and the held queue's
// filter never met a due review or a new word. Here both list the day's 200 reviews and 20 new
// words, and the held one its steps besides.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../api/src/config';
import { createDeps } from '../api/src/deps';
import { reviewQueue } from '../api/src/modules/review/queue';
import { learnerDay } from '../shared/review/learner-day';
import { DEFAULT_STUDY_PREFERENCES } from '../shared/review/study-preferences';
import { RATIO_BUDGETS, ratioLimit, ratioRow } from './lib/budgets';
import { measureInterleaved } from './lib/measure';
import { seedWords } from './lib/seed';
import type { Row } from './lib/table';
import { seedReviews } from './review';

const WORDS = 50_000;
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** The learner before today's study: the seeded history less today's answers and their sums. */
async function beforeTodaysStudy(deps: Awaited<ReturnType<typeof createDeps>>, userId: number, now: number) {
  const { timeZone, dayStartHour } = DEFAULT_STUDY_PREFERENCES;
  const day = learnerDay(now, timeZone, dayStartHour);
  for (const table of ['review_days', 'review_tallies', 'review_hours', 'reviews'])
    await deps.client.execute({
      sql: `DELETE FROM ${table} WHERE user_id = ? AND day = ?`,
      args: [userId, day],
    });
}

/** Steps, suspended, buried and leeches, spread over the learner's words by id. */
async function seedHolds(deps: Awaited<ReturnType<typeof createDeps>>, userId: number, now: number) {
  await deps.client.execute({
    sql: `UPDATE word_schedules SET state = CASE WHEN word_id % 1000 < 500 THEN 1 ELSE 3 END,
            due = ? + CASE WHEN word_id % 500 = 1 THEN -5 ELSE 5 END * ${MINUTE_MS}
          WHERE user_id = ? AND word_id % 250 = 1`,
    args: [now, userId],
  });
  await deps.client.execute({
    sql: `INSERT INTO word_holds (word_id, user_id, suspended_at, buried_until, leech_at)
          SELECT id, user_id, CASE WHEN id % 50 = 2 THEN ? END, CASE WHEN id % 50 = 3 THEN ? END,
            CASE WHEN id % 200 = 4 THEN ? END
          FROM words WHERE user_id = ? AND (id % 50 IN (2, 3) OR id % 200 = 4)`,
    args: [now, now + DAY_MS, now, userId],
  });
}

export async function benchReviewHolds(): Promise<Row[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'wordhoard-bench-holds-'));
  const deps = await createDeps(loadConfig({ DATA_DIR: dataDir, PORT: '0' }), {
    mailer: { send: async () => {}, ready: async () => {} },
  });
  try {
    const now = deps.clock.now();
    await deps.client.execute({
      sql: `INSERT INTO users (uuid, email, name, password_hash, registered_at) VALUES (?, 'holds@example.com', 'holds', 'x', ?)`,
      args: [randomUUID(), now - 400 * DAY_MS],
    });
    const userId = Number((await deps.client.execute('SELECT id FROM users')).rows[0]?.id);
    await seedWords(deps.client, dataDir, userId, WORDS);
    await seedReviews(deps, userId, now);
    await beforeTodaysStudy(deps, userId, now);
    const reference = () =>
      deps.client.execute({ sql: 'SELECT count(*) FROM words WHERE user_id = ?', args: [userId] });
    const label = `${WORDS.toLocaleString('en')} words, 500,000 reviews, before the day's study`;
    const plain = await measureInterleaved(() => reviewQueue(deps, userId), reference, { runs: 30 });
    const before = await reviewQueue(deps, userId);
    await seedHolds(deps, userId, now);
    const held = await measureInterleaved(() => reviewQueue(deps, userId), reference, { runs: 30 });
    const queue = await reviewQueue(deps, userId);
    const shape = `${queue.due.length} due, ${queue.new.length} new, ${queue.waiting?.length ?? 0} waiting`;
    return [
      ratioRow(
        `Review: today's queue before steps and holds (${label}; ${before.due.length} due, ${before.new.length} new)`,
        RATIO_BUDGETS.reviewQueue,
        plain,
      ),
      // Issue 34: no worse than the queue before steps and holds, and within the queue's own budget.
      ratioRow(
        `Review: queue with steps, suspended and buried words (${label}; ${shape})`,
        RATIO_BUDGETS.reviewQueue,
        held,
        {
          budget: `≤ before's ratio and ≤ ${ratioLimit(RATIO_BUDGETS.reviewQueue).toFixed(2)} × ref`,
          ratio: `${held.ratio.toFixed(2)} × (before: ${plain.ratio.toFixed(2)} ×)`,
          pass: held.ratio <= plain.ratio && held.ratio <= ratioLimit(RATIO_BUDGETS.reviewQueue),
        },
      ),
    ];
  } finally {
    await deps.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
