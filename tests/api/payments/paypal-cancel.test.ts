// Cancel is done only on PayPal's 204, or when a follow-up GET shows the subscription CANCELLED;
// after a time-out the app asks PayPal before it answers. Suspended subscriptions can be cancelled.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPayPalProvider } from '../../../api/src/providers/payment/paypal';
import type { PaymentProvider } from '../../../api/src/providers/payment/port';
import { CANCEL_NOT_CONFIRMED_MESSAGE } from '../../../shared/payments/failures';
import type { PayPalStub } from '../../stubs/paypal';
import type { TestApp } from '../helpers/test-app';
import { APP_URL, currentClaim, PAYPAL, subscriptionRow, withPayPalApp } from './helpers';
import { webhookKit } from './webhook-kit';

let stub: PayPalStub;
let t: TestApp;
withPayPalApp((app, standIn) => {
  t = app;
  stub = standIn;
});
afterEach(() => {
  vi.restoreAllMocks();
});
const kit = webhookKit(() => ({ t, stub }));
const cancel = (token: string) => t.request('POST', '/api/cancel-subscription', { token });

describe('cancelling in the app', () => {
  it('a suspended subscription can be cancelled in the app', async () => {
    const { token, id } = await kit.subscriber();
    stub.suspend(id);
    await kit.deliver(kit.event('BILLING.SUBSCRIPTION.SUSPENDED', { id, status: 'SUSPENDED' }));
    expect((await currentClaim(t, token)).role).toBe(4);

    expect((await cancel(token)).status).toBe(204);
    expect(stub.subscriptions.get(id)?.status).toBe('CANCELLED');
    expect((await subscriptionRow(t, id)).status).toBe('cancelled');
    // A late RE-ACTIVATED cannot bring it back.
    await kit.deliver(kit.event('BILLING.SUBSCRIPTION.RE-ACTIVATED', { id, status: 'ACTIVE' }));
    expect((await subscriptionRow(t, id)).status).toBe('cancelled');
  });

  it('a cancel answered 200 with an unreadable body is not taken as done while PayPal keeps it active', async () => {
    const { token, id } = await kit.subscriber();
    stub.failures.cancel = { status: 200, body: '<html>upstream', cancels: false };
    const res = await cancel(token);
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({
      code: 'cancel_not_confirmed',
      message: CANCEL_NOT_CONFIRMED_MESSAGE,
    });
    expect((await subscriptionRow(t, id)).status).toBe('active');
    expect((await currentClaim(t, token)).role).toBe(3);

    // The learner can try again, and then it is done.
    stub.failures.cancel = null;
    expect((await cancel(token)).status).toBe(204);
    expect(stub.subscriptions.get(id)?.status).toBe('CANCELLED');
  });

  it('a cancel answered 200 that PayPal carried out counts once a follow-up GET says CANCELLED', async () => {
    const { token, id } = await kit.subscriber();
    stub.failures.cancel = { status: 200, body: '{}', cancels: true };
    expect((await cancel(token)).status).toBe(204);
    expect((await subscriptionRow(t, id)).status).toBe('cancelled');
    expect(stub.calls.at(-1)).toMatchObject({ method: 'GET', path: `/v1/billing/subscriptions/${id}` });
  });
});

describe('a cancel that times out', () => {
  let paypal: PaymentProvider;
  beforeEach(() => {
    paypal = createPayPalProvider({ ...PAYPAL, baseUrl: stub.url, appUrl: APP_URL, timeoutMs: 300 });
  });
  const approved = async () => {
    const { id } = await paypal.createSubscription({ id: 1, uuid: 'u-1', email: 'a@example.com' });
    stub.approve(id);
    return id;
  };

  it('a timed-out cancel that PayPal carried out is reported as done, after asking PayPal', async () => {
    const id = await approved();
    stub.failures.cancel = { status: 204, cancels: true, delayMs: 600 };
    await expect(paypal.cancel(id, 'Cancelled by the learner.')).resolves.toBeUndefined();
    expect(stub.calls.at(-1)).toMatchObject({ method: 'GET', path: `/v1/billing/subscriptions/${id}` });
  });

  it('a timed-out cancel that PayPal did not carry out is reported as not done', async () => {
    const id = await approved();
    stub.failures.cancel = { status: 204, cancels: false, delayMs: 600 };
    await expect(paypal.cancel(id, 'Cancelled by the learner.')).rejects.toMatchObject({
      status: 503,
      code: 'payment_timeout',
    });
    expect(stub.subscriptions.get(id)?.status).toBe('ACTIVE');
  });
});
