// What the provider's charges pay: each PAYMENT.SALE.COMPLETED carries paidThrough to a calendar
// month after the payment; a refund or reversal (PAYMENT.SALE.REFUNDED, PAYMENT.SALE.REVERSED)
// takes that month back. Sales are recorded by id (payment_sales), so a sale delivered twice pays
// once, and a refund finds its subscription even when PayPal does not name it.
//
// Decisions:
// - After a refund paidThrough is the end of the latest month still paid, and never before the
//   billing start (the trial's days and days paid for earlier are the learner's anyway).
// - A refund of a sale we never saw (it came first, or it predates the sales table) is recorded and
//   changes no days: its sale, should it arrive later, then pays nothing.
// - Any refund takes the whole month back, a partial one too: for a $2 plan there is no smaller
//   part of a month worth keeping apart.
// - The last payment PayPal reports when a subscription is read back (billing_info.last_payment)
//   pays its month when no sale of that time was recorded: its PAYMENT.SALE.COMPLETED was lost or
//   is still on its way. It is kept as a stand-in sale (LAST-…) that the real sale, when it comes,
//   replaces, so a refund of that sale still takes the month back.
import { and, between, eq, isNull, like, or, sql } from 'drizzle-orm';
import { paymentSales, subscriptions } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { addOneMonth } from './billing';
import type { PaymentEvent } from './events';

type Db = AppDeps['db'];
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const s = subscriptions;
const sales = paymentSales;

/** The subscription a sale we recorded belongs to. */
export async function saleSubscription(tx: Db | Tx, saleId: string | undefined): Promise<string | undefined> {
  if (!saleId) return undefined;
  const [sale] = await tx.select({ id: sales.subscriptionId }).from(sales).where(eq(sales.id, saleId));
  return sale?.id;
}

/** The id prefix of a payment known only from a read-back's last_payment. */
const STAND_IN = 'LAST-';
/** A sale and PayPal's last_payment time closer than this are the same payment (a month apart otherwise). */
const SAME_PAYMENT_MS = 60 * 60_000;

const standInsNear = (subscriptionId: string, paidAt: number) =>
  and(
    eq(sales.subscriptionId, subscriptionId),
    between(sales.paidAt, paidAt - SAME_PAYMENT_MS, paidAt + SAME_PAYMENT_MS),
  );

/**
 * PayPal's last payment of a subscription, read back: pays its month unless a sale of that time is
 * recorded already, or a refund waits for a sale we have not seen (it may be this one).
 */
export async function applyLastPayment(tx: Tx, subscriptionId: string, paidAt: number, now: number) {
  const [known] = await tx
    .select({ id: sales.id })
    .from(sales)
    .where(
      or(
        standInsNear(subscriptionId, paidAt),
        and(eq(sales.subscriptionId, subscriptionId), isNull(sales.paidAt)),
      ),
    )
    .limit(1);
  if (known) return;
  const paid = Math.min(paidAt, now);
  await tx
    .insert(sales)
    .values({ id: `${STAND_IN}${subscriptionId}-${paid}`, subscriptionId, paidAt: paid, receivedAt: now });
  await tx
    .update(s)
    .set({ paidThrough: sql`max(coalesce(${s.paidThrough}, 0), ${addOneMonth(paid)})`, updatedAt: now })
    .where(eq(s.id, subscriptionId));
}

/** A completed sale: recorded once, and its month added unless it was refunded first. */
async function completed(tx: Tx, event: PaymentEvent, subscriptionId: string, now: number) {
  const paidAt = Math.min(event.occurredAt ?? now, now);
  const saleId = event.saleId ?? event.id;
  const [known] = await tx.select().from(sales).where(eq(sales.id, saleId));
  if (known) {
    // Refunded before it arrived: remember when it was paid, pay nothing.
    if (known.paidAt === null) await tx.update(sales).set({ paidAt }).where(eq(sales.id, saleId));
    return;
  }
  const through = addOneMonth(paidAt);
  await tx.delete(sales).where(and(standInsNear(subscriptionId, paidAt), like(sales.id, `${STAND_IN}%`)));
  await tx.insert(sales).values({ id: saleId, subscriptionId, paidAt, receivedAt: now });
  // The later of that and the current paidThrough, so a late sale never takes days away.
  await tx
    .update(s)
    .set({ paidThrough: sql`max(coalesce(${s.paidThrough}, 0), ${through})`, updatedAt: now })
    .where(eq(s.id, subscriptionId));
}

/** A refund or reversal: the month its sale paid is taken back. */
async function refunded(tx: Tx, event: PaymentEvent, subscriptionId: string, now: number) {
  const saleId = event.saleId ?? event.id;
  const [known] = await tx.select().from(sales).where(eq(sales.id, saleId));
  if (!known) {
    await tx.insert(sales).values({ id: saleId, subscriptionId, refunded: true, receivedAt: now });
    return;
  }
  if (known.refunded) return;
  await tx.update(sales).set({ refunded: true }).where(eq(sales.id, saleId));
  const [row] = await tx.select().from(s).where(eq(s.id, known.subscriptionId));
  if (!row) return;
  const kept = await tx
    .select({ paidAt: sales.paidAt })
    .from(sales)
    .where(and(eq(sales.subscriptionId, row.id), eq(sales.refunded, false)));
  // A subscription activated before billing_start was kept: the refunded payment's time is the floor.
  const floor = row.billingStart ?? known.paidAt;
  const ends = kept.map((k) => (k.paidAt === null ? null : addOneMonth(k.paidAt)));
  const candidates = [floor, ...ends].filter((v): v is number => v !== null);
  const paidThrough = candidates.length > 0 ? Math.max(...candidates) : row.paidThrough;
  await tx.update(s).set({ paidThrough, updatedAt: now }).where(eq(s.id, row.id));
}

/** Applies a sale event to the subscription it concerns. */
export function applySale(tx: Tx, event: PaymentEvent, subscriptionId: string, now: number) {
  return event.type === 'PAYMENT.SALE.COMPLETED'
    ? completed(tx, event, subscriptionId, now)
    : refunded(tx, event, subscriptionId, now);
}
