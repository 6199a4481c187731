// Fixed-window counters kept in the database, so every API instance counts the same
// attempts (ARCHITECTURE §4).
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { rateLimits } from '../db/schema';
import { tooManyRequests } from '../errors';

export interface Limit {
  max: number;
  windowMs: number;
}

export const LIMITS = {
  /**
   * Failed logins for one e-mail from one client address. Per pair, not per e-mail: guesses from
   * an attacker's address must not lock the owner out everywhere else.
   */
  failedLogin: { max: 10, windowMs: 15 * 60_000 },
  /**
   * Failed logins from one client address, whatever the e-mails: stops one machine from trying a
   * password on many accounts. Generous enough for a classroom behind one NAT address.
   */
  failedLoginsFromAddress: { max: 100, windowMs: 15 * 60_000 },
  /** Register and reset requests from one address. */
  accountRequests: { max: 20, windowMs: 60 * 60_000 },
  /** Mails to one address: a third party cannot be spammed through the forms. */
  mailsPerAddress: { max: 1, windowMs: 5 * 60_000 },
  /** Subscription step 1 calls of one learner: a few tries at the payment page, not a loop. */
  subscriptionStarts: { max: 10, windowMs: 60 * 60_000 },
} as const satisfies Record<string, Limit>;

/**
 * Failed logins for one e-mail from all addresses together (guesses spread over many machines)
 * slow that e-mail's logins down instead of refusing them: past `after` failures in the window,
 * each attempt waits `stepMs` more per failure, up to `maxMs`, before its password is checked. The
 * owner still gets in, a little later; a distributed guess gets far fewer tries per minute.
 */
export const LOGIN_SLOWDOWN = { after: 10, stepMs: 100, maxMs: 2000, windowMs: 15 * 60_000 } as const;

export const loginSlowdownMs = (failures: number) =>
  Math.min(Math.max(0, failures - LOGIN_SLOWDOWN.after) * LOGIN_SLOWDOWN.stepMs, LOGIN_SLOWDOWN.maxMs);

function retryMessage(retryAtMs: number, now: number): string {
  const minutes = Math.max(1, Math.ceil((retryAtMs - now) / 60_000));
  return `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/**
 * Counts one attempt in the key's fixed window and answers the count with the window's start.
 * Counting and reading are one statement, so a parallel burst cannot slip between them.
 */
async function count(db: Database, key: string, windowMs: number, now: number) {
  const windowStartFloor = now - windowMs;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStart: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${rateLimits.windowStart} <= ${windowStartFloor} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        windowStart: sql`CASE WHEN ${rateLimits.windowStart} <= ${windowStartFloor} THEN ${now} ELSE ${rateLimits.windowStart} END`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
  return row ?? { count: 1, windowStart: now };
}

/** Counts one attempt and answers how many the key has in its window, refusing nothing. */
export const countAttempt = async (db: Database, key: string, windowMs: number, now: number) =>
  (await count(db, key, windowMs, now)).count;

/** Counts one attempt and throws 429 when it is over the key's limit: of N at once, exactly `max` pass. */
export async function takeAttempt(db: Database, key: string, limit: Limit, now: number): Promise<void> {
  const row = await count(db, key, limit.windowMs, now);
  if (row.count > limit.max) {
    const retryAt = row.windowStart + limit.windowMs;
    throw tooManyRequests(retryMessage(retryAt, now), 'rate_limited', Math.ceil((retryAt - now) / 1000));
  }
}

export const clearAttempts = (db: Database, key: string) =>
  db.delete(rateLimits).where(eq(rateLimits.key, key));

/** Gives one counted attempt back, e.g. a login that turned out right on a shared counter. */
export const returnAttempt = (db: Database, key: string) =>
  db
    .update(rateLimits)
    .set({ count: sql`max(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, key));
