// The subscription calls end to end in test mode (PAYMENT_PROVIDER=local, the default), through
// app.handle, with the roles and days the token carries after each step.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PENDING_REUSE_MS } from '../../../api/src/modules/payments/pending-start';
import { daysLeftFromPreviousSubscription } from '../../../shared/accounts/roles';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signUp } from '../users/helpers';
import {
  activate,
  currentClaim,
  expectAround,
  logIn,
  SUBSCRIBE,
  setClock,
  startSubscription,
  subscriptionRow,
} from './helpers';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ MANAGER_EMAILS: 'boss@example.com' });
  setClock(t, '2030-01-10T12:00:00Z');
});
afterEach(() => t.close());

describe('a trial learner subscribing in test mode', () => {
  it('is read back like PayPal: the page’s sync keeps each state, and the cancel’s time is test mode’s', async () => {
    const { token } = await signUp(t, 'eve@example.com');
    const id = await startSubscription(t, token);
    const sync = () => t.request('POST', '/api/payments/sync', { token });
    expect((await sync()).status).toBe(204);
    expect((await subscriptionRow(t, id)).status).toBe('created');
    expect((await activate(t, token, id)).status).toBe(201);
    expect((await sync()).status).toBe(204);
    expect((await currentClaim(t, token)).role).toBe(3);
    expect((await t.request('POST', '/api/cancel-subscription', { token })).status).toBe(204);
    expect((await sync()).status).toBe(204);
    expect((await subscriptionRow(t, id)).status).toBe('cancelled');
    expect((await currentClaim(t, token)).role).toBe(4);
  });

  it('becomes an active subscriber whose billing starts when the trial ends', async () => {
    const { token } = await signUp(t, 'ada@example.com');
    expect((await currentClaim(t, token)).role).toBe(1);

    const id = await startSubscription(t, token);
    expect(id).toMatch(/^I-LOCAL[0-9A-F]{12}$/);
    expect((await subscriptionRow(t, id)).status).toBe('created');
    expect((await currentClaim(t, token)).role).toBe(1);

    const res = await activate(t, token, id);
    expect(res.status).toBe(201);
    const answer = await res.json();
    expect(answer.subscriptionID).toBe(id);
    expect(answer.orderID).toMatch(/^O-LOCAL/);

    // Trial ends 9 February 12:00: nothing is paid before the first charge, due then.
    const row = await subscriptionRow(t, id);
    expect(row).toMatchObject({ status: 'active', orderId: answer.orderID });
    expectAround(row.paidThrough, '2030-02-09T12:00:00Z');
    const claim = await currentClaim(t, token);
    expect(claim).toMatchObject({ role: 3, subscriptionId: id, deletingWords: 30 + 60 });
  });

  it('keeps the trial days after cancelling before the first charge (role 4), then reaches role 5', async () => {
    const { token, password } = await signUp(t, 'bo@example.com');
    const id = await startSubscription(t, token);
    await activate(t, token, id);

    const cancel = await t.request('POST', '/api/cancel-subscription', { token });
    expect(cancel.status).toBe(204);
    expect(await cancel.text()).toBe('');
    expect((await subscriptionRow(t, id)).status).toBe('cancelled');
    const cancelled = await currentClaim(t, token);
    // No month was charged: only the trial's 30 days remain, not a free month on top.
    expect(cancelled).toMatchObject({ role: 4, subscriptionId: id, deletingWords: 90 });
    expect(daysLeftFromPreviousSubscription(cancelled.deletingWords)).toBe(30);

    setClock(t, '2030-02-09T11:59:00Z');
    const later = await logIn(t, 'bo@example.com', password);
    expect(await currentClaim(t, later)).toMatchObject({ role: 4, deletingWords: 61 });
    setClock(t, '2030-02-09T12:01:00Z');
    expect(await currentClaim(t, later)).toMatchObject({ role: 5, subscriptionId: id, deletingWords: 60 });
  });

  it('lets a learner whose paid days ran out subscribe again from now', async () => {
    const signedUp = await signUp(t, 'cy@example.com');
    const first = await startSubscription(t, signedUp.token);
    await activate(t, signedUp.token, first);
    await t.request('POST', '/api/cancel-subscription', { token: signedUp.token });
    setClock(t, '2030-03-20T12:00:00Z');
    const token = await logIn(t, 'cy@example.com', signedUp.password);
    expect((await currentClaim(t, token)).role).toBe(5);

    const second = await startSubscription(t, token);
    expect((await activate(t, token, second)).status).toBe(201);
    expectAround((await subscriptionRow(t, second)).paidThrough, '2030-04-20T12:00:00Z');
    expect(await currentClaim(t, token)).toMatchObject({
      role: 3,
      subscriptionId: second,
      deletingWords: 31 + 60,
    });
  });

  it('starts a resubscription of a cancelled learner when the paid days end', async () => {
    const { token } = await signUp(t, 'di@example.com');
    const first = await startSubscription(t, token);
    await activate(t, token, first);
    await t.request('POST', '/api/cancel-subscription', { token });
    setClock(t, '2030-01-16T12:00:00Z');

    const second = await startSubscription(t, token);
    await activate(t, token, second);
    expectAround((await subscriptionRow(t, second)).paidThrough, '2030-02-09T12:00:00Z');
    expect((await currentClaim(t, token)).subscriptionId).toBe(second);
  });

  it('bills a learner whose trial is over from the day they subscribe, charging the first month at once', async () => {
    const signedUp = await signUp(t, 'ed@example.com');
    setClock(t, '2030-03-01T00:00:00Z');
    const token = await logIn(t, 'ed@example.com', signedUp.password);
    expect((await currentClaim(t, token)).role).toBe(2);
    const id = await startSubscription(t, token);
    await activate(t, token, id);
    expectAround((await subscriptionRow(t, id)).paidThrough, '2030-04-01T00:00:00Z');
    expect((await currentClaim(t, token)).role).toBe(3);
  });
});

describe('who may take each step', () => {
  it('refuses step 1 to the manager and to an active subscriber, with the failure shape', async () => {
    const manager = await signUp(t, 'boss@example.com');
    const res = await t.request('POST', '/api/create-subscription', {
      token: manager.token,
      body: SUBSCRIBE,
    });
    expect(res.status).toBe(403);
    const body = await res.json();
    expect(body.message).toBe('The manager account does not need a subscription.');
    expect(body.details).toEqual([{ issue: 'MANAGER_NO_SUBSCRIPTION', description: body.message }]);
    expect(body.debug_id).toMatch(/^[0-9a-f]{13}$/);
    expect(await t.client.execute('SELECT * FROM subscriptions')).toHaveProperty('rows.length', 0);

    const { token } = await signUp(t, 'fay@example.com');
    await activate(t, token, await startSubscription(t, token));
    const again = await t.request('POST', '/api/create-subscription', { token, body: SUBSCRIBE });
    expect(again.status).toBe(403);
    expect((await again.json()).details[0].issue).toBe('ALREADY_SUBSCRIBED');
  });

  it('answers step 1 without a token with 401 in the failure shape', async () => {
    const res = await t.request('POST', '/api/create-subscription', { body: SUBSCRIBE });
    expect(res.status).toBe(401);
    expect((await res.json()).details[0].issue).toBe('UNAUTHORIZED');
  });

  it('refuses a step 1 body other than SUBSCRIBE_NOW', async () => {
    const { token } = await signUp(t, 'gil@example.com');
    const res = await t.request('POST', '/api/create-subscription', {
      token,
      body: { userAction: 'CONTINUE' },
    });
    expect(res.status).toBe(422);
  });

  it('refuses cancel to anyone but an active subscriber', async () => {
    const { token } = await signUp(t, 'hal@example.com');
    const res = await t.request('POST', '/api/cancel-subscription', { token });
    expect(res.status).toBe(403);
    expect((await res.json()).code).toBe('no_active_subscription');
    expect((await currentClaim(t, token)).role).toBe(1);
  });
});

describe('step 2', () => {
  it('activates once when submitted twice, one after the other or at the same time', async () => {
    const { token } = await signUp(t, 'ivy@example.com');
    const id = await startSubscription(t, token);
    const [a, b] = await Promise.all([activate(t, token, id), activate(t, token, id)]);
    expect([a.status, b.status]).toEqual([201, 201]);
    const first = await a.json();
    expect(await b.json()).toEqual(first);
    const before = await subscriptionRow(t, id);

    t.clock.advance(60_000);
    const again = await activate(t, token, id);
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(first);
    expect(await subscriptionRow(t, id)).toEqual(before);
    expect((await currentClaim(t, token)).role).toBe(3);
  });

  it("refuses someone else's subscription and leaves both learners as they were", async () => {
    const owner = await signUp(t, 'jo@example.com');
    const other = await signUp(t, 'kim@example.com');
    const id = await startSubscription(t, owner.token);

    const res = await activate(t, other.token, id);
    expect(res.status).toBe(404);
    expect((await res.json()).code).toBe('subscription_not_found');
    expect((await currentClaim(t, other.token)).role).toBe(1);
    expect((await subscriptionRow(t, id)).status).toBe('created');
    expect((await activate(t, owner.token, id)).status).toBe(201);
  });

  it('refuses an unknown id and a malformed one', async () => {
    const { token } = await signUp(t, 'lu@example.com');
    expect((await activate(t, token, 'I-LOCALDOESNOTEXIST')).status).toBe(404);
    expect((await activate(t, token, 'I-BAD%20ID')).status).toBe(422);
    expect((await currentClaim(t, token)).role).toBe(1);
  });

  it('refuses a second subscription of an active subscriber and withdraws it', async () => {
    const { token } = await signUp(t, 'mo@example.com');
    const first = await startSubscription(t, token);
    // A second checkout: step 1 hands back the first until it is too old to be approved.
    t.clock.advance(PENDING_REUSE_MS + 1);
    const second = await startSubscription(t, token);
    expect(second).not.toBe(first);
    await activate(t, token, first);

    const res = await activate(t, token, second);
    expect(res.status).toBe(409);
    expect((await res.json()).code).toBe('already_subscribed');
    expect((await subscriptionRow(t, second)).status).toBe('cancelled');
    expect((await currentClaim(t, token)).subscriptionId).toBe(first);
  });

  it('refuses a subscription that has ended', async () => {
    const { token } = await signUp(t, 'ned@example.com');
    const id = await startSubscription(t, token);
    await activate(t, token, id);
    await t.request('POST', '/api/cancel-subscription', { token });
    const res = await activate(t, token, id);
    expect(res.status).toBe(409);
    expect((await currentClaim(t, token)).role).toBe(4);
  });
});

describe('test mode', () => {
  it('tells the payment page it is in test mode', async () => {
    const res = await t.request('GET', '/api/payments/settings');
    expect(await res.json()).toEqual({
      provider: 'local',
      providerName: 'Test',
      testMode: true,
      clientId: null,
    });
  });

  it('has no webhook route', async () => {
    const res = await t.request('POST', '/api/payments/webhook', { body: { id: 'WH-1', event_type: 'X' } });
    expect(res.status).toBe(404);
    expect((await res.json()).code).toBe('webhooks_disabled');
  });
});
