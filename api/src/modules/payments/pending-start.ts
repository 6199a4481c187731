// Step 1 answers the learner's subscription that still waits for approval instead of creating
// another: a double click, a closed provider window or a script calling step 1 in a loop must not
// leave a row (and, with PayPal, a PayPal subscription) per call. Starts of one learner run one at a
// time in a process, so a parallel burst finds the first one's row. (Two API instances can still
// each create one at the same instant; the per-learner rate limit bounds that.)
import { and, desc, eq, gt } from 'drizzle-orm';
import { subscriptions } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { queuePerKey } from '../../one-at-a-time';

/** A provider's approval link does not outlive this (PayPal's lasts about three hours); older rows are left. */
export const PENDING_REUSE_MS = 60 * 60_000;

/** Runs a learner's subscription start after their earlier ones in this process have settled. */
export const oneStartAtATime = queuePerKey<number>();

/** The learner's newest subscription of this provider still waiting for approval, if recent. */
export async function pendingSubscription(
  deps: Pick<AppDeps, 'db' | 'payment'>,
  userId: number,
  now: number,
): Promise<{ id: string } | undefined> {
  const [row] = await deps.db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.provider, deps.payment.name),
        eq(subscriptions.status, 'created'),
        gt(subscriptions.createdAt, now - PENDING_REUSE_MS),
      ),
    )
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  return row;
}
