// Provider webhooks (POST /api/payments/webhook): PayPal tells us what happened to a
// subscription after step 2 — renewals, failed payments, suspensions, cancellations made on
// PayPal's own site, the end of a plan.
//
// Decisions:
// - The signature is checked first; a bad one answers 400 and changes nothing.
// - Each event id is applied once: the state change and the payment_events row are written in
//   one batch (one transaction), and the change applies only while the event id is absent, so a
//   replay — even two deliveries at once — answers 200 and changes nothing.
// - State changes are written as SQL expressions of the current row, so two different events for
//   the same subscription arriving together (ACTIVATED and the first SALE.COMPLETED do) both count.
// - An event for a subscription we do not know is logged and answered 200: PayPal would otherwise
//   retry it for days.
// - BILLING.SUBSCRIPTION.PAYMENT.FAILED is recorded and leaves the state as it is: PayPal keeps the
//   subscription ACTIVE while it retries, and sends SUSPENDED when it gives up.
// - Test mode (PAYMENT_PROVIDER=local) has no webhooks: nobody outside knows its subscriptions,
//   so the route answers 404 there, and the server makes its monthly charges (local-charges.ts).
import { and, eq, max, type SQL, sql } from 'drizzle-orm';
import { paymentEvents, subscriptions, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { badRequest, notFound } from '../../errors';
import { addOneMonth, billingStart } from './billing';
import { type PaymentEvent, parsePaymentEvent } from './events';

export const webhooksDisabled = () =>
  notFound('Test mode receives no payment webhooks.', 'webhooks_disabled');

export type WebhookOutcome = 'applied' | 'replayed' | 'ignored' | 'unknown_subscription';

const s = subscriptions;

/** The new values of a subscription's columns, computed in the database from its current row. */
async function changesFor(deps: AppDeps, event: PaymentEvent, userId: number) {
  const now = deps.clock.now();
  const keepEnded = (next: string) =>
    sql`case when ${s.status} in ('cancelled', 'expired') then ${s.status} else ${next} end`;
  const changes: { status?: SQL | string; paidThrough?: SQL } = {};
  switch (event.type) {
    case 'BILLING.SUBSCRIPTION.ACTIVATED': {
      // Also covers the webhook arriving before step 2: billing starts the same way. Nothing is
      // paid yet, so paidThrough is the billing start; the first charge moves it on.
      const history = await billingHistory(deps, userId);
      changes.status = keepEnded('active');
      changes.paidThrough = sql`coalesce(${s.paidThrough}, ${billingStart(history, now)})`;
      break;
    }
    case 'BILLING.SUBSCRIPTION.CANCELLED':
      changes.status = sql`case when ${s.status} = 'expired' then ${s.status} else 'cancelled' end`;
      break;
    case 'BILLING.SUBSCRIPTION.SUSPENDED':
      changes.status = sql`case when ${s.status} = 'active' then 'suspended' else ${s.status} end`;
      break;
    case 'BILLING.SUBSCRIPTION.EXPIRED':
      changes.status = 'expired';
      break;
    case 'BILLING.SUBSCRIPTION.PAYMENT.FAILED':
      return null;
    case 'PAYMENT.SALE.COMPLETED': {
      // A payment pays one month from when it was made: the first one (when billing starts) and
      // each renewal (as the paid month ends) carry the subscription a month further. The later
      // of that and the current paidThrough, so a late or replayed sale never takes days away.
      const paidAt = Math.min(event.occurredAt ?? now, now);
      changes.paidThrough = sql`max(coalesce(${s.paidThrough}, 0), ${addOneMonth(paidAt)})`;
      changes.status = sql`case when ${s.status} = 'suspended' then 'active' else ${s.status} end`;
      break;
    }
  }
  return { ...changes, updatedAt: now };
}

async function billingHistory(deps: AppDeps, userId: number) {
  const [user] = await deps.db
    .select({ registeredAt: users.registeredAt })
    .from(users)
    .where(eq(users.id, userId));
  const [paid] = await deps.db
    .select({ paidThrough: max(s.paidThrough) })
    .from(s)
    .where(eq(s.userId, userId));
  return { registeredAt: user?.registeredAt ?? 0, paidThrough: paid?.paidThrough ?? null };
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
  if (!event?.subscriptionId) return 'ignored';

  const [row] = await deps.db.select().from(s).where(eq(s.id, event.subscriptionId)).limit(1);
  if (!row || row.provider !== deps.payment.name) {
    console.warn(
      `Payment webhook ${event.id} (${event.type}) names an unknown subscription ${event.subscriptionId}.`,
    );
    return 'unknown_subscription';
  }

  const changes = await changesFor(deps, event, row.userId);
  const record = deps.db
    .insert(paymentEvents)
    .values({ id: event.id, type: event.type, subscriptionId: row.id, receivedAt: deps.clock.now() })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  if (!changes) {
    const [recorded] = await record;
    return recorded ? 'applied' : 'replayed';
  }
  const notYetApplied = sql`not exists (select 1 from payment_events where id = ${event.id})`;
  const [, recorded] = await deps.db.batch([
    deps.db
      .update(s)
      .set(changes)
      .where(and(eq(s.id, row.id), notYetApplied)),
    record,
  ]);
  return recorded.length > 0 ? 'applied' : 'replayed';
}
