// The learner's words for an export, read a page at a time in the order saved (by row id), each
// with its scheduler state if it has one: a long list never sits in memory whole.
import { and, asc, eq, gt } from 'drizzle-orm';
import type { ExportedWord } from '../../../../shared/export/columns';
import type { Score } from '../../../../shared/words/types';
import { wordSchedules, words } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { keptPages, keysetPages } from './keyset-pages';

export { EXPORT_PAGE_SIZE } from './keyset-pages';

type Db = AppDeps['db'];

const readPage = (db: Db, userId: number, afterId: number, limit: number) =>
  db
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
    .limit(limit);

/**
 * Pages of the user's words; with `uuids`, only those words (the list as shown). Other learners'
 * uuids simply match nothing: the user id is in every query. The uuids are matched here rather
 * than in SQL, where a list of many thousands would pass SQLite's limit on parameters.
 */
export async function* wordPages(db: Db, userId: number, uuids?: readonly string[]) {
  const wanted = uuids ? new Set(uuids) : undefined;
  if (wanted?.size === 0) return;
  const pages = keysetPages(
    0,
    (afterId, limit) => readPage(db, userId, afterId, limit),
    (row) => row.id,
  );
  for await (const rows of keptPages(pages, (row) => !wanted || wanted.has(row.uuid))) {
    yield rows.map(({ id: _id, score, ...rest }): ExportedWord => ({ ...rest, score: score as Score }));
  }
}
