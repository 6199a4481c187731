// The subscription state machine of docs/decisions/0013-payment-states.md, transition by transition: first the pure
// rule (transitions.ts), then each move as a signed PayPal webhook makes it in the database.
import { describe, expect, it } from 'vitest';
import { nextStatus, STATUSES, type Status } from '../../../api/src/modules/payments/transitions';
import type { PayPalStub } from '../../stubs/paypal';
import type { TestApp } from '../helpers/test-app';
import { signUp } from '../users/helpers';
import { startSubscription, subscriptionRow, withPayPalApp } from './helpers';
import { webhookKit } from './webhook-kit';

/** Each event with the status PayPal reports by it, and where it leads from each status (– stays). */
const EVENTS: [string, string | undefined, Record<Status, Status | '–'>][] = [
  [
    'BILLING.SUBSCRIPTION.ACTIVATED',
    'ACTIVE',
    { created: 'active', active: '–', suspended: 'active', cancelled: '–', expired: '–' },
  ],
  [
    'BILLING.SUBSCRIPTION.RE-ACTIVATED',
    'ACTIVE',
    { created: 'active', active: '–', suspended: 'active', cancelled: '–', expired: '–' },
  ],
  [
    'BILLING.SUBSCRIPTION.SUSPENDED',
    'SUSPENDED',
    { created: 'suspended', active: 'suspended', suspended: '–', cancelled: '–', expired: '–' },
  ],
  [
    'BILLING.SUBSCRIPTION.CANCELLED',
    'CANCELLED',
    { created: 'cancelled', active: 'cancelled', suspended: 'cancelled', cancelled: '–', expired: '–' },
  ],
  [
    'BILLING.SUBSCRIPTION.EXPIRED',
    'EXPIRED',
    { created: 'expired', active: 'expired', suspended: 'expired', cancelled: 'expired', expired: '–' },
  ],
  [
    'BILLING.SUBSCRIPTION.UPDATED',
    'ACTIVE',
    { created: 'active', active: '–', suspended: 'active', cancelled: '–', expired: '–' },
  ],
  [
    'BILLING.SUBSCRIPTION.UPDATED',
    'SUSPENDED',
    { created: 'suspended', active: 'suspended', suspended: '–', cancelled: '–', expired: '–' },
  ],
  [
    'BILLING.SUBSCRIPTION.UPDATED',
    'CANCELLED',
    { created: 'cancelled', active: 'cancelled', suspended: 'cancelled', cancelled: '–', expired: '–' },
  ],
  [
    'BILLING.SUBSCRIPTION.UPDATED',
    'EXPIRED',
    { created: 'expired', active: 'expired', suspended: 'expired', cancelled: 'expired', expired: '–' },
  ],
  [
    'BILLING.SUBSCRIPTION.UPDATED',
    'APPROVED',
    { created: '–', active: '–', suspended: '–', cancelled: '–', expired: '–' },
  ],
  [
    'BILLING.SUBSCRIPTION.PAYMENT.FAILED',
    'ACTIVE',
    { created: '–', active: '–', suspended: '–', cancelled: '–', expired: '–' },
  ],
];
const SALES = ['PAYMENT.SALE.COMPLETED', 'PAYMENT.SALE.REFUNDED', 'PAYMENT.SALE.REVERSED'];

describe('the state machine', () => {
  it('moves each status as the table says, for every event', () => {
    for (const [type, resourceStatus, row] of EVENTS) {
      for (const from of STATUSES) {
        const next = nextStatus({ status: from, statusAt: null }, { type: type as never, resourceStatus });
        expect(next ?? '–', `${type} (${resourceStatus}) from ${from}`).toBe(row[from]);
      }
    }
  });

  it('never moves the status on a payment, a refund or a reversal', () => {
    for (const type of SALES)
      for (const from of STATUSES)
        expect(nextStatus({ status: from, statusAt: null }, { type: type as never })).toBeUndefined();
  });

  it('leaves the status alone for an event older than the change last applied', () => {
    const current = { status: 'active' as const, statusAt: Date.parse('2030-02-01T00:00:00Z') };
    const suspended = { type: 'BILLING.SUBSCRIPTION.SUSPENDED' as const };
    expect(
      nextStatus(current, { ...suspended, occurredAt: Date.parse('2030-01-31T23:59:59Z') }),
    ).toBeUndefined();
    expect(nextStatus(current, { ...suspended, occurredAt: Date.parse('2030-02-01T00:00:01Z') })).toBe(
      'suspended',
    );
  });
});

let stub: PayPalStub;
let t: TestApp;
withPayPalApp((app, standIn) => {
  t = app;
  stub = standIn;
});
const kit = webhookKit(() => ({ t, stub }));

describe('each transition through the webhook', () => {
  it('moves the stored subscription as the table says, and a replay of each event changes nothing', async () => {
    const { id } = await kit.subscriber();
    for (const [type, resourceStatus, row] of EVENTS) {
      for (const from of STATUSES) {
        await t.client.execute({
          sql: 'UPDATE subscriptions SET status = ?, status_at = NULL WHERE id = ?',
          args: [from, id],
        });
        t.clock.advance(1_000);
        const sent = kit.event(type, { id, status: resourceStatus });
        expect(await kit.outcomeOf(sent)).toBe('applied');
        const expected = row[from] === '–' ? from : row[from];
        expect((await subscriptionRow(t, id)).status, `${type} (${resourceStatus}) from ${from}`).toBe(
          expected,
        );

        // Whatever happened since, the same event id is not applied again.
        await t.client.execute({
          sql: 'UPDATE subscriptions SET status = ?, status_at = NULL WHERE id = ?',
          args: [from, id],
        });
        expect(await kit.outcomeOf(sent)).toBe('replayed');
        expect((await subscriptionRow(t, id)).status).toBe(from);
      }
    }
  });

  it('an ACTIVATED that arrives after a newer SUSPENDED leaves the subscription suspended', async () => {
    const { token } = await signUp(t, 'bo@example.com');
    const id = await startSubscription(t, token);
    stub.approve(id);
    const activatedAt = new Date(t.clock.now()).toISOString();
    t.clock.advance(60_000);
    expect(
      await kit.outcomeOf(kit.event('BILLING.SUBSCRIPTION.SUSPENDED', { id, status: 'SUSPENDED' })),
    ).toBe('applied');
    expect(
      await kit.outcomeOf(
        kit.event('BILLING.SUBSCRIPTION.ACTIVATED', { id, status: 'ACTIVE' }, { at: activatedAt }),
      ),
    ).toBe('applied');
    expect((await subscriptionRow(t, id)).status).toBe('suspended');
  });

  it('a SUSPENDED older than the RE-ACTIVATED already applied does not suspend again', async () => {
    const { id } = await kit.subscriber();
    const at = (offsetS: number) => new Date(t.clock.now() + offsetS * 1000).toISOString();
    const [first, late, reactivated] = [at(10), at(20), at(30)];
    t.clock.advance(60_000);
    await kit.deliver(
      kit.event('BILLING.SUBSCRIPTION.SUSPENDED', { id, status: 'SUSPENDED' }, { at: first }),
    );
    await kit.deliver(
      kit.event('BILLING.SUBSCRIPTION.RE-ACTIVATED', { id, status: 'ACTIVE' }, { at: reactivated }),
    );
    expect((await subscriptionRow(t, id)).status).toBe('active');
    const stale = kit.event('BILLING.SUBSCRIPTION.SUSPENDED', { id, status: 'SUSPENDED' }, { at: late });
    expect(await kit.outcomeOf(stale)).toBe('applied');
    expect((await subscriptionRow(t, id)).status).toBe('active');
  });
});
