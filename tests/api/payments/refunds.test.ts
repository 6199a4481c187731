// PAYMENT.SALE.REFUNDED and PAYMENT.SALE.REVERSED (a chargeback): the month the sale paid is
// taken back, once, whichever order the events arrive in; the status stays as PayPal keeps it.
import { describe, expect, it, vi } from 'vitest';
import type { PayPalStub } from '../../stubs/paypal';
import type { TestApp } from '../helpers/test-app';
import { currentClaim, expectAround, logIn, setClock, subscriptionRow, withPayPalApp } from './helpers';
import { webhookKit } from './webhook-kit';

let stub: PayPalStub;
let t: TestApp;
withPayPalApp((app, standIn) => {
  t = app;
  stub = standIn;
});
const kit = webhookKit(() => ({ t, stub }));

/** A subscriber charged on 9 February and 9 March: paid through 9 April. */
async function chargedTwice() {
  const learner = await kit.subscriber();
  setClock(t, '2030-03-09T12:00:00Z');
  const february = kit.sale(learner.id, '2030-02-09T12:00:00Z');
  const march = kit.sale(learner.id, '2030-03-09T12:00:00Z');
  await kit.deliver(kit.event('PAYMENT.SALE.COMPLETED', february));
  await kit.deliver(kit.event('PAYMENT.SALE.COMPLETED', march));
  expect((await subscriptionRow(t, learner.id)).paidThrough).toBe(Date.parse('2030-04-09T12:00:00Z'));
  return { ...learner, february, march };
}

describe('refunds and reversals', () => {
  it('a refunded payment takes its month back, once, and leaves the status as PayPal keeps it', async () => {
    const { id, march } = await chargedTwice();
    const refunded = kit.event('PAYMENT.SALE.REFUNDED', kit.refund(march.id, '2030-03-10T12:00:00Z'));
    expect(await kit.outcomeOf(refunded)).toBe('applied');
    expect(await subscriptionRow(t, id)).toMatchObject({
      status: 'active',
      paidThrough: Date.parse('2030-03-09T12:00:00Z'),
    });
    expect(await kit.outcomeOf(refunded)).toBe('replayed');
    expect((await subscriptionRow(t, id)).paidThrough).toBe(Date.parse('2030-03-09T12:00:00Z'));
  });

  it('a reversed payment (chargeback) after a cancel leaves only the days still paid for', async () => {
    const { id, email, password, march } = await chargedTwice();
    const token = await logIn(t, email, password);
    expect((await t.request('POST', '/api/cancel-subscription', { token })).status).toBe(204);
    expect((await currentClaim(t, token)).role).toBe(4);
    const reversal = { ...march, state: 'reversed', billing_agreement_id: id };
    await kit.deliver(kit.event('PAYMENT.SALE.REVERSED', reversal));
    expect(await subscriptionRow(t, id)).toMatchObject({
      status: 'cancelled',
      paidThrough: Date.parse('2030-03-09T12:00:00Z'),
    });
    setClock(t, '2030-03-09T13:00:00Z');
    expect((await currentClaim(t, await logIn(t, email, password))).role).toBe(5);
  });

  it('refunding every payment never takes away the days before billing started (the trial)', async () => {
    const { id, february, march } = await chargedTwice();
    await kit.deliver(kit.event('PAYMENT.SALE.REFUNDED', kit.refund(march.id, '2030-03-10T12:00:00Z', id)));
    await kit.deliver(kit.event('PAYMENT.SALE.REVERSED', { ...february, state: 'reversed' }));
    expectAround((await subscriptionRow(t, id)).paidThrough, '2030-02-09T12:00:00Z');
  });

  it('a refund that arrives before its payment: the payment then pays nothing', async () => {
    const { id } = await kit.subscriber();
    const sale = kit.sale(id, '2030-02-09T12:00:00Z');
    setClock(t, '2030-02-10T12:00:00Z');
    const before = (await subscriptionRow(t, id)).paidThrough;
    await kit.deliver(kit.event('PAYMENT.SALE.REFUNDED', kit.refund(sale.id, '2030-02-10T12:00:00Z', id)));
    await kit.deliver(kit.event('PAYMENT.SALE.COMPLETED', sale));
    expect((await subscriptionRow(t, id)).paidThrough).toBe(before);
  });

  it('a refund of a payment we never saw and that names no subscription is logged and answered 200', async () => {
    await kit.subscriber();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(
      await kit.outcomeOf(
        kit.event('PAYMENT.SALE.REFUNDED', kit.refund('SALE-UNKNOWN', '2030-02-10T12:00:00Z')),
      ),
    ).toBe('unknown_subscription');
    warn.mockRestore();
  });
});
