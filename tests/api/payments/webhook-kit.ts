// The PayPal side of the webhook tests: events as PayPal sends them, signed by the stand-in and
// delivered through app.handle, and a learner subscribed through both steps.
import type { PayPalStub } from '../../stubs/paypal';
import type { TestApp } from '../helpers/test-app';
import { signUp } from '../users/helpers';
import { activate, startSubscription } from './helpers';

let eventNumber = 0;

export function webhookKit(current: () => { t: TestApp; stub: PayPalStub }) {
  /** A PayPal event, created now by the app's clock unless `at` says when. */
  function event(
    type: string,
    resource: Record<string, unknown>,
    { id = `WH-${++eventNumber}TEST`, at = '' } = {},
  ) {
    const { t } = current();
    return {
      id,
      event_version: '1.0',
      create_time: at || new Date(t.clock.now()).toISOString(),
      event_type: type,
      resource,
    };
  }
  const sale = (subscriptionId: string, time: string, id = `SALE${++eventNumber}`) => ({
    id,
    state: 'completed',
    amount: { total: '2.00', currency: 'USD' },
    billing_agreement_id: subscriptionId,
    create_time: time,
  });
  /** A refund of a sale, naming the subscription only when asked (PayPal does not always). */
  const refund = (saleId: string, time: string, subscriptionId?: string) => ({
    id: `REFUND${++eventNumber}`,
    state: 'completed',
    amount: { total: '-2.00', currency: 'USD' },
    sale_id: saleId,
    ...(subscriptionId ? { billing_agreement_id: subscriptionId } : {}),
    create_time: time,
  });

  /** Delivers an event as PayPal does; a string body is sent and signed byte for byte. */
  function deliver(
    body: object | string,
    { tamper = false, headers = undefined as Record<string, string> | undefined } = {},
  ) {
    const { t, stub } = current();
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    return t.request('POST', '/api/payments/webhook', {
      body: text,
      headers: { 'content-type': 'application/json', ...(headers ?? stub.signatureHeaders(text, tamper)) },
    });
  }
  const outcomeOf = async (body: object | string) => (await (await deliver(body)).json()).outcome;

  /** A trial learner who subscribed through both steps; billed from the end of the trial. */
  async function subscriber(email = 'ada@example.com') {
    const { t, stub } = current();
    const { token, password } = await signUp(t, email);
    const id = await startSubscription(t, token);
    stub.approve(id);
    const res = await activate(t, token, id);
    if (res.status !== 201) throw new Error(`step 2 answered ${res.status}`);
    return { token, password, id, email };
  }

  const eventCount = async () =>
    Number((await current().t.client.execute('SELECT count(*) AS n FROM payment_events')).rows[0]?.n);

  return { event, sale, refund, deliver, outcomeOf, subscriber, eventCount };
}
