// What today's queue reads (docs/decisions/0046-steps-suspend-leeches.md): its three lists in one
// statement, each as ONE JSON text that SQLite builds straight from the join, parsed and sorted
// here. The client makes every row an object with a property per column by name and by index: for
// 200 stepping words with their schedules that was most of the queue's time, while SQLite's own
// walk of the index was a tenth of it. Only the words whose buttons show intervals have their
// schedules read.
import { and, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { wordHolds, wordSchedules, words } from '../../db/schema';
import type { AppDeps } from '../../deps';
import type { ScheduleState } from './scheduler';

type Db = AppDeps['db'];

export interface QueueWord {
  wordId: number;
  uuid: string;
  due: number;
}

const LEARNING = 1;
const REVIEW = 2;
const RELEARNING = 3;

const S = wordSchedules;
const FROM_SCHEDULES = sql`${S} JOIN ${words} ON ${words.id} = ${S.wordId}
  LEFT JOIN ${wordHolds} ON ${wordHolds.wordId} = ${S.wordId}`;

/** Words with no hold, or whose holds are over: not suspended, not buried past `now`. */
const free = (now: number) =>
  or(
    isNull(wordHolds.wordId),
    and(isNull(wordHolds.suspendedAt), or(isNull(wordHolds.buriedUntil), lte(wordHolds.buriedUntil, now))),
  );

type Row = [wordId: number, uuid: string, due: number];
const byDue = (a: QueueWord, b: QueueWord) => a.due - b.due;
const queueWords = (list: string | null): QueueWord[] =>
  (JSON.parse(list ?? '[]') as Row[]).map(([wordId, uuid, due]) => ({ wordId, uuid, due })).sort(byDue);

export interface QueueLists {
  /** Words in their learning or relearning steps due before the day ends, soonest first. */
  stepping: QueueWord[];
  /** Review words due before the day ends, most overdue first, at most `dueRoom`. */
  due: QueueWord[];
  /** New words (no schedule yet) in the order they were saved, at most `newRoom`. */
  fresh: string[];
}

/**
 * The queue's three lists in one statement (one prepare and one trip through the client instead
 * of three), each a JSON text. A room of 0 lists nothing.
 *
 * - Steps on the (user, state, due) index, sorted here: with `ORDER BY due` SQLite walked every
 *   word due today by the (user, due) index to spare a sort (15,000 rows read for the 200
 *   stepping ones of a 50,000-word learner).
 * - New words from the (user, id, uuid) index alone, in id order, up to the limit: by
 *   (user, list_seq) SQLite read every word of the learner and sorted them.
 */
export async function queueLists(
  db: Db,
  userId: number,
  { dayEnd, now, dueRoom, newRoom }: { dayEnd: number; now: number; dueRoom: number; newRoom: number },
): Promise<QueueLists> {
  const found = await db.get<{ stepping: string | null; due: string | null; fresh: string | null }>(sql`
    SELECT
      (SELECT json_group_array(json_array(${S.wordId}, ${words.uuid}, ${S.due})) FROM ${FROM_SCHEDULES}
        WHERE ${S.userId} = ${userId} AND ${S.state} IN (${LEARNING}, ${RELEARNING}) AND ${S.due} < ${dayEnd}
          AND ${free(now)}) AS stepping,
      (SELECT json_group_array(json_array(id, uuid, due))
        FROM (SELECT ${S.wordId} AS id, ${words.uuid} AS uuid, ${S.due} AS due FROM ${FROM_SCHEDULES}
          WHERE ${S.userId} = ${userId} AND ${S.state} = ${REVIEW} AND ${S.due} < ${dayEnd} AND ${free(now)}
          ORDER BY ${S.due} LIMIT ${dueRoom})) AS due,
      (SELECT json_group_array(uuid ORDER BY id)
        FROM (SELECT ${words.id} AS id, ${words.uuid} AS uuid
          FROM ${words} LEFT JOIN ${S} ON ${S.wordId} = ${words.id}
            LEFT JOIN ${wordHolds} ON ${wordHolds.wordId} = ${words.id}
          WHERE ${words.userId} = ${userId} AND ${S.wordId} IS NULL AND ${free(now)}
          ORDER BY ${words.id} LIMIT ${newRoom})) AS fresh`);
  return {
    stepping: queueWords(found?.stepping ?? null),
    due: queueWords(found?.due ?? null),
    fresh: JSON.parse(found?.fresh ?? '[]'),
  };
}

/**
 * The schedules of a few of the learner's words, by word id. Reals are written with 17
 * significant digits (SQLite's JSON keeps 15), so the buttons' intervals are computed from the
 * stored values, as an answer computes its own. The learner's own words only, checked row by row
 * (the unary plus): on the (user, due) index SQLite read all their schedules to find these few.
 */
export async function schedulesOf(db: Db, userId: number, wordIds: number[]) {
  const found = new Map<number, ScheduleState>();
  if (wordIds.length === 0) return found;
  const list = await db.get<{ list: string | null }>(sql`
    SELECT json_group_array(json_array(${S.wordId}, ${S.due}, printf('%!.17g', ${S.stability}),
      printf('%!.17g', ${S.difficulty}), ${S.state}, ${S.reps}, ${S.lapses}, ${S.learningSteps},
      ${S.scheduledDays}, ${S.lastReview})) AS list
    FROM ${S} WHERE +${S.userId} = ${userId} AND ${inArray(S.wordId, wordIds)}`);
  type Schedule = [number, number, string, string, number, number, number, number, number, number | null];
  for (const [
    wordId,
    due,
    stability,
    difficulty,
    state,
    reps,
    lapses,
    learningSteps,
    scheduledDays,
    lastReview,
  ] of JSON.parse(list?.list ?? '[]') as Schedule[]) {
    found.set(wordId, {
      due,
      stability: Number(stability),
      difficulty: Number(difficulty),
      state,
      reps,
      lapses,
      learningSteps,
      scheduledDays,
      lastReview,
    });
  }
  return found;
}
