// The subscription calls with PAYMENT_PROVIDER=paypal, through app.handle, against the stand-in.
import { describe, expect, it } from 'vitest';
import type { PayPalStub } from '../../stubs/paypal';
import type { TestApp } from '../helpers/test-app';
import { claimOf, signUp } from '../users/helpers';
import {
  activate,
  currentClaim,
  expectAround,
  PAYPAL,
  SUBSCRIBE,
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

const subscriptionCount = async () =>
  (await t.client.execute('SELECT count(*) AS n FROM subscriptions')).rows[0]?.n;

describe('subscribing with PayPal', () => {
  it('creates the subscription for the learner, billed from the end of the trial, and activates it once approved', async () => {
    const { token } = await signUp(t, 'ada@example.com');
    const id = await startSubscription(t, token);
    const created = stub.subscriptions.get(id);
    expect(created).toMatchObject({ plan_id: PAYPAL.planId, custom_id: claimOf(token).uuid });
    // The trial's end, by the app's clock, which runs on while the learner signs up.
    expectAround(Date.parse(created?.start_time ?? ''), '2030-02-09T12:00:00Z');

    // Not yet approved in PayPal's window: refused, nothing changes.
    const early = await activate(t, token, id);
    expect(early.status).toBe(409);
    expect((await early.json()).code).toBe('subscription_not_approved');
    expect((await currentClaim(t, token)).role).toBe(1);

    stub.approve(id);
    const res = await t.request('POST', `/api/create-subscription/${id}`, {
      token,
      body: { orderID: '5O190127TN364715T' },
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ subscriptionID: id, orderID: '5O190127TN364715T' });
    // Nothing is paid until PayPal charges when the trial ends (PAYMENT.SALE.COMPLETED).
    expectAround((await subscriptionRow(t, id)).paidThrough, '2030-02-09T12:00:00Z');
    expect(await currentClaim(t, token)).toMatchObject({ role: 3, subscriptionId: id, deletingWords: 90 });
  });

  it('bills a learner whose trial is over from now; the charge, not the activation, pays the month', async () => {
    const { token } = await signUp(t, 'bo@example.com');
    await t.client.execute('UPDATE users SET registered_at = registered_at - 40 * 86400000');
    const id = await startSubscription(t, token);
    expect(stub.calls.at(-1)?.body).not.toHaveProperty('start_time');
    stub.approve(id);
    expect((await activate(t, token, id)).status).toBe(201);
    expectAround((await subscriptionRow(t, id)).paidThrough, '2030-01-10T12:00:00Z');
    expect((await currentClaim(t, token)).role).toBe(3);
  });

  it('answers rejected credentials with a clear 503 in the failure shape, storing nothing', async () => {
    stub.failures.oauthUnauthorized = true;
    const { token } = await signUp(t, 'cy@example.com');
    const res = await t.request('POST', '/api/create-subscription', { token, body: SUBSCRIBE });
    expect(res.status).toBe(503);
    const body = await res.json();
    expect(body.message).toBe(
      "The payment service (PayPal) rejected the server's credentials; please tell the administrator.",
    );
    expect(body.details).toEqual([{ issue: 'PAYMENT_CREDENTIALS_REJECTED', description: body.message }]);
    expect(body.debug_id).toEqual(expect.any(String));
    expect(body).not.toHaveProperty('id');
    expect(await subscriptionCount()).toBe(0);
  });

  it("passes PayPal's refusal on to the payment page", async () => {
    stub.failures.create = {
      status: 422,
      body: {
        name: 'UNPROCESSABLE_ENTITY',
        message:
          'The requested action could not be performed, semantically incorrect, or failed business validation.',
        debug_id: 'b4d6e2f0c1a37',
        details: [{ issue: 'PLAN_STATUS_INVALID', description: 'Invalid plan status for create action.' }],
      },
    };
    const { token } = await signUp(t, 'di@example.com');
    const res = await t.request('POST', '/api/create-subscription', { token, body: SUBSCRIBE });
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({
      message:
        'The requested action could not be performed, semantically incorrect, or failed business validation.',
      details: [{ issue: 'PLAN_STATUS_INVALID', description: 'Invalid plan status for create action.' }],
      debug_id: 'b4d6e2f0c1a37',
    });
    expect(await subscriptionCount()).toBe(0);
  });

  it('tells the payment page to load PayPal with the public client id', async () => {
    const res = await t.request('GET', '/api/payments/settings');
    expect(await res.json()).toEqual({
      provider: 'paypal',
      providerName: 'PayPal',
      testMode: false,
      clientId: PAYPAL.clientId,
    });
  });
});

describe('cancelling with PayPal', () => {
  async function subscribed(email: string) {
    const { token } = await signUp(t, email);
    const id = await startSubscription(t, token);
    stub.approve(id);
    await activate(t, token, id);
    return { token, id };
  }

  it('cancels with PayPal and keeps the paid days', async () => {
    const { token, id } = await subscribed('ed@example.com');
    const res = await t.request('POST', '/api/cancel-subscription', { token });
    expect(res.status).toBe(204);
    expect(stub.subscriptions.get(id)?.status).toBe('CANCELLED');
    expect(await currentClaim(t, token)).toMatchObject({ role: 4, deletingWords: 90 });
  });

  it('still cancels when PayPal no longer knows the subscription: nothing is left to charge', async () => {
    const { token, id } = await subscribed('fay@example.com');
    stub.subscriptions.delete(id);
    expect((await t.request('POST', '/api/cancel-subscription', { token })).status).toBe(204);
    expect((await currentClaim(t, token)).role).toBe(4);
  });

  it('changes nothing when PayPal fails', async () => {
    const { token, id } = await subscribed('gil@example.com');
    stub.failures.serverError = true;
    const res = await t.request('POST', '/api/cancel-subscription', { token });
    expect(res.status).toBe(503);
    expect((await res.json()).code).toBe('payment_unavailable');
    expect((await subscriptionRow(t, id)).status).toBe('active');
    expect((await currentClaim(t, token)).role).toBe(3);
  });
});
