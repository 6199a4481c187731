// Brings a subscription row to the provider's record of it (a snapshot read back with
// GET /v1/billing/subscriptions/{id}): its status, when that status was set, billing's start on
// the first news of activation, and the last payment, which pays its month even when its
// PAYMENT.SALE.COMPLETED event never came (sales.ts). docs/decisions/0036-subscription-truth.md.
import { eq, max } from 'drizzle-orm';
import { subscriptions, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import type { SubscriptionSnapshot } from '../../providers/payment/port';
import type { SubscriptionRow } from '../users/account';
import { billingStart } from './billing';
import { applyLastPayment } from './sales';
import { otherActive } from './second-subscription';
import { asStatus, type FollowOptions, followedStatus } from './transitions';

export type Tx = Parameters<Parameters<AppDeps['db']['transaction']>[0]>[0];

const s = subscriptions;

async function billingHistory(tx: Tx, userId: number) {
  const [user] = await tx
    .select({ registeredAt: users.registeredAt })
    .from(users)
    .where(eq(users.id, userId));
  const [paid] = await tx
    .select({ paidThrough: max(s.paidThrough) })
    .from(s)
    .where(eq(s.userId, userId));
  return { registeredAt: user?.registeredAt ?? 0, paidThrough: paid?.paidThrough ?? null };
}

export type Followed =
  | { row: SubscriptionRow }
  /** Following the provider would give the learner a second active subscription. */
  | { second: SubscriptionRow; keptId: string };

/**
 * Applies the snapshot to the row inside the caller's transaction; answers the row as it now is,
 * or the second subscription to cancel (nothing written then).
 */
export async function followProvider(
  tx: Tx,
  row: SubscriptionRow,
  snapshot: SubscriptionSnapshot,
  now: number,
  options: FollowOptions = {},
): Promise<Followed> {
  const next = followedStatus({ status: asStatus(row.status), statusAt: row.statusAt }, snapshot, options);
  if (next === 'active') {
    const other = await otherActive(tx, row.userId, row.id);
    if (other) return { second: row, keptId: other.id };
  }
  const changes: Partial<SubscriptionRow> = { updatedAt: now };
  if (next) Object.assign(changes, { status: next, statusAt: snapshot.statusUpdatedAt ?? now });
  // The first news of activation starts billing: nothing is paid yet, so paidThrough is the
  // billing start (0006) and the first charge moves it on.
  const status = next ?? asStatus(row.status);
  if (row.billingStart === null && (status === 'active' || status === 'suspended')) {
    const start = billingStart(await billingHistory(tx, row.userId), now);
    Object.assign(changes, { billingStart: start, paidThrough: row.paidThrough ?? start });
  }
  // A read-back that agrees with the row writes nothing, not even its time of change.
  if (Object.keys(changes).length > 1) await tx.update(s).set(changes).where(eq(s.id, row.id));
  if (snapshot.lastPaymentAt !== undefined) await applyLastPayment(tx, row.id, snapshot.lastPaymentAt, now);
  const [updated] = await tx.select().from(s).where(eq(s.id, row.id));
  return { row: updated ?? row };
}
