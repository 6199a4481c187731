// One active subscription per learner, wherever a subscription becomes active: step 2, PayPal's
// ACTIVATED, RE-ACTIVATED or UPDATED webhook, a retried event. A second one is cancelled with
// PayPal at once, with a reason, and the learner is told (docs/decisions/0013-payment-states.md).

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PENDING_REUSE_MS } from '../../../api/src/modules/payments/pending-start';
import { SECOND_SUBSCRIPTION_MESSAGE, SECOND_SUBSCRIPTION_REASON } from '../../../shared/payments/failures';
import type { PayPalStub } from '../../stubs/paypal';
import type { TestApp } from '../helpers/test-app';
import { signUp } from '../users/helpers';
import {
  activate,
  currentClaim,
  SUBSCRIBE,
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
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});
const kit = webhookKit(() => ({ t, stub }));

/** The learner's subscriptions PayPal would bill each month. */
const billedAtPayPal = (uuid: string) =>
  [...stub.subscriptions.values()]
    .filter((sub) => sub.custom_id === uuid && sub.status === 'ACTIVE')
    .map((sub) => sub.id);
const activeRows = async () =>
  (await t.client.execute("SELECT id FROM subscriptions WHERE status = 'active'")).rows.map((row) => row.id);
const cancelReasons = (id: string) =>
  stub.calls.filter((c) => c.path.endsWith(`${id}/cancel`)).map((c) => (c.body as { reason: string }).reason);

describe('the double charge of issue 20', () => {
  it('a retried ACTIVATED webhook for a second subscription does not bill the learner twice', async () => {
    const { token } = await signUp(t, 'ada@example.com');
    const uuid = (await currentClaim(t, token)).uuid;

    // The first subscription: approved at PayPal, but step 2 fails (PayPal 500)…
    const first = await startSubscription(t, token);
    stub.approve(first);
    stub.failures.serverError = true;
    expect((await activate(t, token, first)).status).toBe(503);
    // …and so does the first delivery of its ACTIVATED event.
    const activatedFirst = kit.event('BILLING.SUBSCRIPTION.ACTIVATED', { id: first, status: 'ACTIVE' });
    expect((await kit.deliver(activatedFirst)).status).toBe(503);
    stub.failures.serverError = false;
    expect((await currentClaim(t, token)).role).toBe(1);

    // The learner comes back later to subscribe again: step 1 reads the first back, finds it
    // ACTIVE at PayPal, follows it and starts nothing. (Within an hour, step 1 would hand back the
    // first subscription instead, whose step 2 then activates it: pending-start.ts.)
    t.clock.advance(PENDING_REUSE_MS + 1);
    const again = await t.request('POST', '/api/create-subscription', { token, body: SUBSCRIBE });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'already_subscribed' });
    expect(billedAtPayPal(uuid)).toEqual([first]);
    expect(await activeRows()).toEqual([first]);
    expect(await currentClaim(t, token)).toMatchObject({ role: 3, subscriptionId: first });

    // PayPal retries the first ACTIVATED: applied, and nothing more to do.
    expect(await kit.outcomeOf(activatedFirst)).toBe('applied');
    expect(cancelReasons(first)).toEqual([]);

    // One cancel now stops every charge.
    expect((await t.request('POST', '/api/cancel-subscription', { token })).status).toBe(204);
    expect(billedAtPayPal(uuid)).toEqual([]);
  });
});

describe('a second subscription becoming active', () => {
  it('at step 2 is cancelled with PayPal with a reason, and the answer tells the learner', async () => {
    const { token, id } = await kit.subscriber();
    const extra = await secondSubscription(token, id, 'APPROVED');
    const res = await activate(t, token, extra);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({
      code: 'already_subscribed',
      message: SECOND_SUBSCRIPTION_MESSAGE,
    });
    expect(stub.subscriptions.get(extra)?.status).toBe('CANCELLED');
    expect(cancelReasons(extra)).toEqual([SECOND_SUBSCRIPTION_REASON]);
    expect(await activeRows()).toEqual([id]);
  });

  it('by a webhook while PayPal cannot cancel it answers 503 and changes nothing; the retried event cancels it', async () => {
    const { token, id } = await kit.subscriber();
    const extra = await secondSubscription(token, id);
    const activated = kit.event('BILLING.SUBSCRIPTION.ACTIVATED', { id: extra, status: 'ACTIVE' });
    stub.failures.cancel = { status: 500, cancels: false };
    expect((await kit.deliver(activated)).status).toBe(503);
    expect((await subscriptionRow(t, extra)).status).toBe('created');
    expect(await kit.eventCount()).toBe(0);

    stub.failures.cancel = null;
    expect(await kit.outcomeOf(activated)).toBe('second_cancelled');
    expect(stub.subscriptions.get(extra)?.status).toBe('CANCELLED');
    expect(await activeRows()).toEqual([id]);
  });

  it('by RE-ACTIVATED of a suspended subscription after the learner subscribed again: that one is cancelled', async () => {
    const { token, id: old } = await kit.subscriber();
    stub.suspend(old);
    await kit.deliver(kit.event('BILLING.SUBSCRIPTION.SUSPENDED', { id: old, status: 'SUSPENDED' }));
    expect((await currentClaim(t, token)).role).toBe(4);
    const fresh = await startSubscription(t, token);
    stub.approve(fresh);
    expect((await activate(t, token, fresh)).status).toBe(201);

    t.clock.advance(60_000);
    stub.approve(old, 'ACTIVE');
    expect(
      await kit.outcomeOf(kit.event('BILLING.SUBSCRIPTION.RE-ACTIVATED', { id: old, status: 'ACTIVE' })),
    ).toBe('second_cancelled');
    expect(stub.subscriptions.get(old)?.status).toBe('CANCELLED');
    expect(await activeRows()).toEqual([fresh]);
  });

  it('by UPDATED with status ACTIVE is cancelled the same way', async () => {
    const { token, id } = await kit.subscriber();
    const extra = await secondSubscription(token, id);
    expect(
      await kit.outcomeOf(kit.event('BILLING.SUBSCRIPTION.UPDATED', { id: extra, status: 'ACTIVE' })),
    ).toBe('second_cancelled');
    expect(await activeRows()).toEqual([id]);
  });

  it('at the same moment as step 2 of another leaves exactly one active, the other cancelled at PayPal', async () => {
    const { token } = await signUp(t, 'bo@example.com');
    const uuid = (await currentClaim(t, token)).uuid;
    const first = await startSubscription(t, token);
    // Started after the first's window closed, before either was approved (a step 1 would
    // otherwise find the first ACTIVE at PayPal and refuse).
    t.clock.advance(PENDING_REUSE_MS + 1);
    const second = await startSubscription(t, token);
    stub.approve(first);
    stub.approve(second);
    await Promise.all([
      activate(t, token, second),
      kit.deliver(kit.event('BILLING.SUBSCRIPTION.ACTIVATED', { id: first, status: 'ACTIVE' })),
    ]);
    expect(await activeRows()).toHaveLength(1);
    expect(billedAtPayPal(uuid)).toHaveLength(1);
  });

  it('is refused by the database itself', async () => {
    const { token, id } = await kit.subscriber();
    const extra = await secondSubscription(token, id);
    await expect(
      t.client.execute({ sql: "UPDATE subscriptions SET status = 'active' WHERE id = ?", args: [extra] }),
    ).rejects.toThrow(/UNIQUE constraint failed: subscriptions.user_id/);
  });
});

/** A second subscription of the learner who has `activeId`, approved at PayPal and stored as step 1 stores it. */
async function secondSubscription(token: string, activeId: string, status: 'ACTIVE' | 'APPROVED' = 'ACTIVE') {
  const extra = stub.add({ custom_id: (await currentClaim(t, token)).uuid, status });
  await t.client.execute({
    sql: "INSERT INTO subscriptions (id, user_id, provider, status, created_at, updated_at) SELECT ?, user_id, 'paypal', 'created', 0, 0 FROM subscriptions WHERE id = ?",
    args: [extra.id, activeId],
  });
  return extra.id;
}
