// Where a row moves once PayPal's record has been read back (transitions.ts): PayPal's status,
// whatever ours was, except back to waiting for approval or from a read older than the change
// already applied (docs/decisions/0036-subscription-truth.md).
import { describe, expect, it } from 'vitest';
import { followedStatus, STATUSES, type Status } from '../../../api/src/modules/payments/transitions';
import type { ProviderStatus } from '../../../api/src/providers/payment/port';

const OURS: Record<ProviderStatus, Status | undefined> = {
  APPROVAL_PENDING: undefined,
  APPROVED: undefined,
  ACTIVE: 'active',
  SUSPENDED: 'suspended',
  CANCELLED: 'cancelled',
  EXPIRED: 'expired',
};

describe('following a read-back', () => {
  it('takes PayPal’s status from every status, and never goes back to created', () => {
    for (const from of STATUSES) {
      for (const [status, to] of Object.entries(OURS) as [ProviderStatus, Status | undefined][]) {
        const moved = followedStatus({ status: from, statusAt: 1_000 }, { status, statusUpdatedAt: 2_000 });
        expect(moved, `${from} read as ${status}`).toBe(to === from ? undefined : to);
      }
    }
  });

  it('counts APPROVED as active at step 2 only', () => {
    const created = { status: 'created' as const, statusAt: null };
    expect(followedStatus(created, { status: 'APPROVED' })).toBeUndefined();
    expect(followedStatus(created, { status: 'APPROVED' }, { approvedIsActive: true })).toBe('active');
  });

  it('leaves the status alone for a read stamped before the change applied, not for one in the same instant', () => {
    const active = { status: 'active' as const, statusAt: 5_000 };
    expect(followedStatus(active, { status: 'SUSPENDED', statusUpdatedAt: 4_000 })).toBeUndefined();
    expect(followedStatus(active, { status: 'CANCELLED', statusUpdatedAt: 5_000 })).toBe('cancelled');
    expect(followedStatus(active, { status: 'CANCELLED' })).toBe('cancelled');
  });
});
