// Provider webhooks (POST /api/payments/webhook): PayPal tells us what happened to a
// subscription after step 2 — renewals, refunds, failed payments, suspensions and reactivations,
// cancellations made on PayPal's own site, the end of a plan. The states and every transition are
// in docs/decisions/0013-payment-states.md and transitions.ts.
//
// Decisions:
// - The signature is checked first; a bad one answers 400 and changes nothing.
// - Each event id is applied once: the change and the payment_events row are written in one
//   transaction that first checks the id is absent, so a replay — even two deliveries at once —
//   answers 200 and changes nothing.
// - A move to active that would give the learner a second active subscription cancels that one
//   with PayPal first and only then records the event; when PayPal cannot confirm the cancel the
//   answer is 503, so PayPal delivers the event again and the cancel is tried again.
// - An event for a subscription we do not know is logged and answered 200: PayPal would otherwise
//   retry it for days.
// - BILLING.SUBSCRIPTION.PAYMENT.FAILED is recorded and leaves the state as it is: PayPal keeps the
//   subscription ACTIVE while it retries, and sends SUSPENDED when it gives up.
// - Test mode (PAYMENT_PROVIDER=local) has no webhooks: nobody outside knows its subscriptions,
//   so the route answers 404 there, and the server makes its monthly charges (local-charges.ts).
import { eq, max } from 'drizzle-orm';
import { paymentEvents, subscriptions, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { badRequest, notFound } from '../../errors';
import type { SubscriptionRow } from '../users/account';
import { billingStart } from './billing';
import { isSaleEvent, type PaymentEvent, parsePaymentEvent } from './events';
import { applySale, saleSubscription } from './sales';
import { cancelSecond, isOneActiveViolation, otherActive, tellLearner } from './second-subscription';
import { asStatus, nextStatus, reportedStatus } from './transitions';

export const webhooksDisabled = () =>
  notFound('Test mode receives no payment webhooks.', 'webhooks_disabled');

export type WebhookOutcome = 'applied' | 'replayed' | 'ignored' | 'unknown_subscription' | 'second_cancelled';

type Tx = Parameters<Parameters<AppDeps['db']['transaction']>[0]>[0];
type Applied = { outcome: WebhookOutcome } | { second: SubscriptionRow; keptId: string };

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

const record = (tx: Tx, event: PaymentEvent, subscriptionId: string, now: number) =>
  tx.insert(paymentEvents).values({ id: event.id, type: event.type, subscriptionId, receivedAt: now });

/** One event in one transaction: the status move, the days paid, and the record of the event. */
async function applyEvent(deps: AppDeps, tx: Tx, event: PaymentEvent): Promise<Applied> {
  const [done] = await tx.select().from(paymentEvents).where(eq(paymentEvents.id, event.id));
  if (done) return { outcome: 'replayed' };
  const subscriptionId = event.subscriptionId ?? (await saleSubscription(tx, event.saleId));
  const [row] = subscriptionId ? await tx.select().from(s).where(eq(s.id, subscriptionId)) : [];
  if (!row || row.provider !== deps.payment.name) {
    console.warn(
      `Payment webhook ${event.id} (${event.type}) names an unknown subscription ${subscriptionId}.`,
    );
    return { outcome: 'unknown_subscription' };
  }
  const now = deps.clock.now();
  const next = nextStatus({ status: asStatus(row.status), statusAt: row.statusAt }, event);
  if (next === 'active') {
    const other = await otherActive(tx, row.userId, row.id);
    if (other) return { second: row, keptId: other.id };
  }
  const changes: Partial<SubscriptionRow> = { updatedAt: now };
  if (next) Object.assign(changes, { status: next, statusAt: event.occurredAt ?? now });
  // The first news of activation, whichever event brings it, starts billing: nothing is paid yet,
  // so paidThrough is the billing start and the first charge moves it on.
  const runs = ['active', 'suspended'].includes(next ?? row.status);
  if (reportedStatus(event) === 'active' && row.billingStart === null && runs) {
    const start = billingStart(await billingHistory(tx, row.userId), now);
    Object.assign(changes, { billingStart: start, paidThrough: row.paidThrough ?? start });
  }
  await tx.update(s).set(changes).where(eq(s.id, row.id));
  if (isSaleEvent(event.type)) await applySale(tx, event, row.id, now);
  await record(tx, event, row.id, now);
  return { outcome: 'applied' };
}

/** The second subscription is cancelled with PayPal, then the event is recorded and the learner told. */
async function stopSecond(deps: AppDeps, event: PaymentEvent, row: SubscriptionRow, keptId: string) {
  await cancelSecond(deps, row.id);
  const recorded = await deps.db
    .insert(paymentEvents)
    .values({ id: event.id, type: event.type, subscriptionId: row.id, receivedAt: deps.clock.now() })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  if (recorded.length === 0) return 'replayed';
  console.warn(`Subscription ${row.id} was cancelled with the provider: the learner already has ${keptId}.`);
  await tellLearner(deps, row.userId, row.id, keptId);
  return 'second_cancelled';
}

export async function receiveWebhook(
  deps: AppDeps,
  headers: Record<string, string | undefined>,
  rawBody: string,
): Promise<WebhookOutcome> {
  if (deps.payment.name === 'local') {
    throw webhooksDisabled();
  }
  if (!(await deps.payment.verifyWebhook(headers, rawBody))) {
    throw badRequest('The webhook signature could not be verified.', 'bad_signature');
  }
  const event = parsePaymentEvent(rawBody);
  if (!event || (!event.subscriptionId && !event.saleId)) return 'ignored';
  // Twice at most: a step 2 that activated another subscription meanwhile trips the one-active
  // index once, and the second pass sees that subscription.
  for (let attempt = 1; ; attempt += 1) {
    try {
      const applied = await deps.db.transaction((tx) => applyEvent(deps, tx, event));
      if ('outcome' in applied) return applied.outcome;
      return await stopSecond(deps, event, applied.second, applied.keptId);
    } catch (error) {
      if (attempt >= 2 || !isOneActiveViolation(error)) throw error;
    }
  }
}
