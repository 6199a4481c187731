// How the app's requests reach PayPal: a PayPal-Request-Id on every POST (a repeated create reuses
// it), "try again" with PayPal's Retry-After on 429 and 5xx, the webhook event's own bytes for the
// signature check, and every request valid by PayPal's OpenAPI documents (the request table).

import { describe, expect, it } from 'vitest';
import { PENDING_REUSE_MS } from '../../../api/src/modules/payments/pending-start';
import { createPayPalProvider } from '../../../api/src/providers/payment/paypal';
import { createPlan } from '../../../scripts/paypal-create-plan';
import type { PayPalStub } from '../../stubs/paypal';
import { operationOf } from '../../stubs/paypal-openapi';
import type { TestApp } from '../helpers/test-app';
import { signUp } from '../users/helpers';
import { APP_URL, activate, PAYPAL, SUBSCRIBE, startSubscription, withPayPalApp } from './helpers';
import { webhookKit } from './webhook-kit';

let stub: PayPalStub;
let t: TestApp;
withPayPalApp((app, standIn) => {
  t = app;
  stub = standIn;
});
const kit = webhookKit(() => ({ t, stub }));
const step1 = (token: string) => t.request('POST', '/api/create-subscription', { token, body: SUBSCRIBE });

/** Subscribes, receives a webhook, cancels: every call the server makes to PayPal. */
async function wholeJourney() {
  const { id, token } = await kit.subscriber();
  await kit.deliver(kit.event('PAYMENT.SALE.COMPLETED', kit.sale(id, '2030-01-10T12:00:00Z')));
  expect((await t.request('POST', '/api/cancel-subscription', { token })).status).toBe(204);
}

describe('PayPal-Request-Id', () => {
  it('every POST to PayPal carries a PayPal-Request-Id', async () => {
    await wholeJourney();
    const posts = stub.calls.filter((c) => c.method === 'POST' && c.path !== '/v1/oauth2/token');
    expect(posts.map((c) => c.path)).toHaveLength(3);
    for (const call of posts) expect(call.headers.get('paypal-request-id'), call.path).toBeTruthy();
  });

  it('two step 1 requests at once (a double click) make one PayPal subscription', async () => {
    const { token } = await signUp(t, 'ada@example.com');
    const [a, b] = await Promise.all([step1(token), step1(token)]);
    const [first, second] = [await a.json(), await b.json()];
    expect(first.id).toBe(second.id);
    expect(stub.subscriptions.size).toBe(1);
    // A checkout after the first one's approval window is a new attempt, with a new key.
    stub.approve(first.id, 'CANCELLED');
    t.clock.advance(PENDING_REUSE_MS + 1);
    expect(await startSubscription(t, token)).not.toBe(first.id);
  });

  it('a create retried after a time-out gets the subscription PayPal made the first time', async () => {
    const paypal = createPayPalProvider({ ...PAYPAL, baseUrl: stub.url, appUrl: APP_URL, timeoutMs: 300 });
    const learner = { id: 1, uuid: 'u-1', email: 'a@example.com' };
    await expect(paypal.verifyApproved('I-NONE00000000', learner)).rejects.toThrow(); // the token, at once
    stub.failures.delayMs = 500;
    await expect(paypal.createSubscription(learner, { attemptKey: 'u-1-0' })).rejects.toMatchObject({
      code: 'payment_timeout',
    });
    // PayPal made the subscription; only its answer was lost.
    expect(stub.subscriptions.size).toBe(1);
    stub.failures.delayMs = 0;
    const { id } = await paypal.createSubscription(learner, { attemptKey: 'u-1-0' });
    expect(stub.subscriptions.size).toBe(1);
    expect(stub.subscriptions.has(id)).toBe(true);
  });
});

describe('a busy or failing PayPal', () => {
  it('429 answers the learner "try again" with PayPal\'s Retry-After, and PayPal is not asked again before then', async () => {
    const { token } = await signUp(t, 'ada@example.com');
    stub.failures.rateLimited = { retryAfter: '30' };
    const res = await step1(token);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('30');
    expect(await res.json()).toMatchObject({
      code: 'payment_busy',
      message: 'The payment service (PayPal) is busy; please try again in 30 seconds.',
    });

    const creates = stub.count('/v1/billing/subscriptions');
    stub.failures.rateLimited = null;
    t.clock.advance(10_000);
    const early = await step1(token);
    expect(early.status).toBe(503);
    expect(Number(early.headers.get('retry-after'))).toBeLessThanOrEqual(30);
    expect(stub.count('/v1/billing/subscriptions')).toBe(creates);
  });

  it('5xx answers "try again" with Retry-After when PayPal gives one, and changes nothing', async () => {
    const { token, id } = await kit.subscriber();
    stub.failures.serverError = true;
    const res = await t.request('POST', '/api/cancel-subscription', { token });
    expect(res.status).toBe(503);
    expect((await res.json()).message).toBe(
      'The payment service (PayPal) failed (HTTP 500); please try again later.',
    );
    expect(stub.subscriptions.get(id)?.status).toBe('ACTIVE');

    stub.failures.serverError = false;
    const { token: other } = await signUp(t, 'bo@example.com');
    const unavailable = {
      name: 'SERVICE_UNAVAILABLE',
      message: 'Service unavailable.',
      debug_id: 'a1b2c3d4e5f60',
    };
    stub.failures.create = { status: 503, body: unavailable, headers: { 'retry-after': '120' } };
    const later = await step1(other);
    expect(later.status).toBe(503);
    expect(later.headers.get('retry-after')).toBe('120');
    expect(await later.json()).toMatchObject({
      code: 'payment_unavailable',
      message: 'The payment service (PayPal) failed (HTTP 503); please try again in 120 seconds.',
      debug_id: 'a1b2c3d4e5f60',
    });
  });
});

describe('a PayPal failing for a moment', () => {
  it('a 503 is tried again at once with the same PayPal-Request-Id: the learner gets the one subscription', async () => {
    const { token } = await signUp(t, 'ada@example.com');
    const unavailable = { name: 'SERVICE_UNAVAILABLE', message: 'Service unavailable.', debug_id: 'f00' };
    stub.failures.create = { status: 503, body: unavailable, times: 2 };
    const res = await step1(token);
    expect(res.status).toBe(200);
    const creates = stub.calls.filter((c) => c.method === 'POST' && c.path === '/v1/billing/subscriptions');
    expect(creates).toHaveLength(3);
    expect(new Set(creates.map((c) => c.headers.get('paypal-request-id'))).size).toBe(1);
    expect(stub.subscriptions.size).toBe(1);
    expect(stub.subscriptions.has((await res.json()).id)).toBe(true);
  });
});

describe('the webhook signature check', () => {
  it('the webhook signature check sends PayPal the original event bytes, not a re-serialised event', async () => {
    const { id } = await kit.subscriber();
    // As PayPal may write it: spaces, an escaped character, a number form JSON.stringify changes.
    const body = `{ "id": "WH-BYTES1", "event_version": "1.0", "create_time": "${new Date(t.clock.now()).toISOString()}",
      "event_type": "BILLING.SUBSCRIPTION.CANCELLED", "summary": "Subscription cancelled \\u00e9",
      "resource": { "id": "${id}", "status": "CANCELLED", "quantity": 1.0 } }`;
    const res = await kit.deliver(body);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ outcome: 'applied' });
  });
});

describe('the request table', () => {
  it("every request the app and the plan script make is valid by PayPal's OpenAPI documents", async () => {
    await wholeJourney();
    await createPlan({ ...PAYPAL, baseUrl: stub.url });
    await createPlan({ ...PAYPAL, baseUrl: stub.url });
    const { token } = await signUp(t, 'bo@example.com');
    await activate(t, token, await startSubscription(t, token));

    const rows = new Map<string, string>();
    for (const call of stub.calls) {
      const route = `${call.method} ${call.path.replace(/I-[A-Z0-9]+/, '{id}')}`;
      const verdict = call.violations.length === 0 ? 'valid' : call.violations.join('; ');
      rows.set(route, `${operationOf(call.method, call.path) ?? 'OAuth 2.0 (no document)'} | ${verdict}`);
    }
    if (process.env.PAYPAL_REQUEST_TABLE)
      console.log([...rows].map(([r, v]) => `| ${r} | ${v} |`).join('\n'));
    expect(stub.violations).toEqual([]);
    expect([...rows.keys()].sort()).toEqual([
      'GET /v1/billing/plans',
      'GET /v1/billing/subscriptions/{id}',
      'GET /v1/catalogs/products',
      'POST /v1/billing/plans',
      'POST /v1/billing/subscriptions',
      'POST /v1/billing/subscriptions/{id}/cancel',
      'POST /v1/catalogs/products',
      'POST /v1/notifications/verify-webhook-signature',
      'POST /v1/oauth2/token',
    ]);
  });
});
