// One-off maintenance run at start-up (the progress tallies' backfill) records here that it ran to
// completion on this database, so later starts of any process skip it with one primary-key read
// instead of doing its scan again. Deleting the row makes the next start run it again.
import { eq } from 'drizzle-orm';
import type { Database } from '../db';
import { maintenanceDone } from '../db/schema';

export async function isMaintenanceDone(db: Database, name: string): Promise<boolean> {
  const [row] = await db
    .select({ name: maintenanceDone.name })
    .from(maintenanceDone)
    .where(eq(maintenanceDone.name, name));
  return row !== undefined;
}

/** Written only by a run that found or left nothing to do; a second writer keeps the first time. */
export async function markMaintenanceDone(db: Database, name: string, now: number): Promise<void> {
  await db.insert(maintenanceDone).values({ name, doneAt: now }).onConflictDoNothing();
}
