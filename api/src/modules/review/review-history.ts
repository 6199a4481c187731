// A learner's history as the optimizer reads it: per word, the answers not undone in the order
// they were applied, each with its grade and the learner days since the word's previous answer.
import { and, asc, eq, isNull } from 'drizzle-orm';
import { DAY_MS } from '../../clock';
import type { Database } from '../../db';
import { reviews } from '../../db/schema';

export interface HistoryAnswer {
  /** 1 Again … 4 Easy, as the learner answered (Hard is kept even where it moved a step on). */
  grade: number;
  /** Learner days since the previous answer of the word; 0 for the first and same-day ones. */
  deltaDays: number;
}

/** One word's answers, oldest first; the first is the word's first answer. */
export type WordHistory = HistoryAnswer[];

const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);

export async function readHistory(db: Database, userId: number): Promise<WordHistory[]> {
  const rows = await db
    .select({ word: reviews.wordUuid, day: reviews.day, grade: reviews.grade })
    .from(reviews)
    .where(and(eq(reviews.userId, userId), isNull(reviews.undoneAt)))
    .orderBy(asc(reviews.wordUuid), asc(reviews.id));
  const histories: WordHistory[] = [];
  let word: string | null = null;
  let current: WordHistory = [];
  let lastDay = 0;
  for (const row of rows) {
    const day = dayNumber(row.day);
    if (row.word !== word) {
      word = row.word;
      current = [];
      histories.push(current);
      lastDay = day;
    }
    // An answer given offline may be stored after a later one: time never runs backwards here.
    current.push({ grade: row.grade, deltaDays: Math.max(0, day - lastDay) });
    lastDay = Math.max(lastDay, day);
  }
  return histories;
}

export const answerCount = (histories: WordHistory[]) => histories.reduce((sum, h) => sum + h.length, 0);
