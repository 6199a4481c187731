// The progress page's figures, each one SQL query over the history summed per day (review_days,
// kept with every answer) or over the schedules: answers per day, true retention, the forecast of
// due words and the heatmap. The forecast's day boundaries (time zone, day start, daylight saving)
// are worked out here and counted in one pass over the learner's schedules, and kept for the list
// version (progress-cache.ts). The figures of the period and category the page asks for are
// progress-details.ts's.
import type { ReviewProgress } from '../../../../shared/api';
import { addDays, dayStart, learnerDay } from '../../../../shared/review/learner-day';
import { currentStreak } from '../../../../shared/review/streak';
import type { AppDeps } from '../../deps';
import { keeperFor } from './progress-cache';
import { type ProgressQuery, progressDetails } from './progress-details';
import { readStudyPreferences } from './study-preferences';

const FORECAST_DAYS = 30;

type Deps = Pick<AppDeps, 'db' | 'client' | 'clock' | 'progressCache'>;

const rowsOf = async (deps: Deps, sql: string, args: (string | number)[]) =>
  (await deps.client.execute({ sql, args })).rows;

async function retention(deps: Deps, userId: number, fromDay: string) {
  const [row] = await rowsOf(
    deps,
    `SELECT coalesce(sum(mature_passed), 0) AS passed, coalesce(sum(mature_reviews), 0) AS total
     FROM review_days WHERE user_id = ? AND day >= ?`,
    [userId, fromDay],
  );
  return { passed: Number(row?.passed ?? 0), total: Number(row?.total ?? 0) };
}

/** Day starts are whole quarter hours apart in every zone of the tz database. */
const QUARTER_HOUR_MS = 900_000;

/** Words due on each of the next days: counted per quarter hour from today's start in SQL (the
 *  overdue in the first), then the quarters summed into the learner's days, 23 or 25 hours long
 *  across a daylight-saving change. */
async function forecast(deps: Deps, userId: number, today: string, zone: string, hour: number) {
  const start = dayStart(today, zone, hour);
  const ends = Array.from({ length: FORECAST_DAYS }, (_, i) => dayStart(addDays(today, i + 1), zone, hour));
  const quarters = await rowsOf(
    deps,
    `SELECT (max(due, ?) - ?) / ${QUARTER_HOUR_MS} AS quarter, count(*) AS due FROM word_schedules
     WHERE user_id = ? AND state != 0 AND due < ? GROUP BY quarter`,
    [start, start, userId, ends.at(-1) ?? start],
  );
  const counts = ends.map(() => 0);
  for (const row of quarters) {
    const at = start + Number(row.quarter) * QUARTER_HOUR_MS;
    const index = ends.findIndex((end) => at < end);
    if (index >= 0) counts[index] = (counts[index] ?? 0) + Number(row.due);
  }
  return counts.map((due, i) => ({ day: addDays(today, i), due }));
}

export async function reviewProgress(
  deps: Deps,
  userId: number,
  query: ProgressQuery = { period: 'month', category: null },
): Promise<ReviewProgress> {
  const { timeZone, dayStartHour } = await readStudyPreferences(deps.db, userId);
  const today = learnerDay(deps.clock.now(), timeZone, dayStartHour);
  const [user] = await rowsOf(deps, 'SELECT words_version FROM users WHERE id = ?', [userId]);
  const stamp = `${Number(user?.words_version ?? 0)} ${today} ${timeZone} ${dayStartHour}`;
  const keepers = keeperFor(deps.progressCache, userId, stamp);
  const days = await rowsOf(
    deps,
    `SELECT day, reviews, new_words FROM review_days
     WHERE user_id = ? AND day >= ? AND reviews > 0 ORDER BY day`,
    [userId, addDays(today, -364)],
  );
  const byDay = new Map(days.map((r) => [String(r.day), r]));
  const perDay = Array.from({ length: 30 }, (_, i) => {
    const day = addDays(today, i - 29);
    const row = byDay.get(day);
    return { day, reviews: Number(row?.reviews ?? 0), newWords: Number(row?.new_words ?? 0) };
  });
  const [studied] = await rowsOf(
    deps,
    'SELECT count(*) AS days FROM review_days WHERE user_id = ? AND reviews > 0',
    [userId],
  );
  return {
    today,
    perDay,
    trueRetention: {
      last30Days: await retention(deps, userId, addDays(today, -29)),
      allTime: await retention(deps, userId, '0000-00-00'),
    },
    forecast: await keepers.keep('forecast', () => forecast(deps, userId, today, timeZone, dayStartHour)),
    heatmap: days.map((r) => ({ day: String(r.day), reviews: Number(r.reviews) })),
    streak: currentStreak(new Set(byDay.keys()), today),
    daysStudied: Number(studied?.days ?? 0),
    details: await progressDetails(deps, userId, query, today, { timeZone, dayStartHour }, keepers),
  };
}
