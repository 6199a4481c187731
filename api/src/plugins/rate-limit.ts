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
  /** Failed logins for one e-mail. */
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
} as const satisfies Record<string, Limit>;

function retryMessage(retryAtMs: number, now: number): string {
  const minutes = Math.max(1, Math.ceil((retryAtMs - now) / 60_000));
  return `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/**
 * Counts one attempt and throws 429 when it is over the key's limit. Counting and reading are one
 * statement, so a parallel burst cannot slip between a check and a count: of N attempts at once,
 * exactly `max` get through.
 */
export async function takeAttempt(db: Database, key: string, limit: Limit, now: number): Promise<void> {
  const windowStartFloor = now - limit.windowMs;
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
  if (row && row.count > limit.max) {
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
