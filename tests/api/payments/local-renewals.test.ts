// Test mode charges every month as PayPal would (PAYMENT.SALE.COMPLETED): an active subscriber is
// never left behind by the clock, whatever request comes first and however long they stay.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runRetention } from '../../../api/src/jobs/retention';
import { daysLeftFromPreviousSubscription } from '../../../shared/accounts/roles';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signUp } from '../users/helpers';
import { addWord, listWords } from '../words/helpers';
import {
  activate,
  currentClaim,
  expectAround,
  logIn,
  setClock,
  startSubscription,
  subscriptionRow,
} from './helpers';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
  setClock(t, '2030-01-10T12:00:00Z');
});
afterEach(() => t.close());

/** A trial learner who subscribed on 10 January: billed from 9 February 12:00, then monthly. */
async function subscriber(email: string) {
  const { token, password } = await signUp(t, email);
  await addWord(t, token, { word: 'keep' });
  const id = await startSubscription(t, token);
  expect((await activate(t, token, id)).status).toBe(201);
  return { id, password };
}

describe('an active subscriber in test mode', () => {
  it('is charged month by month: two months later a cancel keeps the month under way (role 4)', async () => {
    const { id, password } = await subscriber('ada@example.com');

    // Day 62: charged on 9 February and 9 March, paid through 9 April. (One second past noon, so
    // the milliseconds the sign-up took cannot round the day count up.)
    setClock(t, '2030-03-13T12:00:01Z');
    const token = await logIn(t, 'ada@example.com', password);
    expect(await currentClaim(t, token)).toMatchObject({ role: 3, deletingWords: 27 + 60 });
    expect(await listWords(t, token)).toHaveLength(1);
    expectAround((await subscriptionRow(t, id)).paidThrough, '2030-04-09T12:00:00Z');

    expect((await t.request('POST', '/api/cancel-subscription', { token })).status).toBe(204);
    const cancelled = await currentClaim(t, token);
    expect(cancelled).toMatchObject({ role: 4, deletingWords: 27 + 60 });
    expect(daysLeftFromPreviousSubscription(cancelled.deletingWords)).toBe(27);
    expect(await listWords(t, token)).toHaveLength(1);

    // A cancelled subscription is not charged again: role 5 once the paid days end.
    setClock(t, '2030-04-09T12:01:00Z');
    const after = await logIn(t, 'ada@example.com', password);
    expect(await currentClaim(t, after)).toMatchObject({ role: 5, deletingWords: 60 });
    expectAround((await subscriptionRow(t, id)).paidThrough, '2030-04-09T12:00:00Z');
  });

  it('is never role 5 and never loses the words, months later', async () => {
    const { id, password } = await subscriber('bo@example.com');
    setClock(t, '2030-11-02T08:00:00Z');
    expect((await runRetention(t)).wordsDeleted).toBe(0);
    expectAround((await subscriptionRow(t, id)).paidThrough, '2030-11-09T12:00:00Z');

    const token = await logIn(t, 'bo@example.com', password);
    expect(await currentClaim(t, token)).toMatchObject({ role: 3, deletingWords: 8 + 60 });
    expect(await listWords(t, token)).toHaveLength(1);
  });

  it('is charged once per month when requests arrive together', async () => {
    const { id, password } = await subscriber('cy@example.com');
    setClock(t, '2030-02-10T00:00:00Z');
    const token = await logIn(t, 'cy@example.com', password);
    await Promise.all(Array.from({ length: 8 }, () => currentClaim(t, token)));
    await runRetention(t);
    expectAround((await subscriptionRow(t, id)).paidThrough, '2030-03-09T12:00:00Z');
  });
});
