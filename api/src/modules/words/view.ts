import type { Score, Word } from '../../../../shared/words/types';
import type { words } from '../../db/schema';

export type WordRow = typeof words.$inferSelect;

/** A stored row as the clients see it (SPEC §3), with the count of its encounters when it has some. */
export const wordView = (row: WordRow): Word => ({
  uuid: row.uuid,
  word: row.word,
  wordTranslation: row.wordTranslation,
  sentence: row.sentence,
  sentenceTranslation: row.sentenceTranslation,
  language: row.language,
  voice: row.voice,
  highQuality: row.highQuality,
  picture: row.picture,
  speechWord: row.speechWord,
  speechSentence: row.speechSentence,
  category: row.category,
  score: row.score as Score,
  date: row.date,
  sourceUrl: row.sourceUrl,
  sourceTitle: row.sourceTitle,
  ...(row.encounterCount > 0 ? { encounterCount: row.encounterCount } : {}),
  ...(row.translatedBy === 'device' || row.translatedBy === 'server'
    ? { translatedBy: row.translatedBy }
    : {}),
  ...(row.formMet ? { formMet: row.formMet } : {}),
});
