// Reading subscriptions back from the provider, and following what it says
// (docs/decisions/0036-subscription-truth.md). A webhook event, step 1, step 2, a cancel and the
// payment page's return from PayPal all end here: whatever order events came in, the row ends as
// PayPal keeps the subscription.
//
// Decisions:
// - Reads of one subscription run one at a time in a process (the read and its write together),
//   so a slow older read never lands after a newer one.
// - A read PayPal cannot answer (429, 5xx, time-out) throws its 503 and changes nothing: a webhook
//   is then delivered again, a learner told to try again.
// - PayPal answering 404 means it keeps nothing under that id: the row stays as it is.
// - A learner's subscriptions worth reading are the ones that may still bill: active, suspended,
//   and starts not yet seen active (created in the last day, approved perhaps with no step 2).
import { and, desc, eq, gt, inArray, or } from 'drizzle-orm';
import { subscriptions } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { queuePerKey } from '../../one-at-a-time';
import type { SubscriptionSnapshot } from '../../providers/payment/port';
import type { SubscriptionRow } from '../users/account';
import { type Followed, followProvider, type Tx } from './follow-provider';
import { cancelSecond, isOneActiveViolation, tellLearner } from './second-subscription';
import type { FollowOptions } from './transitions';

/** Runs the reads (and writes) of one subscription one after another in this process. */
export const oneReadAtATime = queuePerKey<string>();

/** How far back a start not seen active is still read: PayPal's approval link lasts about three hours. */
const PENDING_READ_MS = 24 * 60 * 60_000;
/** At most this many of a learner's subscriptions are read per sync. */
const MAX_READS = 5;

/** The provider's record of the subscription, or null when it keeps none (404). */
export async function readBack(
  deps: Pick<AppDeps, 'payment'>,
  id: string,
): Promise<SubscriptionSnapshot | null> {
  try {
    return await deps.payment.readSubscription(id);
  } catch (error) {
    if (error instanceof AppError && error.code === 'subscription_not_found') return null;
    throw error;
  }
}

/**
 * Runs `work` in a transaction, once more when the one-active index refused it: a step 2 or an
 * event that activated another subscription meanwhile; the second pass sees that one.
 */
export async function twiceOnRace<T>(deps: Pick<AppDeps, 'db'>, work: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await deps.db.transaction(work);
    } catch (error) {
      if (attempt >= 2 || !isOneActiveViolation(error)) throw error;
    }
  }
}

const rowById = async (deps: Pick<AppDeps, 'db'>, id: string) =>
  (await deps.db.select().from(subscriptions).where(eq(subscriptions.id, id)).limit(1))[0];

/**
 * Reads one subscription back and follows it. A second active subscription is cancelled with the
 * provider (so it never bills) and the learner told by mail. Answers the row as it now is.
 */
export function syncSubscription(
  deps: AppDeps,
  id: string,
  options: FollowOptions = {},
): Promise<SubscriptionRow | undefined> {
  return oneReadAtATime(id, async () => {
    const snapshot = await readBack(deps, id);
    if (!snapshot) return rowById(deps, id);
    const followed: Followed | undefined = await twiceOnRace(deps, async (tx) => {
      const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id));
      return row ? followProvider(tx, row, snapshot, deps.clock.now(), options) : undefined;
    });
    if (followed && 'second' in followed) {
      await cancelSecond(deps, id);
      console.warn(
        `Subscription ${id} was cancelled with the provider: the learner already has ${followed.keptId}.`,
      );
      await tellLearner(deps, followed.second.userId, id, followed.keptId);
    }
    return rowById(deps, id);
  });
}

/** Reads back every subscription of the learner that may still bill, and follows each. */
export async function syncLearner(deps: AppDeps, userId: number): Promise<void> {
  const s = subscriptions;
  const rows = await deps.db
    .select({ id: s.id })
    .from(s)
    .where(
      and(
        eq(s.userId, userId),
        eq(s.provider, deps.payment.name),
        or(
          inArray(s.status, ['active', 'suspended']),
          and(eq(s.status, 'created'), gt(s.createdAt, deps.clock.now() - PENDING_READ_MS)),
        ),
      ),
    )
    .orderBy(desc(s.createdAt))
    .limit(MAX_READS);
  for (const row of rows) await syncSubscription(deps, row.id);
}
