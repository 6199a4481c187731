// Per-learner quotas (shared/accounts/quotas.ts) with plain arguments: what a learner keeps, and
// the checks an add or an edit passes before anything is stored.
import { count, eq, sql, sum } from 'drizzle-orm';
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import {
  ADDS_PER_MINUTE,
  ADDS_RATE_MESSAGE,
  MEDIA_BYTES_MAX,
  MEDIA_QUOTA_MESSAGE,
  TEXT_BYTES_MAX,
  TEXT_QUOTA_MESSAGE,
  type Usage,
  WORDS_MAX,
  WORDS_QUOTA_MESSAGE,
} from '../../../../shared/accounts/quotas';
import { IMPORT_MESSAGES } from '../../../../shared/import/texts';
import { encounters, media, words } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError, invalid, tooManyRequests } from '../../errors';
import { takeAttempt } from '../../plugins/rate-limit';

type QuotaDeps = Pick<AppDeps, 'db' | 'clock'>;

/** The adds counter; account deletion removes it with the learner's other counters. */
export const addsKey = (userId: number) => `word-adds:user:${userId}`;
const ADDS_LIMIT = { max: ADDS_PER_MINUTE, windowMs: 60_000 };

/**
 * The UTF-8 bytes of the given text columns, summed over the rows (octet_length, SQLite 3.43+):
 * the columns of wordTextBytes and encounterTextBytes (shared/accounts/quotas.ts).
 */
const textBytes = (...columns: AnySQLiteColumn[]) =>
  sql<number>`coalesce(sum(${sql.join(
    columns.map((column) => sql`octet_length(${column})`),
    sql` + `,
  )}), 0)`;

export async function usageOf(deps: Pick<AppDeps, 'db'>, userId: number): Promise<Usage> {
  // Counted from the rows themselves each time: every writer (adds, edits, imports, encounters,
  // offline sends) is counted without keeping a counter in step with each of them.
  const [[wordRow], [mediaRow], [metRow]] = await Promise.all([
    deps.db
      .select({
        n: count(),
        text: textBytes(
          words.word,
          words.wordTranslation,
          words.sentence,
          words.sentenceTranslation,
          words.category,
          words.sourceUrl,
          words.sourceTitle,
        ),
      })
      .from(words)
      .where(eq(words.userId, userId)),
    deps.db
      .select({ bytes: sum(media.size) })
      .from(media)
      .where(eq(media.userId, userId)),
    deps.db
      .select({
        text: textBytes(
          encounters.sentence,
          encounters.sentenceTranslation,
          encounters.sourceUrl,
          encounters.sourceTitle,
        ),
      })
      .from(encounters)
      .where(eq(encounters.userId, userId)),
  ]);
  return {
    words: wordRow?.n ?? 0,
    mediaBytes: Number(mediaRow?.bytes ?? 0),
    textBytes: Number(wordRow?.text ?? 0) + Number(metRow?.text ?? 0),
  };
}

/**
 * Counts an add before any work, so a parallel burst cannot outrun the count, and answers 429 with
 * the quota's own message past ADDS_PER_MINUTE.
 */
export async function countAdd(deps: QuotaDeps, userId: number): Promise<void> {
  try {
    await takeAttempt(deps.db, addsKey(userId), ADDS_LIMIT, deps.clock.now());
  } catch (error) {
    if (error instanceof AppError && error.status === 429)
      throw tooManyRequests(ADDS_RATE_MESSAGE, 'adds_rate', Number(error.headers['retry-after']) || 60);
    throw error;
  }
}

/**
 * Refuses (422, before anything is stored) a new word past WORDS_MAX, text that would take the
 * learner's past TEXT_BYTES_MAX (an edit passes only what it adds, so a learner at the bound can
 * still shorten or delete), and a picture that would take the media past
 * MEDIA_BYTES_MAX; audio is made only for a word that passed, and is small.
 * Run inside the learner's media queue, where adds follow one another.
 */
export async function assertRoom(
  deps: Pick<AppDeps, 'db'>,
  userId: number,
  wanted: { newWord: boolean; pictureBytes: number; textBytes: number },
): Promise<void> {
  const usage = await usageOf(deps, userId);
  if (wanted.newWord && usage.words >= WORDS_MAX) throw invalid(WORDS_QUOTA_MESSAGE, 'words_quota');
  if (usage.textBytes + wanted.textBytes > TEXT_BYTES_MAX) throw invalid(TEXT_QUOTA_MESSAGE, 'text_quota');
  if (usage.mediaBytes + wanted.pictureBytes > MEDIA_BYTES_MAX)
    throw invalid(MEDIA_QUOTA_MESSAGE, 'media_quota');
}

/**
 * Refuses a whole import (422, before any of it is written) whose new words or text would take
 * the learner past WORDS_MAX or TEXT_BYTES_MAX; the message gives both figures.
 */
export function assertImportRoom(usage: Usage, adding: { words: number; textBytes: number }): void {
  if (usage.words + adding.words > WORDS_MAX)
    throw invalid(IMPORT_MESSAGES.wordsQuota(usage.words, adding.words), 'words_quota');
  if (usage.textBytes + adding.textBytes > TEXT_BYTES_MAX)
    throw invalid(IMPORT_MESSAGES.textQuota(usage.textBytes, adding.textBytes), 'text_quota');
}
