// The progress page's figures, each one SQL query over the history or the schedules: answers per
// day, true retention, the forecast of due words and the heatmap. The learner's day of an answer
// is stored with it; the forecast's day boundaries (time zone, day start, daylight saving) are
// worked out here and counted in one pass over the learner's schedules.
import type { ReviewProgress } from '../../../../shared/api';
import { Grade } from '../../../../shared/review/grades';
import { addDays, dayStart, learnerDay } from '../../../../shared/review/learner-day';
import { currentStreak } from '../../../../shared/review/streak';
import type { AppDeps } from '../../deps';
import { readStudyPreferences } from './study-preferences';

const DAY_MS = 86_400_000;
const FORECAST_DAYS = 30;

type Deps = Pick<AppDeps, 'db' | 'client' | 'clock'>;

const rowsOf = async (deps: Deps, sql: string, args: (string | number)[]) =>
  (await deps.client.execute({ sql, args })).rows;

async function retention(deps: Deps, userId: number, fromDay: string) {
  const [row] = await rowsOf(
    deps,
    `SELECT coalesce(sum(grade > ${Grade.Again}), 0) AS passed, count(*) AS total FROM reviews
     WHERE user_id = ? AND undone_at IS NULL AND elapsed_ms >= ${DAY_MS} AND day >= ?`,
    [userId, fromDay],
  );
  return { passed: Number(row?.passed ?? 0), total: Number(row?.total ?? 0) };
}

async function forecast(deps: Deps, userId: number, today: string, zone: string, hour: number) {
  const ends = Array.from({ length: FORECAST_DAYS }, (_, i) => dayStart(addDays(today, i + 1), zone, hour));
  const [row] = await rowsOf(
    deps,
    `SELECT ${ends.map((_, i) => `coalesce(sum(due < ?), 0) AS before${i}`).join(', ')}
     FROM word_schedules WHERE user_id = ? AND state != 0`,
    [...ends, userId],
  );
  const cumulative = ends.map((_, i) => Number(row?.[`before${i}`] ?? 0));
  return cumulative.map((count, i) => ({ day: addDays(today, i), due: count - (cumulative[i - 1] ?? 0) }));
}

export async function reviewProgress(deps: Deps, userId: number): Promise<ReviewProgress> {
  const { timeZone, dayStartHour } = await readStudyPreferences(deps.db, userId);
  const today = learnerDay(deps.clock.now(), timeZone, dayStartHour);
  const days = await rowsOf(
    deps,
    `SELECT day, count(*) AS reviews, sum(schedule_before IS NULL) AS new_words FROM reviews
     WHERE user_id = ? AND undone_at IS NULL AND day >= ? GROUP BY day ORDER BY day`,
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
    'SELECT count(DISTINCT day) AS days FROM reviews WHERE user_id = ? AND undone_at IS NULL',
    [userId],
  );
  return {
    today,
    perDay,
    trueRetention: {
      last30Days: await retention(deps, userId, addDays(today, -29)),
      allTime: await retention(deps, userId, '0000-00-00'),
    },
    forecast: await forecast(deps, userId, today, timeZone, dayStartHour),
    heatmap: days.map((r) => ({ day: String(r.day), reviews: Number(r.reviews) })),
    streak: currentStreak(new Set(byDay.keys()), today),
    daysStudied: Number(studied?.days ?? 0),
  };
}
