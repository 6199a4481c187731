// The payment page per role (SPEC §2 "Payment page", §4 "Subscription", §6, §9): the status
// words, the days computed from deletingWords, the subscription id, and which block follows.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { block, fakeServer, renderPayment, SUBSCRIPTION_ID, thePage, tokenFor } from './payment-kit';

const statusText = () =>
  block('Subscription status')
    .getByText(/MANAGER|ACTIVE/)
    .closest('section')?.textContent;

/** Waits until the page has its provider settings (the subscribe block stops loading). */
const subscribeButton = () => screen.findByRole('button', { name: 'Subscribe (test mode)' });

describe('the payment page', () => {
  it('is titled Payment and describes the plan', async () => {
    const token = tokenFor({ role: 1, deletingWords: 45 });
    fakeServer(token);
    renderPayment(token);
    await subscribeButton();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Payment');
    expect(document.title).toContain('Payment');
    const plan = block('Plan details');
    expect(plan.getByText('$2')).toBeTruthy();
    expect(plan.getByText('per month')).toBeTruthy();
    expect(plan.getByText('after the 30-day free trial')).toBeTruthy();
    for (const included of [
      'Unlimited words',
      'Pictures for your words',
      'Audio in 149 languages',
      'Translation of words and sentences',
      'Media player and test modes',
    ]) {
      expect(plan.getByText(included)).toBeTruthy();
    }
    expect(plan.getByText('Cancel at any time: the days already paid for stay yours.')).toBeTruthy();
  });
});

describe("the plan's billing, worded for the reader (docs/decisions/0006)", () => {
  const TRIAL_TERM = 'A subscription bought during the trial is first charged when the trial ends.';
  it.each([
    [1, 45, 'after the 30-day free trial', TRIAL_TERM],
    [2, 20, 'charged from the day you subscribe', 'The first month is charged the day you subscribe'],
    [4, 85, 'charged once your paid days run out', 'charges nothing until the days already paid for'],
    [5, 12, 'charged from the day you subscribe', 'The first month is charged the day you subscribe'],
    [3, 110, 'charged every month until you cancel', null],
  ])('role %i (deletingWords %i) reads "%s"', async (role, deletingWords, line, term) => {
    const token = tokenFor({ role, deletingWords, subscriptionId: role > 2 ? SUBSCRIPTION_ID : '' });
    fakeServer(token);
    renderPayment(token);
    await screen.findByRole('button', { name: role === 3 ? 'Cancel subscription' : 'Subscribe (test mode)' });
    const plan = block('Plan details');
    expect(plan.getByText(line)).toBeTruthy();
    const text = screen.getByRole('heading', { name: 'Plan details' }).closest('section')?.textContent ?? '';
    if (term) expect(text).toContain(term);
    if (role !== 1) expect(text).not.toMatch(/free trial|during the trial/);
    expect(plan.getByText('Cancel at any time: the days already paid for stay yours.')).toBeTruthy();
  });
});

describe('opening the page', () => {
  it("renews the token, so the status is the server's of today", async () => {
    // The stored token still says trial; meanwhile the trial has ended.
    const server = fakeServer(tokenFor({ role: 2, deletingWords: 29 }));
    renderPayment(tokenFor({ role: 1, deletingWords: 31 }));
    expect(await screen.findByText('Your free trial has ended: no trial days remaining.')).toBeTruthy();
    expect(server.to('GET', '/api/users/replace-token')).toHaveLength(1);
  });
});

describe('a trial learner (role 1)', () => {
  it('reads NOT ACTIVE, the trial days left and when the words would be deleted', async () => {
    const token = tokenFor({ role: 1, deletingWords: 45 });
    fakeServer(token);
    renderPayment(token);
    await subscribeButton();
    const status = block('Subscription status');
    expect(status.getByText('NOT ACTIVE')).toBeTruthy();
    // SPEC §9: 30 − (60 − 45) = 15 trial days; the words go in 45 days.
    expect(status.getByText('Free trial: 15 days remaining.')).toBeTruthy();
    expect(
      status.getByText('Your saved words will be deleted in 45 days unless you subscribe.'),
    ).toBeTruthy();
    expect(statusText()).not.toContain('Subscription ID');
  });

  it('is offered the test-mode subscription, with the note that no money is taken', async () => {
    const token = tokenFor({ role: 1, deletingWords: 59 });
    fakeServer(token);
    renderPayment(token);
    await subscribeButton();
    expect(block('Subscribe').getByText('Test mode: subscribing here charges no money.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
    expect(block('Subscription status').getByText('Free trial: 29 days remaining.')).toBeTruthy();
  });

  it('reads a single day in the singular', async () => {
    const token = tokenFor({ role: 1, deletingWords: 31 });
    fakeServer(token);
    renderPayment(token);
    await subscribeButton();
    expect(block('Subscription status').getByText('Free trial: 1 day remaining.')).toBeTruthy();
  });
});

describe('a learner whose trial is over (role 2)', () => {
  it('reads NOT ACTIVE, no trial days left and the deletion warning, and may subscribe', async () => {
    const token = tokenFor({ role: 2, deletingWords: 20 });
    fakeServer(token);
    renderPayment(token);
    await subscribeButton();
    const status = block('Subscription status');
    expect(status.getByText('NOT ACTIVE')).toBeTruthy();
    expect(status.getByText('Your free trial has ended: no trial days remaining.')).toBeTruthy();
    expect(statusText()).not.toContain('Free trial:');
    expect(
      status.getByText('Your saved words will be deleted in 20 days unless you subscribe.'),
    ).toBeTruthy();
  });
});

describe('the deletion warning', () => {
  it('says the words are due today once no day is left', async () => {
    const token = tokenFor({ role: 5, deletingWords: 0, subscriptionId: SUBSCRIPTION_ID });
    fakeServer(token);
    renderPayment(token);
    await subscribeButton();
    expect(
      block('Subscription status').getByText(
        'Your saved words are due for deletion today unless you subscribe.',
      ),
    ).toBeTruthy();
  });
});

describe('an active subscriber (role 3)', () => {
  it('reads ACTIVE, the thanks and the subscription id, and is offered the cancel block only', async () => {
    const token = tokenFor({ role: 3, deletingWords: 120, subscriptionId: SUBSCRIPTION_ID });
    fakeServer(token);
    renderPayment(token);
    const status = block('Subscription status');
    expect(status.getByText('ACTIVE')).toBeTruthy();
    expect(status.getByText('Thank you for subscribing!')).toBeTruthy();
    expect(statusText()).toContain(`Subscription ID: ${SUBSCRIPTION_ID}`);
    expect(statusText()).not.toContain('deleted');
    expect(screen.getByRole('button', { name: 'Cancel subscription' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Subscribe' })).toBeNull();
  });
});

describe('a learner who cancelled (role 4)', () => {
  it('reads NOT ACTIVE, the id, the paid days left and the deletion warning', async () => {
    const token = tokenFor({ role: 4, deletingWords: 85, subscriptionId: SUBSCRIPTION_ID });
    fakeServer(token);
    renderPayment(token);
    await subscribeButton();
    const status = block('Subscription status');
    expect(status.getByText('NOT ACTIVE')).toBeTruthy();
    expect(statusText()).toContain(`Subscription ID: ${SUBSCRIPTION_ID}`);
    // SPEC §9: 85 − 60 = 25 days left from the previous subscription.
    expect(status.getByText('25 days remaining from your previous subscription.')).toBeTruthy();
    expect(
      status.getByText('Your saved words will be deleted in 85 days unless you subscribe.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
  });
});

describe('a learner with no paid days left (role 5)', () => {
  it('reads NOT ACTIVE, the id and the deletion warning, without any days remaining', async () => {
    const token = tokenFor({ role: 5, deletingWords: 12, subscriptionId: SUBSCRIPTION_ID });
    fakeServer(token);
    renderPayment(token);
    await subscribeButton();
    const status = block('Subscription status');
    expect(status.getByText('NOT ACTIVE')).toBeTruthy();
    expect(statusText()).toContain(`Subscription ID: ${SUBSCRIPTION_ID}`);
    expect(
      status.getByText('Your saved words will be deleted in 12 days unless you subscribe.'),
    ).toBeTruthy();
    expect(statusText()).not.toMatch(/remaining/);
  });
});

describe('the manager (role 0)', () => {
  it('reads MANAGER and sees no subscription controls', async () => {
    const token = tokenFor({ role: 0, deletingWords: 100 });
    const server = fakeServer(token);
    renderPayment(token);
    expect(block('Subscription status').getByText('MANAGER')).toBeTruthy();
    expect(statusText()).not.toContain('deleted');
    // Wait until the page has asked the server everything it asks on opening.
    await vi.waitFor(() => expect(server.to('GET', '/api/payments/settings')).toHaveLength(1));
    expect(thePage().queryAllByRole('button')).toEqual([]);
    expect(screen.queryByRole('heading', { name: 'Subscribe' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Cancel subscription' })).toBeNull();
  });
});

describe('the way out beside the deletion warning (docs/decisions/0025)', () => {
  it.each([
    [2, 20, true],
    [5, 12, true],
    [3, 110, false],
  ])('role %i (deletingWords %i) sees the export link: %s', async (role, deletingWords, shown) => {
    const token = tokenFor({ role, deletingWords, subscriptionId: role > 2 ? SUBSCRIPTION_ID : '' });
    fakeServer(token);
    renderPayment(token);
    await screen.findByRole('button', { name: role === 3 ? 'Cancel subscription' : 'Subscribe (test mode)' });
    const link = screen.queryByRole('link', { name: 'Export my words' });
    expect(Boolean(link)).toBe(shown);
    if (link) expect(link.getAttribute('href')).toBe('/auth#export');
  });
});
