// Sums the answers given before the tallies existed (migration 0011) into review_tallies and
// review_hours, so the progress page's period figures count them (decision 0055). A learner needs
// it when their tallies hold fewer answers than their history (not undone) has: the missing ones
// are their oldest, given before every answer was tallied with it. Of several processes one runs
// it (a lease); each learner's sums are written in one transaction that first checks the count is
// still missing, so a second run, or a process that took the lease over, adds nothing twice.
// Every answer since is tallied in its own transaction (answer, undo, imported history), so once a
// run leaves no learner missing any, a marker says so and later starts skip the scan of every
// learner's reviews altogether.
import { sql } from 'drizzle-orm';
import type { CardState } from '../../../../shared/review/card-states';
import { Grade } from '../../../../shared/review/grades';
import { clockHour, learnerDay } from '../../../../shared/review/learner-day';
import type { AppDeps } from '../../deps';
import { releaseLease, takeLease } from '../../jobs/lease';
import { isMaintenanceDone, markMaintenanceDone } from '../../jobs/maintenance-done';
import { bumpWordsVersion } from '../words/list';
import { answeredCardState } from './review-tallies';
import { readStudyPreferences } from './study-preferences';

type Deps = Pick<AppDeps, 'db' | 'client' | 'clock'>;

/** Its lease's name, and its marker's once done. */
const LEASE = 'tally-backfill';
const LEASE_MS = 10 * 60 * 1000;
/** Reviews read into memory at a time. */
const PAGE = 5000;

/** Each learner's answers not yet in the tallies: their history's count less the tallies' sum. */
const MISSING_SQL = `SELECT r.user_id, r.answers - coalesce(t.answers, 0) AS missing
  FROM (SELECT user_id, count(*) AS answers FROM reviews WHERE undone_at IS NULL GROUP BY user_id) r
  LEFT JOIN (SELECT user_id, sum(answers) AS answers FROM review_tallies GROUP BY user_id) t
    ON t.user_id = r.user_id`;

interface Sums {
  tallies: Map<
    string,
    {
      day: string;
      category: string;
      state: CardState;
      grade: number;
      answers: number;
      ms: number;
      counted: number;
    }
  >;
  hours: Map<string, { day: string; category: string; hour: number; answers: number; passed: number }>;
}

/** The oldest `missing` answers of a learner summed by the tallies' keys, and the last one's id. */
async function sumOldest(deps: Deps, userId: number, missing: number) {
  const { timeZone, dayStartHour } = await readStudyPreferences(deps.db, userId);
  const sums: Sums = { tallies: new Map(), hours: new Map() };
  let lastId = 0;
  for (let left = missing; left > 0; ) {
    // The category as the word has it now: these answers predate the category kept with each one.
    const { rows } = await deps.client.execute({
      sql: `SELECT r.id, r.reviewed_at, r.day, r.grade, r.duration_ms, r.elapsed_ms, r.schedule_before,
              coalesce(w.category, r.category) AS category
            FROM reviews r LEFT JOIN words w ON w.id = r.word_id
            WHERE r.user_id = ? AND r.undone_at IS NULL AND r.id > ? ORDER BY r.id LIMIT ?`,
      args: [userId, lastId, Math.min(PAGE, left)],
    });
    if (rows.length === 0) break;
    for (const row of rows) {
      const before = row.schedule_before
        ? (JSON.parse(String(row.schedule_before)) as {
            state: number;
            scheduledDays: number;
            lastReview: number | null;
          })
        : null;
      const at = Number(row.reviewed_at);
      const elapsed = row.elapsed_ms === null ? null : Number(row.elapsed_ms);
      // As an answer does: the previous answer's learner day, from the state before it (an imported
      // answer has none: its time since the previous one).
      const previousAt = before?.lastReview ?? (elapsed === null ? null : at - elapsed);
      const day = String(row.day);
      const previousDay = previousAt === null ? null : learnerDay(previousAt, timeZone, dayStartHour);
      const category = String(row.category);
      const state = answeredCardState(before, elapsed);
      const grade = Number(row.grade);
      const tally = sums.tallies.get(`${day} ${category} ${state} ${grade}`) ?? {
        day,
        category,
        state,
        grade,
        answers: 0,
        ms: 0,
        counted: 0,
      };
      tally.answers += 1;
      tally.ms += Number(row.duration_ms);
      if (previousDay !== null && previousDay < day) tally.counted += 1;
      sums.tallies.set(`${day} ${category} ${state} ${grade}`, tally);
      const hour = clockHour(at, timeZone);
      const hourly = sums.hours.get(`${day} ${category} ${hour}`) ?? {
        day,
        category,
        hour,
        answers: 0,
        passed: 0,
      };
      hourly.answers += 1;
      if (grade > Grade.Again) hourly.passed += 1;
      sums.hours.set(`${day} ${category} ${hour}`, hourly);
      lastId = Number(row.id);
    }
    left -= rows.length;
  }
  return { sums, lastId };
}

async function missingOf(db: Pick<Deps['db'], 'all'>, userId: number): Promise<number> {
  const [row] = await db.all<{ missing: number }>(
    sql.raw(`${MISSING_SQL} WHERE r.user_id = ${Number(userId)}`),
  );
  return Number(row?.missing ?? 0);
}

/** Adds one learner's missing answers; false when another writer changed the count meanwhile. */
async function backfillLearner(deps: Deps, userId: number, missing: number): Promise<boolean> {
  const { sums, lastId } = await sumOldest(deps, userId, missing);
  return deps.db.transaction(async (tx) => {
    if ((await missingOf(tx, userId)) !== missing) return false;
    // The answers now carry the category they are tallied under (the undone ones too, which predate
    // the tallies as well), so an undo takes one back from the same row.
    await tx.run(sql`UPDATE reviews SET category = (SELECT category FROM words WHERE id = reviews.word_id)
      WHERE user_id = ${userId} AND id <= ${lastId} AND word_id IS NOT NULL`);
    for (const t of sums.tallies.values())
      await tx.run(sql`INSERT INTO review_tallies (user_id, day, category, card_state, grade, answers, duration_ms, counted)
        VALUES (${userId}, ${t.day}, ${t.category}, ${t.state}, ${t.grade}, ${t.answers}, ${t.ms}, ${t.counted})
        ON CONFLICT DO UPDATE SET answers = answers + excluded.answers,
          duration_ms = duration_ms + excluded.duration_ms, counted = counted + excluded.counted`);
    for (const h of sums.hours.values())
      await tx.run(sql`INSERT INTO review_hours (user_id, day, category, hour, answers, passed)
        VALUES (${userId}, ${h.day}, ${h.category}, ${h.hour}, ${h.answers}, ${h.passed})
        ON CONFLICT DO UPDATE SET answers = answers + excluded.answers, passed = passed + excluded.passed`);
    // The progress figures kept for the learner's list version predate these answers.
    await bumpWordsVersion(tx, userId);
    return true;
  });
}

export interface BackfillReport {
  /** This process held the lease and looked for missing answers. */
  ran: boolean;
  learners: number;
  answers: number;
  /** No learner misses any now (marked, or found so before): later starts skip the backfill. */
  done: boolean;
}

export async function backfillTallies(deps: Deps): Promise<BackfillReport> {
  if (await isMaintenanceDone(deps.db, LEASE)) return { ran: false, learners: 0, answers: 0, done: true };
  if (!(await takeLease(deps.db, LEASE, deps.clock.now(), LEASE_MS)))
    return { ran: false, learners: 0, answers: 0, done: false };
  const report = { ran: true, learners: 0, answers: 0, done: false };
  try {
    const { rows } = await deps.client.execute(`${MISSING_SQL} WHERE r.answers > coalesce(t.answers, 0)`);
    let skipped = 0;
    for (const row of rows) {
      const missing = Number(row.missing);
      // Another writer changed this learner's count meanwhile: left for the next start to look at.
      if (!(await backfillLearner(deps, Number(row.user_id), missing))) {
        skipped += 1;
        continue;
      }
      report.learners += 1;
      report.answers += missing;
    }
    // Reached only when every learner was complete or completed (a failure throws past it).
    if (skipped === 0) {
      await markMaintenanceDone(deps.db, LEASE, deps.clock.now());
      report.done = true;
    }
  } finally {
    await releaseLease(deps.db, LEASE);
  }
  return report;
}

/** At start-up: backfills, logs what it added; a failure is logged and does not stop the server. */
export async function backfillTalliesAtStart(deps: Deps, log = console.log): Promise<void> {
  try {
    const { learners, answers } = await backfillTallies(deps);
    if (learners > 0) log(`Progress tallies: added ${answers} earlier answers of ${learners} learners`);
  } catch (error) {
    console.error('Progress tallies backfill failed', error);
  }
}
