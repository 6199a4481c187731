// PayPal's webhooks through app.handle: signature first, each event once, and the subscription
// state (and so the learner's role and days) following what PayPal reports.
import { describe, expect, it, vi } from 'vitest';
import type { PayPalStub } from '../../stubs/paypal';
import type { TestApp } from '../helpers/test-app';
import { signUp } from '../users/helpers';
import {
  activate,
  currentClaim,
  expectAround,
  logIn,
  setClock,
  startSubscription,
  subscriptionRow,
  withPayPalApp,
} from './helpers';

let stub: PayPalStub;
let t: TestApp;
withPayPalApp((app, standIn) => {
  t = app;
  stub = standIn;
});

let eventNumber = 0;
function event(type: string, resource: Record<string, unknown>, id = `WH-${++eventNumber}TEST`) {
  return {
    id,
    event_version: '1.0',
    create_time: new Date(t.clock.now()).toISOString(),
    event_type: type,
    resource,
  };
}
const sale = (subscriptionId: string, time: string) => ({
  id: `SALE${++eventNumber}`,
  state: 'completed',
  amount: { total: '2.00', currency: 'USD' },
  billing_agreement_id: subscriptionId,
  create_time: time,
});

function deliver(body: object, { tamper = false, headers = stub.signatureHeaders(body, tamper) } = {}) {
  return t.request('POST', '/api/payments/webhook', {
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...headers },
  });
}

const eventCount = async () =>
  (await t.client.execute('SELECT count(*) AS n FROM payment_events')).rows[0]?.n;

/** A trial learner who subscribed on 10 January: billed from 9 February 12:00, nothing paid yet. */
async function subscriber(email = 'ada@example.com') {
  const { token, password } = await signUp(t, email);
  const id = await startSubscription(t, token);
  stub.approve(id);
  await activate(t, token, id);
  return { token, password, id, email };
}

describe('the webhook signature', () => {
  it('when wrong, answers 400 and changes nothing', async () => {
    const { id } = await subscriber();
    const before = await subscriptionRow(t, id);
    const cancelled = event('BILLING.SUBSCRIPTION.CANCELLED', { id, status: 'CANCELLED' });

    const res = await deliver(cancelled, { tamper: true });
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('bad_signature');
    expect((await deliver(cancelled, { headers: {} })).status).toBe(400);
    stub.failures.webhookSignature = 'FAILURE';
    expect((await deliver(cancelled)).status).toBe(400);

    expect(await subscriptionRow(t, id)).toEqual(before);
    expect(await eventCount()).toBe(0);
  });

  it('when right but the event is unreadable, answers 400', async () => {
    const res = await deliver({ id: 'WH-NORESOURCE', event_type: 'BILLING.SUBSCRIPTION.CANCELLED' });
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('bad_event');
  });
});

describe('payments', () => {
  it('a renewal carries paidThrough a month past the payment, applied once however often it is delivered', async () => {
    const { id, email, password } = await subscriber();
    setClock(t, '2030-03-09T12:00:00Z');
    const renewal = event('PAYMENT.SALE.COMPLETED', sale(id, '2030-03-09T10:00:00Z'));

    const [first, replay] = await Promise.all([deliver(renewal), deliver(renewal)]);
    expect([first.status, replay.status]).toEqual([200, 200]);
    expect([(await first.json()).outcome, (await replay.json()).outcome].sort()).toEqual([
      'applied',
      'replayed',
    ]);
    expect((await deliver(renewal)).status).toBe(200);

    expect((await subscriptionRow(t, id)).paidThrough).toBe(Date.parse('2030-04-09T10:00:00Z'));
    expect(await eventCount()).toBe(1);
    const token = await logIn(t, email, password);
    expect(await currentClaim(t, token)).toMatchObject({ role: 3, deletingWords: 31 + 60 });
  });

  it('the first charge, when the trial ends, pays the first month', async () => {
    const { id } = await subscriber();
    expectAround((await subscriptionRow(t, id)).paidThrough, '2030-02-09T12:00:00Z');
    setClock(t, '2030-02-09T12:00:00Z');
    await deliver(event('PAYMENT.SALE.COMPLETED', sale(id, '2030-02-09T12:00:00Z')));
    expect((await subscriptionRow(t, id)).paidThrough).toBe(Date.parse('2030-03-09T12:00:00Z'));
  });

  it('a failed payment is recorded and leaves the subscription active while PayPal retries', async () => {
    const { id, token } = await subscriber();
    const before = await subscriptionRow(t, id);
    const res = await deliver(event('BILLING.SUBSCRIPTION.PAYMENT.FAILED', { id, status: 'ACTIVE' }));
    expect(await res.json()).toEqual({ outcome: 'applied' });
    expect(await subscriptionRow(t, id)).toEqual(before);
    expect(await eventCount()).toBe(1);
    expect((await currentClaim(t, token)).role).toBe(3);
  });
});

describe('subscription changes made at PayPal', () => {
  it('a suspension keeps the paid days (role 4, then 5); a payment pays days, RE-ACTIVATED makes it active', async () => {
    const { id, email, password, token } = await subscriber();
    stub.suspend(id);
    await deliver(event('BILLING.SUBSCRIPTION.SUSPENDED', { id, status: 'SUSPENDED' }));
    expect((await subscriptionRow(t, id)).status).toBe('suspended');
    expect((await currentClaim(t, token)).role).toBe(4);

    setClock(t, '2030-03-10T00:00:00Z');
    const later = await logIn(t, email, password);
    expect((await currentClaim(t, later)).role).toBe(5);

    // PayPal reports a reactivation with its own event; the payment alone does not move the state.
    await deliver(event('PAYMENT.SALE.COMPLETED', sale(id, '2030-03-10T00:00:00Z')));
    expect(await subscriptionRow(t, id)).toMatchObject({
      status: 'suspended',
      paidThrough: Date.parse('2030-04-10T00:00:00Z'),
    });
    stub.reactivate(id);
    await deliver(event('BILLING.SUBSCRIPTION.RE-ACTIVATED', { id, status: 'ACTIVE' }));
    expect((await subscriptionRow(t, id)).status).toBe('active');
    expect((await currentClaim(t, later)).role).toBe(3);
  });

  it('a suspension delivered again after the reactivation is not applied again', async () => {
    const { id } = await subscriber();
    const suspended = event('BILLING.SUBSCRIPTION.SUSPENDED', { id, status: 'SUSPENDED' });
    stub.suspend(id);
    await deliver(suspended);
    t.clock.advance(60_000);
    stub.reactivate(id);
    await deliver(event('BILLING.SUBSCRIPTION.RE-ACTIVATED', { id, status: 'ACTIVE' }));
    expect((await subscriptionRow(t, id)).status).toBe('active');

    const replay = await deliver(suspended);
    expect(await replay.json()).toEqual({ outcome: 'replayed' });
    expect((await subscriptionRow(t, id)).status).toBe('active');
  });

  it('a cancellation on PayPal’s site works like ours; an expiry ends the subscription', async () => {
    const { id, token } = await subscriber();
    stub.cancelAtPayPal(id);
    await deliver(event('BILLING.SUBSCRIPTION.CANCELLED', { id, status: 'CANCELLED' }));
    expect((await subscriptionRow(t, id)).status).toBe('cancelled');
    expect(await currentClaim(t, token)).toMatchObject({ role: 4, deletingWords: 90 });

    stub.expire(id);
    await deliver(event('BILLING.SUBSCRIPTION.EXPIRED', { id, status: 'EXPIRED' }));
    expect((await subscriptionRow(t, id)).status).toBe('expired');
    // A late activation notice cannot revive an ended subscription.
    await deliver(event('BILLING.SUBSCRIPTION.ACTIVATED', { id, status: 'ACTIVE' }));
    expect((await subscriptionRow(t, id)).status).toBe('expired');
  });

  it('an activation that arrives before step 2 activates, and step 2 then answers 201 with the order id', async () => {
    const { token } = await signUp(t, 'bo@example.com');
    const id = await startSubscription(t, token);
    stub.approve(id);
    await deliver(event('BILLING.SUBSCRIPTION.ACTIVATED', { id, status: 'ACTIVE' }));
    const activated = await subscriptionRow(t, id);
    expect(activated).toMatchObject({ status: 'active', orderId: null });
    expectAround(activated.paidThrough, '2030-02-09T12:00:00Z');

    // The page passes on the order id PayPal's button gave it; the row keeps it.
    const res = await t.request('POST', `/api/create-subscription/${id}`, {
      token,
      body: { orderID: '5O190127TN364715T' },
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ subscriptionID: id, orderID: '5O190127TN364715T' });
    expect(await subscriptionRow(t, id)).toEqual({ ...activated, orderId: '5O190127TN364715T' });
    expect((await currentClaim(t, token)).role).toBe(3);

    // A second submit answers the same; another order id cannot replace the stored one.
    const again = await t.request('POST', `/api/create-subscription/${id}`, {
      token,
      body: { orderID: '7XK40962WP551133L' },
    });
    expect(await again.json()).toEqual({ subscriptionID: id, orderID: '5O190127TN364715T' });
  });

  it('an activation before a step 2 without any order id still answers a non-empty one', async () => {
    const { token } = await signUp(t, 'cy@example.com');
    const id = await startSubscription(t, token);
    stub.approve(id);
    await deliver(event('BILLING.SUBSCRIPTION.ACTIVATED', { id, status: 'ACTIVE' }));

    const res = await activate(t, token, id);
    expect(res.status).toBe(201);
    // The page reads a present order id as success; the subscription id stands for the unknown one.
    expect(await res.json()).toEqual({ subscriptionID: id, orderID: id });
    expect((await subscriptionRow(t, id)).orderId).toBeNull();
  });
});

describe('events we do not act on', () => {
  it('an unknown subscription is logged and answered 200 without change', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { id } = await subscriber();
    const before = await subscriptionRow(t, id);
    const res = await deliver(
      event('BILLING.SUBSCRIPTION.CANCELLED', { id: 'I-NOTOURS00000', status: 'CANCELLED' }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ outcome: 'unknown_subscription' });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('I-NOTOURS00000'));
    expect(await subscriptionRow(t, id)).toEqual(before);
    expect(await eventCount()).toBe(0);
    warn.mockRestore();
  });

  it('an event type the subscription state does not follow is answered 200', async () => {
    const { id } = await subscriber();
    const res = await deliver(event('BILLING.SUBSCRIPTION.CREATED', { id, status: 'APPROVAL_PENDING' }));
    expect(await res.json()).toEqual({ outcome: 'ignored' });
    expect((await subscriptionRow(t, id)).status).toBe('active');
  });
});
