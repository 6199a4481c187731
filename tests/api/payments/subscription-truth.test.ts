// Subscriptions follow PayPal's record, not the order of its events
// (docs/decisions/0036-subscription-truth.md): every webhook, step 1, step 2, the cancel and the
// payment page's sync read the subscription back (GET /v1/billing/subscriptions/{id}) and apply
// what PayPal keeps. Each attack on the old event-driven state has its test here.
import { describe, expect, it } from 'vitest';
import type { PayPalStub } from '../../stubs/paypal';
import type { TestApp } from '../helpers/test-app';
import { signUp } from '../users/helpers';
import {
  currentClaim,
  logIn,
  SUBSCRIBE,
  setClock,
  startSubscription,
  subscriptionRow,
  withPayPalApp,
} from './helpers';
import { webhookKit } from './webhook-kit';

let stub: PayPalStub;
let t: TestApp;
withPayPalApp((app, standIn) => {
  t = app;
  stub = standIn;
});
const kit = webhookKit(() => ({ t, stub }));

const subscriptionReads = (id: string) =>
  stub.calls.filter((c) => c.method === 'GET' && c.path === `/v1/billing/subscriptions/${id}`).length;
const stepOne = (token: string) => t.request('POST', '/api/create-subscription', { token, body: SUBSCRIBE });

describe('events out of order', () => {
  it('suspended-then-reactivated-then-stale-suspended: the learner stays active and is not offered Subscribe', async () => {
    const { id, token } = await kit.subscriber();
    stub.suspend(id);
    const suspended = kit.event('BILLING.SUBSCRIPTION.SUSPENDED', { id, status: 'SUSPENDED' });
    // Our verify call is down: 503, so PayPal will deliver the SUSPENDED again later.
    stub.failures.verifyDown = true;
    expect((await kit.deliver(suspended)).status).toBe(503);
    stub.failures.verifyDown = false;

    t.clock.advance(60_000);
    stub.reactivate(id);
    expect(
      await kit.outcomeOf(kit.event('BILLING.SUBSCRIPTION.RE-ACTIVATED', { id, status: 'ACTIVE' })),
    ).toBe('applied');
    // The old SUSPENDED comes back: applied (recorded), but the row follows PayPal's ACTIVE.
    expect(await kit.outcomeOf(suspended)).toBe('applied');
    expect((await subscriptionRow(t, id)).status).toBe('active');
    expect((await currentClaim(t, token)).role).toBe(3);
    expect((await stepOne(token)).status).toBe(403);
    expect(stub.subscriptions.size).toBe(1);
  });

  it('same-second cancel: a CANCELLED stamped in the whole second of the reactivation cancels', async () => {
    const { id, token } = await kit.subscriber();
    stub.suspend(id);
    await kit.deliver(kit.event('BILLING.SUBSCRIPTION.SUSPENDED', { id, status: 'SUSPENDED' }));
    setClock(t, '2030-01-10T13:00:00.200Z');
    stub.reactivate(id);
    // The reactivation's event time has milliseconds, the cancel's only its whole second.
    const reactivated = kit.event(
      'BILLING.SUBSCRIPTION.RE-ACTIVATED',
      { id, status: 'ACTIVE' },
      { at: '2030-01-10T13:00:00.200Z' },
    );
    t.clock.advance(500);
    stub.cancelAtPayPal(id);
    const cancelled = kit.event(
      'BILLING.SUBSCRIPTION.CANCELLED',
      { id, status: 'CANCELLED' },
      { at: '2030-01-10T13:00:00Z' },
    );

    expect(await kit.outcomeOf(reactivated)).toBe('applied');
    expect(await kit.outcomeOf(cancelled)).toBe('applied');
    expect((await subscriptionRow(t, id)).status).toBe('cancelled');
    expect((await currentClaim(t, token)).role).toBe(4);
  });
});

describe('duplicated events', () => {
  it('the same event delivered at once and again, and a second event saying the same, converge on PayPal’s state', async () => {
    const { id } = await kit.subscriber();
    setClock(t, '2030-02-09T12:00:00Z');
    stub.pay(id);
    const sale = kit.event('PAYMENT.SALE.COMPLETED', kit.sale(id, '2030-02-09T12:00:00Z'));
    const outcomes = await Promise.all([kit.outcomeOf(sale), kit.outcomeOf(sale), kit.outcomeOf(sale)]);
    expect(outcomes.filter((o) => o === 'applied')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'replayed')).toHaveLength(2);
    // Another event id about the same payment (PayPal's own retry under a new id) pays nothing more.
    expect(
      await kit.outcomeOf(kit.event('PAYMENT.SALE.COMPLETED', kit.sale(id, '2030-02-09T12:00:00Z'))),
    ).toBe('applied');
    expect(await subscriptionRow(t, id)).toMatchObject({
      status: 'active',
      paidThrough: Date.parse('2030-03-09T12:00:00Z'),
    });
    expect(await kit.eventCount()).toBe(2);
  });
});

describe('a read-back that agrees', () => {
  it('writes nothing, not even the row’s time of change (a refused cancel changes nothing)', async () => {
    const { id, token } = await kit.subscriber();
    const wholeRow = async () =>
      (await t.client.execute({ sql: 'SELECT * FROM subscriptions WHERE id = ?', args: [id] })).rows[0];
    const before = await wholeRow();
    t.clock.advance(60_000);
    expect((await t.request('POST', '/api/payments/sync', { token })).status).toBe(204);
    expect(subscriptionReads(id)).toBeGreaterThan(0);
    expect(await wholeRow()).toEqual(before);
  });
});

describe('lost events', () => {
  it('only a later unrelated event arrives: the row takes PayPal’s status and last payment', async () => {
    const { id, email, password } = await kit.subscriber();
    // At PayPal: charged on 9 February, suspended, reactivated, charged on 9 March, cancelled by
    // the buyer on PayPal's site. None of those events reaches us.
    setClock(t, '2030-02-09T12:00:00Z');
    stub.pay(id);
    stub.suspend(id);
    t.clock.advance(60_000);
    stub.reactivate(id);
    setClock(t, '2030-03-09T12:00:00Z');
    stub.pay(id);
    t.clock.advance(3_600_000);
    stub.cancelAtPayPal(id);
    expect((await subscriptionRow(t, id)).status).toBe('active');

    // Only a failed-payment notice of no consequence arrives.
    const notice = kit.event('BILLING.SUBSCRIPTION.PAYMENT.FAILED', { id, status: 'ACTIVE' });
    expect(await kit.outcomeOf(notice)).toBe('applied');
    expect(await subscriptionRow(t, id)).toMatchObject({
      status: 'cancelled',
      paidThrough: Date.parse('2030-04-09T12:00:00Z'),
    });
    const token = await logIn(t, email, password);
    expect(await currentClaim(t, token)).toMatchObject({ role: 4 });

    // The lost sale arrives after all: its month is the one already counted.
    await kit.deliver(kit.event('PAYMENT.SALE.COMPLETED', kit.sale(id, '2030-03-09T12:00:00Z')));
    expect((await subscriptionRow(t, id)).paidThrough).toBe(Date.parse('2030-04-09T12:00:00Z'));
  });

  it('a start approved at PayPal whose step 2 and events were lost: the payment page’s sync finds it, step 1 refuses another', async () => {
    const { token } = await signUp(t, 'cy@example.com');
    const id = await startSubscription(t, token);
    stub.approve(id);
    expect((await currentClaim(t, token)).role).toBe(1);

    const sync = await t.request('POST', '/api/payments/sync', { token });
    expect(sync.status).toBe(204);
    expect((await subscriptionRow(t, id)).status).toBe('active');
    expect(await currentClaim(t, token)).toMatchObject({ role: 3, subscriptionId: id });
    expect((await stepOne(token)).status).toBe(403);
    expect(stub.subscriptions.size).toBe(1);
  });

  it('step 1 itself reads back a start approved at PayPal and starts nothing more', async () => {
    const { token } = await signUp(t, 'di@example.com');
    const id = await startSubscription(t, token);
    stub.approve(id);
    const res = await stepOne(token);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: 'already_subscribed' });
    expect(stub.subscriptions.size).toBe(1);
    expect((await subscriptionRow(t, id)).status).toBe('active');
  });
});

describe('PayPal failing', () => {
  it('verify-call down: 503, nothing recorded; PayPal’s retry is applied', async () => {
    const { id } = await kit.subscriber();
    stub.cancelAtPayPal(id);
    const cancelled = kit.event('BILLING.SUBSCRIPTION.CANCELLED', { id, status: 'CANCELLED' });
    stub.failures.verifyDown = true;
    expect((await kit.deliver(cancelled)).status).toBe(503);
    expect((await subscriptionRow(t, id)).status).toBe('active');
    expect(await kit.eventCount()).toBe(0);

    stub.failures.verifyDown = false;
    expect(await kit.outcomeOf(cancelled)).toBe('applied');
    expect((await subscriptionRow(t, id)).status).toBe('cancelled');
  });

  it('read-back failure: PayPal’s GET down answers 503 and changes nothing, so PayPal resends', async () => {
    const { id } = await kit.subscriber();
    setClock(t, '2030-02-09T12:00:00Z');
    stub.pay(id);
    stub.cancelAtPayPal(id);
    const before = await subscriptionRow(t, id);
    const reads = subscriptionReads(id);
    const sale = kit.event('PAYMENT.SALE.COMPLETED', kit.sale(id, '2030-02-09T12:00:00Z'));
    stub.failures.readDown = true;
    const res = await kit.deliver(sale);
    expect(res.status).toBe(503);
    expect(subscriptionReads(id)).toBeGreaterThan(reads);
    expect(await subscriptionRow(t, id)).toEqual(before);
    expect(await kit.eventCount()).toBe(0);

    stub.failures.readDown = false;
    expect(await kit.outcomeOf(sale)).toBe('applied');
    expect(await subscriptionRow(t, id)).toMatchObject({
      status: 'cancelled',
      paidThrough: Date.parse('2030-03-09T12:00:00Z'),
    });
  });
});
