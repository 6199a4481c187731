// Stopping a subscription: first with the provider, then here. The row changes only once the
// provider confirmed or has nothing left to charge, so a failed call leaves everything to try again.
import { and, eq, inArray } from 'drizzle-orm';
import { subscriptions } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';

/** The provider no longer knows the subscription or has already stopped it: nothing left to charge. */
export const nothingLeftToCharge = (error: unknown) =>
  error instanceof AppError &&
  (error.code === 'subscription_not_found' || error.code === 'subscription_not_cancellable');

/**
 * Cancels the subscription with the provider, giving `reason`, then marks it cancelled here if its
 * status is still one of `from`. Throws, changing nothing, when the provider could not confirm.
 */
export async function cancelWithProvider(
  deps: Pick<AppDeps, 'db' | 'clock' | 'payment'>,
  subscriptionId: string,
  reason: string,
  /** The row's statuses that may become cancelled. */
  from: string[],
): Promise<void> {
  try {
    await deps.payment.cancel(subscriptionId, reason);
  } catch (error) {
    if (!nothingLeftToCharge(error)) throw error;
  }
  const now = deps.clock.now();
  await deps.db
    .update(subscriptions)
    .set({ status: 'cancelled', statusAt: now, updatedAt: now })
    .where(and(eq(subscriptions.id, subscriptionId), inArray(subscriptions.status, from)));
}
