// What the .apkg export reads from our database, a page at a time: each word with its full FSRS
// state, and every answer not undone, grouped by word (the reviews_word index) so that one answer's
// "after" is the next answer's "before".
import { and, asc, eq, gt, isNotNull, isNull, or } from 'drizzle-orm';
import { media, reviews, wordSchedules, words } from '../../../db/schema';
import type { AppDeps } from '../../../deps';
import type { ScheduleState } from '../../review/scheduler';
import { keptPages, keysetPages } from '../keyset-pages';

type Db = AppDeps['db'];

export async function* wordWithSchedulePages(db: Db, userId: number, uuids?: readonly string[]) {
  const wanted = uuids ? new Set(uuids) : undefined;
  if (wanted?.size === 0) return;
  const pages = keysetPages(
    0,
    (afterId, limit) =>
      db
        .select({ word: words, schedule: wordSchedules })
        .from(words)
        .leftJoin(wordSchedules, eq(wordSchedules.wordId, words.id))
        .where(and(eq(words.userId, userId), gt(words.id, afterId)))
        .orderBy(asc(words.id))
        .limit(limit),
    (row) => row.word.id,
  );
  for await (const rows of keptPages(pages, (row) => !wanted || wanted.has(row.word.uuid))) {
    yield rows.map(({ word, schedule }) => {
      const { wordId: _w, userId: _u, ...state } = schedule ?? { wordId: 0, userId: 0 };
      return { word, schedule: schedule ? (state as ScheduleState) : null };
    });
  }
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

/** The learner's media types by id: a few dozen bytes per file, never their bytes. */
export async function mediaTypes(db: Db, userId: number): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: media.id, mime: media.mime })
    .from(media)
    .where(eq(media.userId, userId));
  return new Map(rows.map((row) => [row.id, row.mime]));
}
