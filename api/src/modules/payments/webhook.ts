// Provider webhooks (POST /api/payments/webhook): PayPal tells us that something happened to a
// subscription — renewals, refunds, failed payments, suspensions and reactivations, cancellations
// made on PayPal's own site, the end of a plan. Each event is only the reason to read the
// subscription back from PayPal and follow what PayPal keeps (sync.ts,
// docs/decisions/0036-subscription-truth.md); a sale's event also records the sale (sales.ts).
//
// Decisions:
// - The signature is checked first; a bad one answers 400 and changes nothing. When PayPal cannot
//   check it (its verify call fails) the answer is 503, so PayPal delivers the event again.
// - The read-back comes next: when it fails the answer is 503 and nothing is recorded, so PayPal
//   delivers the event again. The event's own status and time are never applied.
// - Each event id is recorded once: the change and the payment_events row are written in one
//   transaction that first checks the id is absent, so a replay answers 200 and changes nothing.
// - A move to active that would give the learner a second active subscription cancels that one
//   with PayPal first and only then records the event; when PayPal cannot confirm the cancel the
//   answer is 503, so PayPal delivers the event again and the cancel is tried again.
// - An event for a subscription we do not know is logged and answered 200: PayPal would otherwise
//   retry it for days.
// - Test mode (PAYMENT_PROVIDER=local) has no webhooks: nobody outside knows its subscriptions,
//   so the route answers 404 there, and the server makes its monthly charges (local-charges.ts).
import { eq } from 'drizzle-orm';
import { paymentEvents, subscriptions } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { badRequest, notFound } from '../../errors';
import type { SubscriptionSnapshot } from '../../providers/payment/port';
import type { SubscriptionRow } from '../users/account';
import { isSaleEvent, type PaymentEvent, parsePaymentEvent } from './events';
import { followProvider, type Tx } from './follow-provider';
import { applySale, saleSubscription } from './sales';
import { cancelSecond, tellLearner } from './second-subscription';
import { oneReadAtATime, readBack, twiceOnRace } from './sync';

export const webhooksDisabled = () =>
  notFound('Test mode receives no payment webhooks.', 'webhooks_disabled');

export type WebhookOutcome = 'applied' | 'replayed' | 'ignored' | 'unknown_subscription' | 'second_cancelled';

type Applied = { outcome: WebhookOutcome } | { second: SubscriptionRow; keptId: string };

const s = subscriptions;

const isRecorded = async (db: AppDeps['db'] | Tx, id: string) =>
  (await db.select({ id: paymentEvents.id }).from(paymentEvents).where(eq(paymentEvents.id, id))).length > 0;

/** One event in one transaction: the sale it reports, PayPal's record of the subscription, the event. */
async function applyEvent(
  deps: AppDeps,
  tx: Tx,
  event: PaymentEvent,
  id: string,
  snapshot: SubscriptionSnapshot | null,
): Promise<Applied> {
  if (await isRecorded(tx, event.id)) return { outcome: 'replayed' };
  const [row] = await tx.select().from(s).where(eq(s.id, id));
  if (!row) return { outcome: 'unknown_subscription' };
  const now = deps.clock.now();
  // The sale first, so PayPal's last payment, when it is this sale, is not paid twice.
  if (isSaleEvent(event.type)) await applySale(tx, event, row.id, now);
  if (snapshot) {
    const followed = await followProvider(tx, row, snapshot, now);
    if ('second' in followed) return followed;
  }
  await tx
    .insert(paymentEvents)
    .values({ id: event.id, type: event.type, subscriptionId: row.id, receivedAt: now });
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
  if (await isRecorded(deps.db, event.id)) return 'replayed';
  const id = event.subscriptionId ?? (await saleSubscription(deps.db, event.saleId));
  const [row] = id ? await deps.db.select().from(s).where(eq(s.id, id)) : [];
  if (!row || row.provider !== deps.payment.name) {
    console.warn(`Payment webhook ${event.id} (${event.type}) names an unknown subscription ${id}.`);
    return 'unknown_subscription';
  }
  return oneReadAtATime(row.id, async () => {
    // Whatever the event says, PayPal's record now is what the row follows.
    const snapshot = await readBack(deps, row.id);
    const applied = await twiceOnRace(deps, (tx) => applyEvent(deps, tx, event, row.id, snapshot));
    if ('outcome' in applied) return applied.outcome;
    return stopSecond(deps, event, applied.second, applied.keptId);
  });
}
