// The learner's words for an export, read a page at a time in the order saved (by row id), each
// with its scheduler state if it has one: a long list never sits in memory whole.
import { and, asc, eq, gt } from 'drizzle-orm';
import type { ExportedWord } from '../../../../shared/export/columns';
import type { Score } from '../../../../shared/words/types';
import { wordSchedules, words } from '../../db/schema';
import type { AppDeps } from '../../deps';

export const EXPORT_PAGE_SIZE = 500;

type Db = AppDeps['db'];

/**
 * Pages of the user's words; with `uuids`, only those words (the list as shown). Other learners'
 * uuids simply match nothing: the user id is in every query. The uuids are matched here rather
 * than in SQL, where a list of many thousands would pass SQLite's limit on parameters.
 */
export async function* wordPages(db: Db, userId: number, uuids?: readonly string[]) {
  let afterId = 0;
  const wanted = uuids ? new Set(uuids) : undefined;
  for (;;) {
    const rows = await db
      .select({
        id: words.id,
        uuid: words.uuid,
        word: words.word,
        wordTranslation: words.wordTranslation,
        sentence: words.sentence,
        sentenceTranslation: words.sentenceTranslation,
        language: words.language,
        voice: words.voice,
        highQuality: words.highQuality,
        picture: words.picture,
        speechWord: words.speechWord,
        speechSentence: words.speechSentence,
        category: words.category,
        score: words.score,
        date: words.date,
        sourceUrl: words.sourceUrl,
        sourceTitle: words.sourceTitle,
        updatedAt: words.updatedAt,
        due: wordSchedules.due,
        state: wordSchedules.state,
      })
      .from(words)
      .leftJoin(wordSchedules, eq(wordSchedules.wordId, words.id))
      .where(and(eq(words.userId, userId), gt(words.id, afterId)))
      .orderBy(asc(words.id))
      .limit(EXPORT_PAGE_SIZE);
    if (wanted?.size === 0 || rows.length === 0) return;
    afterId = rows[rows.length - 1]?.id ?? afterId;
    const page = rows
      .filter((row) => !wanted || wanted.has(row.uuid))
      .map(({ id: _id, score, ...rest }): ExportedWord => ({ ...rest, score: score as Score }));
    if (page.length > 0) yield page;
    if (rows.length < EXPORT_PAGE_SIZE) return;
  }
}
