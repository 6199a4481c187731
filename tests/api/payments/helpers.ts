// Shared steps of the subscription tests: the two steps of SPEC §7, a fresh token's claim, and a
// clock set to a known instant so month arithmetic has exact expectations.
import { afterEach, beforeEach, expect } from 'vitest';
import { type PayPalStub, startPayPalStub } from '../../stubs/paypal';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { claimOf } from '../users/helpers';

export const SUBSCRIBE = { userAction: 'SUBSCRIBE_NOW' };

/** Credentials shared by the PayPal stand-in and the app under test. */
export const PAYPAL = {
  clientId: 'AcLientId123',
  clientSecret: 'EsEcret456',
  planId: 'P-5ML4271244454362WXNWU5NQ',
  webhookId: '8PT597110X687430LKGECATA',
};

/** The app's public URL in the tests (APP_URL's default): PayPal's return and cancel links use it. */
export const APP_URL = 'http://localhost:3000';

/** The real app with PAYMENT_PROVIDER=paypal, talking to the stand-in. */
export const createPayPalTestApp = (stub: PayPalStub) =>
  createTestApp({
    PAYMENT_PROVIDER: 'paypal',
    PAYPAL_CLIENT_ID: PAYPAL.clientId,
    PAYPAL_CLIENT_SECRET: PAYPAL.clientSecret,
    PAYPAL_PLAN_ID: PAYPAL.planId,
    PAYPAL_WEBHOOK_ID: PAYPAL.webhookId,
    PAYPAL_API_BASE: stub.url,
  });

/** Moves the app's clock to an instant (forwards or backwards); it keeps running from there. */
export function setClock(t: TestApp, iso: string) {
  t.clock.advance(Date.parse(iso) - t.clock.now());
}

/** The app's clock runs while a test works: an instant computed from it may be this much later. */
export function expectAround(actual: number | null, iso: string) {
  const late = (actual ?? Number.NaN) - Date.parse(iso);
  expect(
    late,
    `${actual === null ? 'null' : new Date(actual).toISOString()} should be ${iso}`,
  ).toBeGreaterThanOrEqual(0);
  expect(late).toBeLessThan(10_000);
}

/** A token for a learner after the clock moved past the old token's seven days. */
export async function logIn(t: TestApp, email: string, password: string): Promise<string> {
  const res = await t.request('POST', '/api/users/login', { body: { email, password } });
  if (res.status !== 200) throw new Error(`login answered ${res.status}`);
  return res.text();
}

export async function startSubscription(t: TestApp, token: string): Promise<string> {
  const res = await t.request('POST', '/api/create-subscription', { token, body: SUBSCRIBE });
  const body = await res.json();
  if (res.status !== 200 || typeof body.id !== 'string') {
    throw new Error(`step 1 answered ${res.status}: ${JSON.stringify(body)}`);
  }
  return body.id;
}

export const activate = (t: TestApp, token: string, id: string) =>
  t.request('POST', `/api/create-subscription/${id}`, { token });

/** The claim of a token fetched now, as the payment page does after each step. */
export async function currentClaim(t: TestApp, token: string) {
  const res = await t.request('GET', '/api/users/replace-token', { token });
  if (res.status !== 200) throw new Error(`replace-token answered ${res.status}`);
  return claimOf(await res.text());
}

export async function subscriptionRow(t: TestApp, id: string) {
  const rows = await t.client.execute({
    sql: 'SELECT status, order_id, paid_through FROM subscriptions WHERE id = ?',
    args: [id],
  });
  const row = rows.rows[0];
  if (!row) throw new Error(`no subscription ${id}`);
  return {
    status: row.status as string,
    orderId: row.order_id as string | null,
    paidThrough: row.paid_through === null ? null : Number(row.paid_through),
  };
}

/**
 * Before each test of the file (or describe block): a fresh PayPal stand-in, the app talking to
 * it, and the clock at 10 January 2030; both stopped after the test. `use` hands them to the file.
 */
export function withPayPalApp(use: (t: TestApp, stub: PayPalStub) => void): void {
  let running: { t: TestApp; stub: PayPalStub } | undefined;
  beforeEach(async () => {
    const stub = startPayPalStub(PAYPAL);
    const t = await createPayPalTestApp(stub);
    setClock(t, '2030-01-10T12:00:00Z');
    // PayPal's times (status_update_time, payments) by the app's clock, so both tell the same time.
    stub.useClock(() => t.clock.now());
    running = { t, stub };
    use(t, stub);
  });
  afterEach(async () => {
    running?.t.close();
    await running?.stub.stop();
    running = undefined;
  });
}
