// Per-learner quotas (shared/accounts/quotas.ts) with plain arguments: what a learner keeps, and
// the checks an add or an edit passes before anything is stored.
import { count, eq, sum } from 'drizzle-orm';
import {
  ADDS_PER_MINUTE,
  ADDS_RATE_MESSAGE,
  MEDIA_BYTES_MAX,
  MEDIA_QUOTA_MESSAGE,
  type Usage,
  WORDS_MAX,
  WORDS_QUOTA_MESSAGE,
} from '../../../../shared/accounts/quotas';
import { media, words } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError, invalid, tooManyRequests } from '../../errors';
import { takeAttempt } from '../../plugins/rate-limit';

type QuotaDeps = Pick<AppDeps, 'db' | 'clock'>;

/** The adds counter; account deletion removes it with the learner's other counters. */
export const addsKey = (userId: number) => `word-adds:user:${userId}`;
const ADDS_LIMIT = { max: ADDS_PER_MINUTE, windowMs: 60_000 };

export async function usageOf(deps: Pick<AppDeps, 'db'>, userId: number): Promise<Usage> {
  const [[wordRow], [mediaRow]] = await Promise.all([
    deps.db.select({ n: count() }).from(words).where(eq(words.userId, userId)),
    deps.db
      .select({ bytes: sum(media.size) })
      .from(media)
      .where(eq(media.userId, userId)),
  ]);
  return { words: wordRow?.n ?? 0, mediaBytes: Number(mediaRow?.bytes ?? 0) };
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
 * Refuses (422, before anything is stored) a new word past WORDS_MAX, and a picture that would take
 * the learner's media past MEDIA_BYTES_MAX; audio is made only for a word that passed, and is small.
 * Run inside the learner's media queue, where adds follow one another.
 */
export async function assertRoom(
  deps: Pick<AppDeps, 'db'>,
  userId: number,
  wanted: { newWord: boolean; pictureBytes: number },
): Promise<void> {
  const usage = await usageOf(deps, userId);
  if (wanted.newWord && usage.words >= WORDS_MAX) throw invalid(WORDS_QUOTA_MESSAGE, 'words_quota');
  if (usage.mediaBytes + wanted.pictureBytes > MEDIA_BYTES_MAX)
    throw invalid(MEDIA_QUOTA_MESSAGE, 'media_quota');
}
