// What a day of study costs this learner, in seconds, for the retention advice (decision 0047):
// fsrs-rs's simulator's cost model. A word's answers on one learner day are summed (its same-day
// steps belong to the day's price) and the day is priced by its kind (the word's first day, or a
// review day) and its first grade. The learner's median for each, weighed against Anki's default by
// how many days it rests on (n / (n + 50), fsrs-rs's smoothing): a few timed days move the price a
// little, hundreds make it theirs.
import { and, desc, eq, gt, isNull, lt } from 'drizzle-orm';
import { cardStateOf, importedCardState } from '../../../../shared/review/card-states';
import {
  ANKI_STUDY_SECONDS,
  LOSS_AVERSION,
  type StudyCosts,
} from '../../../../shared/review/retention-advice';
import type { Database } from '../../db';
import { reviews } from '../../db/schema';
import { scheduleOf } from './replay';

/** fsrs-rs keeps answers timed over 0 and under 20 minutes: longer is a learner who walked away. */
const LONGEST_ANSWER_MS = 1_200_000;
/** The latest answers read: the learner's pace now, within a bounded read. */
const ANSWERS_READ = 20_000;
/** Days of a word that make the learner's median weigh as much as Anki's default. */
const PRIOR_DAYS = 50;
const DAY_MS = 86_400_000;

export interface TimedDay {
  kind: 'firstDay' | 'reviewDay';
  /** The day's first grade, 1 (Again) to 4 (Easy). */
  grade: number;
  ms: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Anki's seconds, moved toward the learner's median of each kind and grade by its days. */
export function studyCostsOf(days: readonly TimedDay[]): StudyCosts {
  const priced = (kind: TimedDay['kind']) =>
    ANKI_STUDY_SECONDS[kind].map((fallback, index) => {
      const own = days.filter((d) => d.kind === kind && d.grade === index + 1).map((d) => d.ms / 1000);
      const weight = own.length / (own.length + PRIOR_DAYS);
      return own.length ? weight * median(own) + (1 - weight) * fallback : fallback;
    });
  return {
    firstDay: priced('firstDay'),
    reviewDay: priced('reviewDay'),
    lossAversion: LOSS_AVERSION,
    timedFirstDays: days.filter((d) => d.kind === 'firstDay').length,
    timedReviewDays: days.filter((d) => d.kind === 'reviewDay').length,
  };
}

type Row = Pick<
  typeof reviews.$inferSelect,
  'wordUuid' | 'day' | 'grade' | 'durationMs' | 'elapsedMs' | 'scheduleBefore' | 'reviewedAt'
>;

/** A word's day opened by this answer: its first day, a review day, or neither (steps carried over). */
function kindOf(first: Row): TimedDay['kind'] | null {
  if (first.elapsedMs === null) return 'firstDay';
  // Imported answers keep no state: their gap since the previous answer tells (as on the progress page).
  const schedule = scheduleOf(first);
  const state = schedule ? cardStateOf(schedule) : importedCardState(Math.floor(first.elapsedMs / DAY_MS));
  return state === 'young' || state === 'mature' ? 'reviewDay' : null;
}

/** The learner's latest timed answers, summed per word and learner day. */
export function timedDaysOf(rows: readonly Row[]): TimedDay[] {
  const byWordDay = new Map<string, Row[]>();
  for (const row of rows) {
    const key = `${row.wordUuid} ${row.day}`;
    const answers = byWordDay.get(key);
    if (answers) answers.push(row);
    else byWordDay.set(key, [row]);
  }
  const days: TimedDay[] = [];
  for (const answers of byWordDay.values()) {
    const first = answers.reduce((a, b) => (b.reviewedAt < a.reviewedAt ? b : a));
    const kind = kindOf(first);
    if (kind) days.push({ kind, grade: first.grade, ms: answers.reduce((sum, a) => sum + a.durationMs, 0) });
  }
  return days;
}

export async function readStudyCosts(db: Database, userId: number): Promise<StudyCosts> {
  const rows = await db
    .select({
      wordUuid: reviews.wordUuid,
      day: reviews.day,
      grade: reviews.grade,
      durationMs: reviews.durationMs,
      elapsedMs: reviews.elapsedMs,
      scheduleBefore: reviews.scheduleBefore,
      reviewedAt: reviews.reviewedAt,
    })
    .from(reviews)
    .where(
      and(
        eq(reviews.userId, userId),
        isNull(reviews.undoneAt),
        gt(reviews.durationMs, 0),
        lt(reviews.durationMs, LONGEST_ANSWER_MS),
      ),
    )
    .orderBy(desc(reviews.reviewedAt))
    .limit(ANSWERS_READ);
  return studyCostsOf(timedDaysOf(rows));
}
