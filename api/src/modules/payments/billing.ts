// When a subscription's billing starts and how far a payment carries it.
//
// A subscription bought during the trial starts billing when the trial ends; one bought while
// days of a cancelled subscription remain starts when those days run out; otherwise it starts now.
// A month is a calendar month, as PayPal bills a MONTH interval: the same day of the next month,
// or that month's last day when it is shorter (31 January → 28 or 29 February).
import { DAY_MS, TRIAL_DAYS } from '../../../../shared/accounts/roles';

export function addOneMonth(ms: number): number {
  const start = new Date(ms);
  const day = start.getUTCDate();
  const target = new Date(ms);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.getTime();
}

export interface BillingHistory {
  registeredAt: number;
  /** paidThrough of the learner's current (previous) subscription, if any. */
  paidThrough: number | null;
}

/** The later of now, the end of the free trial and the end of the days already paid for. */
export function billingStart({ registeredAt, paidThrough }: BillingHistory, now: number): number {
  return Math.max(now, registeredAt + TRIAL_DAYS * DAY_MS, paidThrough ?? 0);
}

/**
 * paidThrough of a newly activated subscription: the end of its first paid month. The first charge
 * pays for that month, so it does not extend it again (see webhook.ts).
 */
export const firstPaidThrough = (history: BillingHistory, now: number): number =>
  addOneMonth(billingStart(history, now));
