// Subscription use cases with plain arguments (SPEC §4 and §7): start (step 1), activate (step 2)
// and cancel. The role each step leaves behind is computed from the rows by users/account.ts.
//
// Decisions:
// - Step 1 stores a 'created' row; only the learner who created it can activate it, and only after
//   the provider confirms it is theirs (custom_id), of our plan and approved. A learner's recent
//   'created' row is handed back instead of a new one (pending-start.ts), and step 1 is limited
//   per learner, so no loop of calls fills the table or reaches the provider each time.
// - Step 2 activates once: a second submit of an active subscription answers 201 again with the
//   same ids and changes nothing; concurrent submits are settled by a conditional UPDATE.
// - A learner never holds two active subscriptions (the database's subscriptions_one_active
//   index): a second approved one is cancelled with the provider (so it never charges) and
//   refused with 409 saying so (second-subscription.ts).
// - Step 1 sends the provider one attempt key per checkout (the learner's uuid and how many
//   subscriptions they started before), so a step 1 repeated after a time-out or a failure gets
//   the subscription the first try made at PayPal instead of a second one.
// - Cancel takes the active subscription, or else a suspended one: PayPal lets a suspended
//   subscription be cancelled, and until then it may be reactivated and bill again.
// - paidThrough at activation is the billing start: nothing is paid for before the first charge,
//   and each charge carries it a month further (billing.ts, webhook.ts, local-charges.ts).
// - Step 2 answers the order id whenever the subscription is active, also when PayPal's ACTIVATED
//   webhook activated it first: the id the page's button handed over is stored then. With no
//   order id known at all (the spec's step 2 has no body), the subscription id stands for it, so
//   the page, which reads a present order id as success, reports the activation that happened.
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { Role, seesSubscribe } from '../../../../shared/accounts/roles';
import type { ActivateSubscriptionAnswer } from '../../../../shared/api';
import { SECOND_SUBSCRIPTION_MESSAGE } from '../../../../shared/payments/failures';
import { subscriptions } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError, conflict, forbidden } from '../../errors';
import { LIMITS, takeAttempt } from '../../plugins/rate-limit';
import { type ApprovedSubscription, subscriptionNotFound } from '../../providers/payment/port';
import type { Account, SubscriptionRow } from '../users/account';
import { billingStart } from './billing';
import { followProvider } from './follow-provider';
import { oneStartAtATime, pendingSubscription } from './pending-start';
import { cancelWithProvider } from './provider-cancel';
import { cancelSecond } from './second-subscription';
import { syncLearner, syncSubscription, twiceOnRace } from './sync';

/** PayPal refuses a start_time that has passed by the time it reads it; closer than this, billing starts now. */
const START_TIME_MARGIN_MS = 5 * 60_000;
export const CANCEL_REASON = 'Cancelled by the learner on the payment page.';

const payer = (account: Account) => ({
  id: account.row.id,
  uuid: account.row.uuid,
  email: account.row.email,
});
const historyOf = (account: Account) => ({
  registeredAt: account.row.registeredAt,
  paidThrough: account.subscription?.paidThrough ?? null,
});

const managerHasNoSubscription = () =>
  forbidden('The manager account does not need a subscription.', 'manager_no_subscription');
const ALREADY_SUBSCRIBED = 'You already have an active subscription.';
const alreadySubscribed = () => conflict(ALREADY_SUBSCRIBED, 'already_subscribed');

async function activeSubscription(deps: AppDeps, userId: number) {
  const [row] = await deps.db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'active')))
    .limit(1);
  return row;
}

/** Step 1: a subscription waiting for the learner's approval with the provider. Roles 1, 2, 4, 5. */
export async function startSubscription(deps: AppDeps, account: Account): Promise<{ id: string }> {
  const role = account.claim.role;
  if (role === Role.MANAGER) throw managerHasNoSubscription();
  if (!seesSubscribe(role)) throw forbidden(ALREADY_SUBSCRIBED, 'already_subscribed');
  const now = deps.clock.now();
  await takeAttempt(deps.db, `subscribe:${account.row.id}`, LIMITS.subscriptionStarts, now);
  return oneStartAtATime(account.row.id, async () => {
    // PayPal may already bill one of the learner's subscriptions that we hold as suspended or as
    // never activated (lost events, a window closed before step 2): never start another then.
    await syncLearner(deps, account.row.id);
    if (await activeSubscription(deps, account.row.id)) throw alreadySubscribed();
    const pending = await pendingSubscription(deps, account.row.id, now);
    if (pending) return pending;
    const start = billingStart(historyOf(account), now);
    const options = start - now > START_TIME_MARGIN_MS ? { billingStartsAt: start } : {};
    const [started] = await deps.db
      .select({ n: count() })
      .from(subscriptions)
      .where(eq(subscriptions.userId, account.row.id));
    const attemptKey = `${account.row.uuid}-${started?.n ?? 0}`;
    const { id } = await deps.payment.createSubscription(payer(account), { ...options, attemptKey });
    // A step 1 on another instance with the same attempt key got the same subscription from PayPal.
    await deps.db
      .insert(subscriptions)
      .values({
        id,
        userId: account.row.id,
        provider: deps.payment.name,
        status: 'created',
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing();
    return { id };
  });
}

async function subscriptionById(deps: AppDeps, id: string): Promise<SubscriptionRow | undefined> {
  const [row] = await deps.db.select().from(subscriptions).where(eq(subscriptions.id, id)).limit(1);
  return row;
}

async function ownSubscription(deps: AppDeps, account: Account, id: string): Promise<SubscriptionRow> {
  const row = await subscriptionById(deps, id);
  if (!row || row.userId !== account.row.id || row.provider !== deps.payment.name)
    throw subscriptionNotFound();
  return row;
}

/**
 * The answer for an active subscription. A row activated without an order id (the webhook came
 * first) keeps the one the page sent, written only where none is stored yet.
 */
async function activated(
  deps: AppDeps,
  row: SubscriptionRow,
  clientOrderId: string | undefined,
): Promise<ActivateSubscriptionAnswer> {
  let orderId = row.orderId;
  if (!orderId && clientOrderId) {
    await deps.db
      .update(subscriptions)
      .set({ orderId: clientOrderId })
      .where(and(eq(subscriptions.id, row.id), isNull(subscriptions.orderId)));
    // A concurrent submit may have stored its own first: answer what the row now holds.
    orderId = (await subscriptionById(deps, row.id))?.orderId ?? clientOrderId;
  }
  return { subscriptionID: row.id, orderID: orderId || row.id };
}

/**
 * A second approved subscription: cancelled with the provider so it never charges, and refused.
 * When the provider cannot confirm the cancel the row stays as it was, so PayPal's ACTIVATED
 * webhook, whenever it comes, cancels it again (webhook.ts).
 */
async function withdraw(deps: AppDeps, row: SubscriptionRow): Promise<never> {
  try {
    await cancelSecond(deps, row.id);
  } catch (error) {
    console.warn(`Could not cancel the extra subscription ${row.id} with the provider:`, error);
    throw alreadySubscribed();
  }
  throw conflict(SECOND_SUBSCRIPTION_MESSAGE, 'already_subscribed');
}

/**
 * Step 2: after the learner approved the subscription with the provider. `clientOrderId` is the
 * order id the provider's button handed to the page, kept when the provider itself tells none.
 */
export async function activateSubscription(
  deps: AppDeps,
  account: Account,
  subscriptionId: string,
  clientOrderId?: string,
): Promise<ActivateSubscriptionAnswer> {
  if (account.claim.role === Role.MANAGER) throw managerHasNoSubscription();
  const row = await ownSubscription(deps, account, subscriptionId);
  if (row.status === 'active') return activated(deps, row, clientOrderId);
  if (row.status !== 'created') {
    throw conflict('This subscription has ended. Please subscribe again.', 'subscription_ended');
  }
  if (account.claim.role === Role.ACTIVE) return withdraw(deps, row);

  let verified: ApprovedSubscription;
  try {
    verified = await deps.payment.verifyApproved(row.id, payer(account));
  } catch (error) {
    // Not approved: PayPal's record (cancelled, expired, …) is followed before the learner is told.
    if (error instanceof AppError && error.code === 'subscription_not_approved')
      await syncSubscription(deps, row.id);
    throw error;
  }
  // Step 2's read-back: the row follows it, PayPal's APPROVED counting as active.
  const followed = await twiceOnRace(deps, async (tx) => {
    const [current] = await tx.select().from(subscriptions).where(eq(subscriptions.id, row.id));
    if (current?.status !== 'created') return undefined;
    return followProvider(tx, current, verified, deps.clock.now(), { approvedIsActive: true });
  });
  if (followed && 'second' in followed) return withdraw(deps, row);
  const updated = followed?.row;
  if (updated?.status === 'active') {
    const orderId = verified.orderId ?? clientOrderId;
    return activated(deps, updated, orderId);
  }

  // Another request got there first: the same submit twice, or a second subscription.
  const latest = await ownSubscription(deps, account, row.id);
  if (latest.status === 'active') return activated(deps, latest, clientOrderId);
  if (latest.status !== 'created')
    throw conflict('This subscription has ended. Please subscribe again.', 'subscription_ended');
  return withdraw(deps, latest);
}

/** What the learner can cancel: the active subscription, else the latest suspended one. */
async function cancellable(deps: AppDeps, userId: number): Promise<SubscriptionRow | undefined> {
  const [row] = await deps.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, ['active', 'suspended'])))
    .orderBy(sql`${subscriptions.status} = 'active' DESC`, desc(subscriptions.updatedAt))
    .limit(1);
  return row;
}

/**
 * Cancels the active (or suspended) subscription once the provider confirmed it; the days already
 * paid for remain (role 4, then 5). Not the manager's.
 */
export async function cancelSubscription(deps: AppDeps, account: Account): Promise<void> {
  if (account.claim.role === Role.MANAGER) throw noActiveSubscription();
  // What PayPal bills now decides which one is cancelled.
  await syncLearner(deps, account.row.id);
  const current = await cancellable(deps, account.row.id);
  if (!current) throw noActiveSubscription();
  await cancelWithProvider(deps, current.id, CANCEL_REASON, ['active', 'suspended']);
  // The cancel is done at PayPal; reading it back records PayPal's own time of it, when it can.
  await syncSubscription(deps, current.id).catch((error: unknown) =>
    console.warn(`Subscription ${current.id} was cancelled; reading it back failed:`, error),
  );
}

const noActiveSubscription = () =>
  forbidden('There is no active subscription to cancel.', 'no_active_subscription');
