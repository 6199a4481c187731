// The subscription state machine (docs/decisions/0013-payment-states.md): where each provider event moves a
// subscription's status. Pure, so every transition is tested on its own; webhook.ts applies it.
//
// Decisions:
// - A status follows what PayPal says the subscription is: ACTIVATED and RE-ACTIVATED mean ACTIVE,
//   SUSPENDED, CANCELLED and EXPIRED say themselves, UPDATED carries the status in its resource.
// - Ended is final: PayPal never revives a cancelled or expired subscription, so a late ACTIVATED
//   cannot either. Expired may follow cancelled (both are ended; the days stay the same).
// - Payments never move the status: PayPal reports reactivation with RE-ACTIVATED.
// - Events may arrive out of order: a status event older than the change last applied
//   (statusAt) leaves the status alone, so a late SUSPENDED cannot undo a RE-ACTIVATED.
// - A move to active is where the one-active rule applies (webhook.ts, service.ts): a second
//   subscription is cancelled with the provider instead.
import type { PaymentEvent } from './events';

export const STATUSES = ['created', 'active', 'suspended', 'cancelled', 'expired'] as const;
export type Status = (typeof STATUSES)[number];

const ENDED: readonly Status[] = ['cancelled', 'expired'];

/** PayPal's subscription statuses in ours; APPROVAL_PENDING and APPROVED are not a change. */
const PAYPAL_STATUS: Record<string, Status | undefined> = {
  ACTIVE: 'active',
  SUSPENDED: 'suspended',
  CANCELLED: 'cancelled',
  EXPIRED: 'expired',
};

/** The status the provider reports with this event, if the event reports one. */
export function reportedStatus(event: Pick<PaymentEvent, 'type' | 'resourceStatus'>): Status | undefined {
  switch (event.type) {
    case 'BILLING.SUBSCRIPTION.ACTIVATED':
    case 'BILLING.SUBSCRIPTION.RE-ACTIVATED':
      return 'active';
    case 'BILLING.SUBSCRIPTION.SUSPENDED':
      return 'suspended';
    case 'BILLING.SUBSCRIPTION.CANCELLED':
      return 'cancelled';
    case 'BILLING.SUBSCRIPTION.EXPIRED':
      return 'expired';
    case 'BILLING.SUBSCRIPTION.UPDATED':
      return PAYPAL_STATUS[event.resourceStatus ?? ''];
    default:
      return undefined;
  }
}

/** Whether a subscription in `from` can move to `to` at all. */
export function canMove(from: Status, to: Status): boolean {
  if (from === to) return false;
  if (from === 'expired') return false;
  if (from === 'cancelled') return to === 'expired';
  // A subscription is suspended only once active; one we saw only as created was active meanwhile.
  return true;
}

export interface Current {
  status: Status;
  statusAt: number | null;
}

/**
 * The status after the event, or undefined when it stays as it is: the event reports none, the
 * move is not possible, or a newer change was already applied.
 */
export function nextStatus(
  current: Current,
  event: Pick<PaymentEvent, 'type' | 'resourceStatus' | 'occurredAt'>,
): Status | undefined {
  const to = reportedStatus(event);
  if (!to || !canMove(current.status, to)) return undefined;
  if (current.statusAt !== null && event.occurredAt !== undefined && event.occurredAt < current.statusAt) {
    return undefined;
  }
  return to;
}

export const isEnded = (status: Status) => ENDED.includes(status);
export const asStatus = (value: string): Status =>
  (STATUSES as readonly string[]).includes(value) ? (value as Status) : 'created';
