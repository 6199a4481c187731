// The progress page's figures of the learner's words as they are now (decision 0055): counts by
// card state, the distributions of intervals, stability and difficulty (one grouped pass over the
// schedules), the words added on each learner day of the period, and the categories to filter by.
import type { ProgressDetails } from '../../../../shared/api';
import { CARD_STATE_SQL, CARD_STATES, type CardState } from '../../../../shared/review/card-states';
import { dayStart, learnerDay, nextDayStart } from '../../../../shared/review/learner-day';
import {
  DAY_BUCKET_LABELS,
  DIFFICULTY_BUCKET_LABELS,
  dayBucketSql,
  difficultyBucketSql,
} from '../../../../shared/review/progress-buckets';
import type { AppDeps } from '../../deps';

type Deps = Pick<AppDeps, 'client'>;

export interface WordScope {
  userId: number;
  category: string | null;
}

const categoryJoin = (category: string | null) =>
  category === null
    ? { join: '', where: '', args: [] }
    : { join: 'JOIN words w ON w.id = s.word_id', where: ' AND w.category = ?', args: [category] };

type WordFigures = Pick<ProgressDetails, 'cardCounts' | 'intervals' | 'stability' | 'difficulty'>;

const labelled = (labels: readonly string[], counts: number[]) =>
  labels.map((label, i) => ({ label, words: counts[i] ?? 0 }));

const addTo = (counts: number[], index: number, n: number) => {
  counts[index] = (counts[index] ?? 0) + n;
};

export async function wordFigures(deps: Deps, { userId, category }: WordScope): Promise<WordFigures> {
  const scope = categoryJoin(category);
  const { rows } = await deps.client.execute({
    sql: `SELECT ${CARD_STATE_SQL} AS card_state, ${dayBucketSql('scheduled_days')} AS interval,
            ${dayBucketSql('stability')} AS stability, ${difficultyBucketSql('difficulty')} AS difficulty,
            count(*) AS words
          FROM word_schedules s ${scope.join} WHERE s.user_id = ?${scope.where}
          GROUP BY card_state, interval, stability, difficulty`,
    args: [userId, ...scope.args],
  });
  const [all] = (
    await deps.client.execute({
      sql: `SELECT count(*) AS words FROM words WHERE user_id = ?${category === null ? '' : ' AND category = ?'}`,
      args: category === null ? [userId] : [userId, category],
    })
  ).rows;
  const counts = Object.fromEntries(CARD_STATES.map((state) => [state, 0])) as Record<CardState, number>;
  const intervals = DAY_BUCKET_LABELS.map(() => 0);
  const stability = DAY_BUCKET_LABELS.map(() => 0);
  const difficulty = DIFFICULTY_BUCKET_LABELS.map(() => 0);
  let scheduled = 0;
  for (const row of rows) {
    const words = Number(row.words);
    const state = row.card_state as CardState;
    counts[state] += words;
    scheduled += words;
    // Intervals are a word in review's; stability and difficulty every answered word's.
    if (state === 'young' || state === 'mature') addTo(intervals, Number(row.interval), words);
    addTo(stability, Number(row.stability), words);
    addTo(difficulty, Number(row.difficulty), words);
  }
  return {
    cardCounts: { new: Math.max(0, Number(all?.words ?? 0) - scheduled), ...counts },
    intervals: labelled(DAY_BUCKET_LABELS, intervals),
    stability: labelled(DAY_BUCKET_LABELS, stability),
    difficulty: labelled(DIFFICULTY_BUCKET_LABELS, difficulty),
  };
}

/** Day starts are whole quarter hours apart in every zone of the tz database. */
const QUARTER_HOUR_MS = 900_000;

/** Words added per learner day from `from` on: counted per quarter hour in SQL (words keep their
 *  ISO date), then walked into learner days with one day boundary worked out per day found. */
export async function addedPerDay(
  deps: Deps,
  { userId, category }: WordScope,
  from: string | null,
  zone: { timeZone: string; dayStartHour: number },
): Promise<ProgressDetails['added']> {
  const start = from === null ? 0 : dayStart(from, zone.timeZone, zone.dayStartHour);
  const { rows } = await deps.client.execute({
    sql: `SELECT CAST(unixepoch(date, 'subsec') * 1000 AS INTEGER) / ${QUARTER_HOUR_MS} AS quarter, count(*) AS words
          FROM words WHERE user_id = ? AND date >= ?${category === null ? '' : ' AND category = ?'}
          GROUP BY quarter ORDER BY quarter`,
    args: [userId, new Date(start).toISOString(), ...(category === null ? [] : [category])],
  });
  const added: ProgressDetails['added'] = [];
  let dayEnd = Number.NEGATIVE_INFINITY;
  for (const row of rows) {
    const at = Number(row.quarter) * QUARTER_HOUR_MS;
    if (at >= dayEnd) {
      added.push({ day: learnerDay(at, zone.timeZone, zone.dayStartHour), words: 0 });
      dayEnd = nextDayStart(at, zone.timeZone, zone.dayStartHour);
    }
    const last = added.at(-1);
    if (last) last.words += Number(row.words);
  }
  return added;
}

/** The learner's categories, sorted, for the filter. */
export async function categoriesOf(deps: Deps, userId: number): Promise<string[]> {
  const { rows } = await deps.client.execute({
    sql: 'SELECT DISTINCT category FROM words WHERE user_id = ? ORDER BY category',
    args: [userId],
  });
  return rows.map((row) => String(row.category));
}
