// Test mode's monthly charge (PAYMENT_PROVIDER=local). PayPal charges a subscription when its
// billing starts and then once a month, and each PAYMENT.SALE.COMPLETED carries paidThrough to a
// month after the charge (webhook.ts). Test mode has no PayPal to do that, so the server charges
// on its behalf: an active local subscription whose paidThrough has come is renewed month by month
// up to now, as those payments would have. It runs before every request (index.ts) and in the
// hourly job (jobs/retention.ts), so no one reads or changes a subscription with paidThrough left
// behind: an active subscriber keeps paid days ahead, and a cancel keeps the month under way.
import { and, eq, lte, min } from 'drizzle-orm';
import { subscriptions } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { chargesDue } from './billing';

type ChargeDeps = Pick<AppDeps, 'db' | 'clock'>;

const s = subscriptions;
const activeLocal = and(eq(s.provider, 'local'), eq(s.status, 'active'));

/** Makes every monthly charge that has come due; answers how many months were charged. */
export async function chargeDueMonths(deps: ChargeDeps): Promise<number> {
  const now = deps.clock.now();
  const due = await deps.db
    .select({ id: s.id, paidThrough: s.paidThrough, billingStart: s.billingStart })
    .from(s)
    .where(and(activeLocal, lte(s.paidThrough, now)));
  let charged = 0;
  for (const row of due) {
    if (row.paidThrough === null) continue;
    const { paidThrough, months } = chargesDue(row.paidThrough, now, row.billingStart ?? row.paidThrough);
    // Only over the value read: two catch-ups at once charge each month once.
    const [renewed] = await deps.db
      .update(s)
      .set({ paidThrough, updatedAt: now })
      .where(and(eq(s.id, row.id), eq(s.status, 'active'), eq(s.paidThrough, row.paidThrough)))
      .returning({ id: s.id });
    if (renewed) charged += months;
  }
  return charged;
}

/** When the next charge of an active local subscription falls; null when none is active. */
async function nextChargeAt(deps: ChargeDeps): Promise<number | null> {
  const [next] = await deps.db
    .select({ at: min(s.paidThrough) })
    .from(s)
    .where(activeLocal);
  return next?.at ?? null;
}

export interface LocalCharges {
  /** Charges what has come due. Reads the database only once the next charge's time has come. */
  catchUp(): Promise<void>;
  /** A subscription was activated: its first charge may be due now or at its own billing start. */
  activated(): Promise<void>;
}

/**
 * Keeps test mode's charges up to date before each request at almost no cost: the time of the next
 * charge is kept in memory (test mode's subscriptions live in this one process, see
 * providers/payment/local.ts), so most requests compare two numbers and touch no table.
 */
export function createLocalCharges(deps: ChargeDeps): LocalCharges {
  let checkAt = Number.NEGATIVE_INFINITY;
  // Raised by each activation, so a catch-up that read the table before it cannot hide its charge.
  let generation = 0;
  let running: Promise<void> | null = null;

  const run = async () => {
    const started = generation;
    await chargeDueMonths(deps);
    const next = await nextChargeAt(deps);
    if (generation === started) checkAt = next ?? Number.POSITIVE_INFINITY;
  };
  const catchUp = (): Promise<void> => {
    if (deps.clock.now() < checkAt) return Promise.resolve();
    running ??= run().finally(() => {
      running = null;
    });
    return running;
  };
  return {
    catchUp,
    async activated() {
      generation += 1;
      checkAt = Number.NEGATIVE_INFINITY;
      await running;
      await catchUp();
    },
  };
}
