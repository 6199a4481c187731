// Subscription step 1 called in a loop by one learner. Before, 200 parallel calls created 200
// subscription rows (and, with PayPal, made 200 calls to PayPal). Now a learner's subscription
// still waiting for approval is handed back, and step 1 is rate-limited per learner.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { subscriptions } from '../../../api/src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { SUBSCRIBE } from '../payments/helpers';
import { signUp } from '../users/helpers';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const stepOne = (token: string) => t.request('POST', '/api/create-subscription', { token, body: SUBSCRIBE });

describe('subscription step 1 in a loop', () => {
  it('200 parallel calls create at most one subscription', async () => {
    const { token } = await signUp(t, 'looper@example.com');
    const answers = await Promise.all(Array.from({ length: 200 }, () => stepOne(token)));
    const rows = await t.db.select().from(subscriptions);
    console.info(`200 parallel step 1 calls: ${rows.length} subscription row(s)`);
    expect(rows).toHaveLength(1);
    const ok = answers.filter((r) => r.status === 200);
    expect(ok.length).toBeGreaterThan(0);
    for (const res of ok) expect((await res.json()).id).toBe(rows[0]?.id);
    // The rest are told to wait, in the shape the payment page reads.
    const limited = answers.filter((r) => r.status === 429);
    expect(ok.length + limited.length).toBe(200);
    const [firstLimited] = limited;
    expect(firstLimited).toBeDefined();
    expect((await (firstLimited as Response).json()).details[0].issue).toBe('RATE_LIMITED');
  });

  it('hands back the pending subscription to a second click', async () => {
    const { token } = await signUp(t, 'twice@example.com');
    const first = await (await stepOne(token)).json();
    const second = await (await stepOne(token)).json();
    expect(second.id).toBe(first.id);
    expect(await t.db.select().from(subscriptions)).toHaveLength(1);
  });

  it('keeps learners apart', async () => {
    const ann = await signUp(t, 'ann@example.com');
    const ben = await signUp(t, 'ben@example.com');
    const [a, b] = await Promise.all([stepOne(ann.token), stepOne(ben.token)]);
    expect((await a.json()).id).not.toBe((await b.json()).id);
  });
});
