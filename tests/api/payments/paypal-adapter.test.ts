// The PayPal adapter against a local stand-in that speaks PayPal's REST API.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPayPalProvider } from '../../../api/src/providers/payment/paypal';
import { TOKEN_RENEWAL_MARGIN_MS } from '../../../api/src/providers/payment/paypal-client';
import type { PaymentProvider } from '../../../api/src/providers/payment/port';
import { type PayPalStub, startPayPalStub } from '../../stubs/paypal';
import { APP_URL, PAYPAL } from './helpers';

const TOKEN_PATH = '/v1/oauth2/token';
const ada = { id: 1, uuid: '6f1c1a52-1111-4b6e-9a55-2f4b6f0f0a01', email: 'ada@example.com' };
const bo = { id: 2, uuid: '6f1c1a52-2222-4b6e-9a55-2f4b6f0f0a02', email: 'bo@example.com' };

let stub: PayPalStub;
let paypal: PaymentProvider;
let clock: number;
beforeEach(() => {
  stub = startPayPalStub({ ...PAYPAL, tokenLifetimeS: 3600 });
  clock = Date.now();
  paypal = createPayPalProvider({
    ...PAYPAL,
    baseUrl: stub.url,
    appUrl: APP_URL,
    timeoutMs: 1_000,
    now: () => clock,
  });
});
afterEach(() => stub.stop());

async function approvedSubscription(user = ada) {
  const { id } = await paypal.createSubscription(user);
  stub.approve(id);
  return id;
}

describe('the OAuth token', () => {
  it('is fetched once and reused by later and concurrent requests', async () => {
    const id = await approvedSubscription();
    await Promise.all([
      paypal.verifyApproved(id, ada),
      paypal.verifyApproved(id, ada),
      paypal.createSubscription(bo),
    ]);
    await paypal.cancel(id, 'done');
    expect(stub.count(TOKEN_PATH)).toBe(1);
    const tokenCall = stub.calls.find((call) => call.path === TOKEN_PATH);
    expect(tokenCall?.headers.get('authorization')).toBe(
      `Basic ${btoa(`${PAYPAL.clientId}:${PAYPAL.clientSecret}`)}`,
    );
    expect(tokenCall?.body).toBe('grant_type=client_credentials');
  });

  it('is renewed shortly before it expires', async () => {
    const id = await approvedSubscription();
    clock += 3600_000 - TOKEN_RENEWAL_MARGIN_MS - 1_000;
    await paypal.verifyApproved(id, ada);
    expect(stub.count(TOKEN_PATH)).toBe(1);
    clock += 2_000;
    await paypal.verifyApproved(id, ada);
    expect(stub.count(TOKEN_PATH)).toBe(2);
  });

  it('turns rejected credentials into a clear 503', async () => {
    stub.failures.oauthUnauthorized = true;
    await expect(paypal.createSubscription(ada)).rejects.toMatchObject({
      status: 503,
      code: 'payment_credentials_rejected',
      message:
        "The payment service (PayPal) rejected the server's credentials; please tell the administrator.",
    });
    expect(stub.count('/v1/billing/subscriptions')).toBe(0);
  });
});

describe('creating a subscription', () => {
  it("sends our plan, the learner's uuid, no shipping, SUBSCRIBE_NOW and the payment page to return to", async () => {
    const { id } = await paypal.createSubscription(ada);
    expect(stub.subscriptions.get(id)?.status).toBe('APPROVAL_PENDING');
    const call = stub.calls.find((c) => c.path === '/v1/billing/subscriptions');
    expect(call?.body).toEqual({
      plan_id: PAYPAL.planId,
      custom_id: ada.uuid,
      application_context: {
        shipping_preference: 'NO_SHIPPING',
        user_action: 'SUBSCRIBE_NOW',
        return_url: `${APP_URL}/payment`,
        cancel_url: `${APP_URL}/payment`,
      },
    });
  });

  it('asks PayPal to start billing when the trial ends', async () => {
    const trialEnd = Date.parse('2030-02-09T12:00:00.250Z');
    const { id } = await paypal.createSubscription(ada, { billingStartsAt: trialEnd });
    expect(stub.subscriptions.get(id)?.start_time).toBe('2030-02-09T12:00:00Z');
  });

  it("passes PayPal's failure on: issue, description, message and debug id", async () => {
    const failure = {
      name: 'UNPROCESSABLE_ENTITY',
      message:
        'The requested action could not be performed, semantically incorrect, or failed business validation.',
      debug_id: 'f2a6c1e0b3d4e',
      details: [{ issue: 'SUBSCRIPTION_CANNOT_BE_CREATED', description: 'The plan is inactive.' }],
    };
    stub.failures.create = { status: 422, body: failure };
    await expect(paypal.createSubscription(ada)).rejects.toMatchObject({
      status: 502,
      message: failure.message,
      issue: 'SUBSCRIPTION_CANNOT_BE_CREATED',
      description: 'The plan is inactive.',
      debugId: 'f2a6c1e0b3d4e',
    });
  });

  it('refuses an answer without a usable id', async () => {
    stub.failures.create = { status: 201, body: { status: 'APPROVAL_PENDING' } };
    await expect(paypal.createSubscription(ada)).rejects.toMatchObject({
      status: 503,
      code: 'payment_bad_answer',
    });
  });

  it('gives up after the time-out', async () => {
    stub.failures.delayMs = 1_500;
    await expect(paypal.createSubscription(ada)).rejects.toMatchObject({
      status: 503,
      code: 'payment_timeout',
    });
  });
});

describe('verifying an approved subscription', () => {
  it('accepts the learner’s own approved subscription of our plan', async () => {
    const id = await approvedSubscription();
    const verified = await paypal.verifyApproved(id, ada);
    expect(verified.status).toBe('ACTIVE');
    expect(verified.nextBillingTime).toBeGreaterThan(0);
    const { id: approvedOnly } = await paypal.createSubscription(ada);
    stub.approve(approvedOnly, 'APPROVED');
    expect((await paypal.verifyApproved(approvedOnly, ada)).status).toBe('APPROVED');
  });

  it("refuses another learner's subscription as not found", async () => {
    const id = await approvedSubscription(bo);
    await expect(paypal.verifyApproved(id, ada)).rejects.toMatchObject({
      status: 404,
      code: 'subscription_not_found',
    });
    const foreign = stub.add({ custom_id: undefined });
    await expect(paypal.verifyApproved(foreign.id, ada)).rejects.toMatchObject({ status: 404 });
  });

  it('refuses a subscription of another plan', async () => {
    const other = stub.add({ plan_id: 'P-OTHERPLAN000000000000000', custom_id: ada.uuid });
    await expect(paypal.verifyApproved(other.id, ada)).rejects.toMatchObject({
      status: 422,
      code: 'subscription_wrong_plan',
    });
  });

  it('refuses one still waiting for approval, or no longer active', async () => {
    const { id } = await paypal.createSubscription(ada);
    await expect(paypal.verifyApproved(id, ada)).rejects.toMatchObject({
      status: 409,
      code: 'subscription_not_approved',
      message: expect.stringContaining('APPROVAL_PENDING'),
    });
    stub.approve(id, 'SUSPENDED');
    await expect(paypal.verifyApproved(id, ada)).rejects.toMatchObject({ status: 409 });
  });

  it('refuses an unknown id', async () => {
    await expect(paypal.verifyApproved('I-UNKNOWN00000', ada)).rejects.toMatchObject({ status: 404 });
  });
});

describe('cancelling', () => {
  it('cancels with the reason given', async () => {
    const id = await approvedSubscription();
    await paypal.cancel(id, 'Not needed any more.');
    expect(stub.subscriptions.get(id)?.status).toBe('CANCELLED');
    expect(stub.calls.at(-1)?.body).toEqual({ reason: 'Not needed any more.' });
  });

  it('reports an unknown id as not found and a cancelled one as not cancellable', async () => {
    await expect(paypal.cancel('I-UNKNOWN00000', 'x')).rejects.toMatchObject({
      status: 404,
      code: 'subscription_not_found',
    });
    const id = await approvedSubscription();
    await paypal.cancel(id, 'first');
    await expect(paypal.cancel(id, 'again')).rejects.toMatchObject({ code: 'subscription_not_cancellable' });
  });
});

describe('webhook signatures', () => {
  const event = { id: 'WH-1', event_type: 'BILLING.SUBSCRIPTION.CANCELLED', resource: { id: 'I-X' } };
  const body = JSON.stringify(event);

  it('are verified by PayPal with our webhook id', async () => {
    expect(await paypal.verifyWebhook(stub.signatureHeaders(event), body)).toBe(true);
    const call = stub.calls.at(-1);
    expect(call?.path).toBe('/v1/notifications/verify-webhook-signature');
    expect(call?.body).toMatchObject({
      webhook_id: PAYPAL.webhookId,
      webhook_event: event,
      auth_algo: 'SHA256withRSA',
    });
  });

  it('fail when PayPal says FAILURE, when the body was altered or when headers are missing', async () => {
    expect(await paypal.verifyWebhook(stub.signatureHeaders(event, true), body)).toBe(false);
    const altered = JSON.stringify({ ...event, event_type: 'BILLING.SUBSCRIPTION.ACTIVATED' });
    expect(await paypal.verifyWebhook(stub.signatureHeaders(event), altered)).toBe(false);
    stub.failures.webhookSignature = 'FAILURE';
    expect(await paypal.verifyWebhook(stub.signatureHeaders(event), body)).toBe(false);

    const calls = stub.calls.length;
    const { 'paypal-transmission-sig': _, ...unsigned } = stub.signatureHeaders(event);
    expect(await paypal.verifyWebhook(unsigned, body)).toBe(false);
    expect(stub.calls.length).toBe(calls);
  });
});
