// When a subscription's billing starts and how far its charges carry it.
//
// A subscription bought during the trial starts billing when the trial ends; one bought while
// days of a cancelled subscription remain starts when those days run out; otherwise it starts now.
// Nothing is paid for before the first charge: at activation paidThrough is the billing start, and
// each charge (PayPal's PAYMENT.SALE.COMPLETED, or test mode's simulated one) carries it to one
// month after that charge. While the subscription is active the role is 3 whatever paidThrough is.
// A month is a calendar month, as PayPal bills a MONTH interval: the same day of the next month,
// or that month's last day when it is shorter (31 January → 28 or 29 February).
import { DAY_MS, TRIAL_DAYS } from '../../../../shared/accounts/roles';

/** `months` calendar months after `ms`: the same day, or that month's last day when it is shorter. */
export function addMonths(ms: number, months: number): number {
  const day = new Date(ms).getUTCDate();
  const target = new Date(ms);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.getTime();
}

export const addOneMonth = (ms: number): number => addMonths(ms, 1);

export interface BillingHistory {
  registeredAt: number;
  /** paidThrough of the learner's current (previous) subscription, if any. */
  paidThrough: number | null;
}

/**
 * The later of now, the end of the free trial and the end of the days already paid for: when the
 * first charge falls, and so paidThrough of a newly activated subscription.
 */
export function billingStart({ registeredAt, paidThrough }: BillingHistory, now: number): number {
  return Math.max(now, registeredAt + TRIAL_DAYS * DAY_MS, paidThrough ?? 0);
}

/**
 * The charges of an active subscription that have come due by `now`: how far they carry it and how
 * many there were. Each is charged when the paid days run out and pays one more month, as PayPal
 * renews a subscription. The months count from the billing start (`anchor`), as PayPal keeps a
 * subscription's billing day: started on 31 January it is charged on 28 February and then on
 * 31 March, not on the 28th ever after.
 */
export function chargesDue(
  paidThrough: number,
  now: number,
  anchor = paidThrough,
): { paidThrough: number; months: number } {
  // The months of the anchor already paid for; the next charge pays through the one after.
  let paidMonths = 0;
  while (addMonths(anchor, paidMonths + 1) <= paidThrough) paidMonths += 1;
  let through = paidThrough;
  let months = 0;
  while (through <= now) {
    paidMonths += 1;
    through = addMonths(anchor, paidMonths);
    months += 1;
  }
  return { paidThrough: through, months };
}
