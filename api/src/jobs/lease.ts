// A named lease in the database, so that of several processes on one database one at a time runs
// a periodic job (retention, the speech retry, the media sweep). Taken with ONE statement: the
// row is inserted, or taken over when its lease ran out or this process holds it already, and
// RETURNING says who holds it now. A process killed while holding it blocks the job until the
// lease expires, never for good.
import { and, eq, lt, or } from 'drizzle-orm';
import type { Database } from '../db';
import { jobLocks } from '../db/schema';
import { INSTANCE } from './instance';

export async function takeLease(db: Database, name: string, now: number, ms: number): Promise<boolean> {
  const taken = await db
    .insert(jobLocks)
    .values({ name, holder: INSTANCE, expiresAt: now + ms })
    .onConflictDoUpdate({
      target: jobLocks.name,
      set: { holder: INSTANCE, expiresAt: now + ms },
      setWhere: or(lt(jobLocks.expiresAt, now), eq(jobLocks.holder, INSTANCE)),
    })
    .returning({ holder: jobLocks.holder });
  return taken[0]?.holder === INSTANCE;
}

/** Gives the lease back early, if this process still holds it. */
export async function releaseLease(db: Database, name: string): Promise<void> {
  await db.delete(jobLocks).where(and(eq(jobLocks.name, name), eq(jobLocks.holder, INSTANCE)));
}
