// Where a subscription row moves once the provider's own record of it has been read back
// (docs/decisions/0036-subscription-truth.md). Pure, so each rule is tested on its own;
// follow-provider.ts applies it.
//
// Decisions:
// - The row takes the status the provider reports NOW, read with GET /v1/billing/subscriptions/{id}
//   after each event, step 2, cancel and the return from PayPal. An event only triggers the read;
//   its type, its resource and its create_time are never trusted for the status, so events that
//   arrive late, twice, in the same second or never all end with the row as PayPal keeps it.
// - PayPal never takes a subscription back to waiting for approval: a row past 'created' stays.
// - A read stamped (status_update_time) before the change already applied is an older read that
//   lost a race with a newer one (another instance): it leaves the status alone. Reads of one
//   subscription in one process run one at a time, so this only matters across instances.
// - A move to active is where the one-active rule applies (follow-provider.ts): a second
//   subscription is cancelled with the provider instead.
import type { ProviderStatus, SubscriptionSnapshot } from '../../providers/payment/port';

export const STATUSES = ['created', 'active', 'suspended', 'cancelled', 'expired'] as const;
export type Status = (typeof STATUSES)[number];

const ENDED: readonly Status[] = ['cancelled', 'expired'];

const FROM_PROVIDER: Record<ProviderStatus, Status> = {
  APPROVAL_PENDING: 'created',
  APPROVED: 'created',
  ACTIVE: 'active',
  SUSPENDED: 'suspended',
  CANCELLED: 'cancelled',
  EXPIRED: 'expired',
};

export interface FollowOptions {
  /** Step 2 activates a subscription the learner approved (PayPal's APPROVED) as it does an ACTIVE one. */
  approvedIsActive?: boolean;
}

/** Our status for the provider's. */
export function statusFor(status: ProviderStatus, { approvedIsActive = false }: FollowOptions = {}): Status {
  return approvedIsActive && status === 'APPROVED' ? 'active' : FROM_PROVIDER[status];
}

export interface Current {
  status: Status;
  statusAt: number | null;
}

/** The status the row moves to after the read, or undefined when it stays as it is. */
export function followedStatus(
  current: Current,
  snapshot: Pick<SubscriptionSnapshot, 'status' | 'statusUpdatedAt'>,
  options: FollowOptions = {},
): Status | undefined {
  const to = statusFor(snapshot.status, options);
  if (to === current.status || to === 'created') return undefined;
  const stamped = snapshot.statusUpdatedAt;
  if (current.statusAt !== null && stamped !== undefined && stamped < current.statusAt) return undefined;
  return to;
}

export const isEnded = (status: Status) => ENDED.includes(status);
export const asStatus = (value: string): Status =>
  (STATUSES as readonly string[]).includes(value) ? (value as Status) : 'created';
