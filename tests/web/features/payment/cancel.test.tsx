// Cancelling (SPEC §4 "Subscription", §8): a confirmation first; on 204 a renewed token and,
// when no paid days are left, no words or preferences kept in the page; any other status is
// only logged; the dialog closes whatever the answer.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { applySettings, defaultsFor } from '../../../../web/src/features/words/state/words-store';
import { appStore, preferencesAtom, userAtom, wordsAtom } from '../../../../web/src/lib/session';
import {
  block,
  fakeServer,
  json,
  renderPayment,
  SUBSCRIPTION_ID,
  savedWord,
  thePage,
  tokenFor,
} from './payment-kit';

const activeToken = tokenFor({ role: 3, deletingWords: 110, subscriptionId: SUBSCRIPTION_ID });
const cancelledToken = tokenFor({ role: 4, deletingWords: 110, subscriptionId: SUBSCRIPTION_ID });
const inactiveToken = tokenFor({ role: 5, deletingWords: 60, subscriptionId: SUBSCRIPTION_ID });

const noContent = () => new Response(null, { status: 204 });

/** The learner's words and preferences, as loaded at start-up. */
function loadedLearnerData() {
  appStore.set(preferencesAtom, {
    speechLanguage: 'en-US',
    speechVoice: 'en-US-Female',
    sourceLanguage: 'en',
    targetLanguage: 'es',
    highQuality: false,
    rateSpeech: 1,
  });
  applySettings([savedWord], defaultsFor(1));
}

async function confirmCancel() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
  const dialog = screen.getByRole('dialog', { name: 'Cancel subscription' });
  expect(dialog.textContent).toContain('Cancel the subscription?');
  await user.click(screen.getByRole('button', { name: 'Yes, cancel' }));
  return dialog;
}

describe('cancelling a subscription', () => {
  it('asks first, and keeping the subscription sends nothing', async () => {
    const server = fakeServer(activeToken);
    renderPayment(activeToken);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    // Focus starts on the harmless choice.
    expect(document.activeElement?.textContent).toBe('Keep subscription');
    await user.click(screen.getByRole('button', { name: 'Keep subscription' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.to('POST', '/api/cancel-subscription')).toEqual([]);
  });

  it('on 204 renews the token, keeps the paid days and says so', async () => {
    const server = fakeServer(activeToken, {
      'POST /api/cancel-subscription': () => {
        server.setToken(cancelledToken);
        return noContent();
      },
    });
    loadedLearnerData();
    renderPayment(activeToken);
    await confirmCancel();

    expect(await thePage().findByText('Subscription Canceled Successfully!')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(appStore.get(userAtom)?.role).toBe(4);
    const status = block('Subscription status');
    expect(status.getByText('NOT ACTIVE')).toBeTruthy();
    expect(status.getByText('50 days remaining from your previous subscription.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Subscribe (test mode)' })).toBeTruthy();
    // Paid days remain: the words stay.
    expect(appStore.get(wordsAtom)).toHaveLength(1);
    expect(appStore.get(preferencesAtom)).not.toBeNull();
  });

  it('clears the words and preferences in the page when no paid days are left (role 5)', async () => {
    const server = fakeServer(activeToken, {
      'POST /api/cancel-subscription': () => {
        server.setToken(inactiveToken);
        return noContent();
      },
    });
    loadedLearnerData();
    renderPayment(activeToken);
    await confirmCancel();

    expect(await thePage().findByText('Subscription Canceled Successfully!')).toBeTruthy();
    expect(appStore.get(userAtom)?.role).toBe(5);
    expect(appStore.get(wordsAtom)).toEqual([]);
    expect(appStore.get(preferencesAtom)).toBeNull();
  });

  it('only logs any other status, and closes the dialog', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const server = fakeServer(activeToken, { 'POST /api/cancel-subscription': () => json(200, {}) });
    loadedLearnerData();
    renderPayment(activeToken);
    await confirmCancel();

    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(logged).toHaveBeenCalledWith(
      'The subscription was not cancelled: the server answered 200 instead of 204.',
    );
    expect(thePage().queryByText('Subscription Canceled Successfully!')).toBeNull();
    expect(server.to('GET', '/api/users/replace-token')).toHaveLength(1);
    expect(block('Subscription status').getByText('ACTIVE')).toBeTruthy();
    expect(appStore.get(wordsAtom)).toHaveLength(1);
  });

  it("shows the server's reason through the common error handler when refused", async () => {
    fakeServer(activeToken, {
      'POST /api/cancel-subscription': () =>
        json(403, { code: 'no_active_subscription', message: 'There is no active subscription to cancel.' }),
    });
    renderPayment(activeToken);
    await confirmCancel();

    expect(await screen.findByText('There is no active subscription to cancel.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
