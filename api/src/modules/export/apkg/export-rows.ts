// What the .apkg export reads from our database, a page at a time: each word with its full FSRS
// state, and every answer not undone, grouped by word (the reviews_word index) so that one answer's
// "after" is the next answer's "before".
//
// The word pages and the media types come as ONE JSON text per query, built by SQLite
// (json_group_array / json_group_object) and parsed here into plain objects. The client's rows are
// objects with a property per column by name and by index (integers as BigInt first): reading the
// 10,000 words of the bench that way raised the server's RSS by about 80 MB before the collector
// caught up; as JSON text, by about 30 MB (decision 0027's measurements).
import { and, asc, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { media, reviews, wordSchedules, words } from '../../../db/schema';
import type { AppDeps } from '../../../deps';
import type { ScheduleState } from '../../review/scheduler';
import { keptPages, keysetPages } from '../keyset-pages';

type Db = AppDeps['db'];

/** A word as its note and cards need it: the columns read, nothing more. */
export interface NoteWord {
  id: number;
  uuid: string;
  word: string;
  wordTranslation: string;
  sentence: string;
  sentenceTranslation: string;
  language: string;
  picture: string;
  speechWord: string;
  speechSentence: string;
  category: string;
  score: number;
  date: string;
  sourceUrl: string;
  sourceTitle: string;
  updatedAt: number;
  encounterCount: number;
}

// Each word as a JSON object with its schedule inside (null for a word never studied), keyed as
// NoteWord and ScheduleState. SQLite writes a real with 15 significant digits, more than the 4
// decimals the collection keeps of stability and difficulty (card-schedule.ts).
const W = words;
const S = wordSchedules;
const WORD_JSON = sql`json_object('id', ${W.id}, 'uuid', ${W.uuid}, 'word', ${W.word},
  'wordTranslation', ${W.wordTranslation}, 'sentence', ${W.sentence},
  'sentenceTranslation', ${W.sentenceTranslation}, 'language', ${W.language},
  'picture', ${W.picture}, 'speechWord', ${W.speechWord}, 'speechSentence', ${W.speechSentence},
  'category', ${W.category}, 'score', ${W.score}, 'date', ${W.date}, 'sourceUrl', ${W.sourceUrl},
  'sourceTitle', ${W.sourceTitle}, 'updatedAt', ${W.updatedAt}, 'encounterCount', ${W.encounterCount})`;
const SCHEDULE_JSON = sql`CASE WHEN ${S.wordId} IS NULL THEN NULL ELSE json_object('due', ${S.due},
  'stability', ${S.stability}, 'difficulty', ${S.difficulty}, 'state', ${S.state}, 'reps', ${S.reps},
  'lapses', ${S.lapses}, 'learningSteps', ${S.learningSteps}, 'scheduledDays', ${S.scheduledDays},
  'lastReview', ${S.lastReview}) END`;

export interface WordWithSchedule {
  word: NoteWord;
  schedule: ScheduleState | null;
}

/** A page of words after `afterId`, as one JSON text that SQLite builds in the words' order. */
async function readPage(db: Db, userId: number, afterId: number, limit: number) {
  const found = await db.get<{ page: string | null }>(sql`
    SELECT json_group_array(json_object('word', json(word), 'schedule', json(schedule)) ORDER BY id) AS page
    FROM (SELECT ${W.id} AS id, ${WORD_JSON} AS word, ${SCHEDULE_JSON} AS schedule
      FROM ${W} LEFT JOIN ${S} ON ${S.wordId} = ${W.id}
      WHERE ${W.userId} = ${userId} AND ${W.id} > ${afterId} ORDER BY ${W.id} LIMIT ${limit})`);
  return JSON.parse(found?.page ?? '[]') as WordWithSchedule[];
}

export async function* wordWithSchedulePages(db: Db, userId: number, uuids?: readonly string[]) {
  const wanted = uuids ? new Set(uuids) : undefined;
  if (wanted?.size === 0) return;
  const pages = keysetPages(
    0,
    (afterId, limit) => readPage(db, userId, afterId, limit),
    (row) => row.word.id,
  );
  yield* keptPages(pages, (row) => !wanted || wanted.has(row.word.uuid));
}

export interface ExportedReview {
  wordId: number;
  reviewedAt: number;
  grade: number;
  durationMs: number;
  before: ScheduleState | null;
}

/** The learner's answers that still count (not undone), by word then in the order given. */
export async function* reviewPagesByWord(db: Db, userId: number): AsyncGenerator<ExportedReview[]> {
  const pages = keysetPages(
    { wordId: 0, id: 0 },
    (after, limit) =>
      db
        .select({
          id: reviews.id,
          wordId: reviews.wordId,
          reviewedAt: reviews.reviewedAt,
          grade: reviews.grade,
          durationMs: reviews.durationMs,
          scheduleBefore: reviews.scheduleBefore,
        })
        .from(reviews)
        .where(
          and(
            eq(reviews.userId, userId),
            isNotNull(reviews.wordId),
            isNull(reviews.undoneAt),
            or(
              gt(reviews.wordId, after.wordId),
              and(eq(reviews.wordId, after.wordId), gt(reviews.id, after.id)),
            ),
          ),
        )
        .orderBy(asc(reviews.wordId), asc(reviews.id))
        .limit(limit),
    (row) => ({ wordId: row.wordId ?? 0, id: row.id }),
  );
  for await (const rows of pages) {
    yield rows.map((row) => ({
      wordId: row.wordId ?? 0,
      reviewedAt: row.reviewedAt,
      grade: row.grade,
      durationMs: row.durationMs,
      before: row.scheduleBefore ? (JSON.parse(row.scheduleBefore) as ScheduleState) : null,
    }));
  }
}

/** The learner's media types by id: a few dozen bytes per file, never their bytes (one JSON text). */
export async function mediaTypes(db: Db, userId: number): Promise<Map<string, string>> {
  const found = await db.get<{ types: string | null }>(
    sql`SELECT json_group_object(${media.id}, ${media.mime}) AS types FROM ${media} WHERE ${media.userId} = ${userId}`,
  );
  return new Map(Object.entries(JSON.parse(found?.types ?? '{}') as Record<string, string>));
}
