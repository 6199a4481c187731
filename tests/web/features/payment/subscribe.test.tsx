// Subscribing in test mode (SPEC §4 "Subscription", §8 "Subscription"): step 1 then step 2, the
// renewed token and words on success, and each failure's message.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { appStore, preferencesAtom, userAtom, wordsAtom } from '../../../../web/src/lib/session';
import {
  block,
  fakeServer,
  json,
  LOCAL_SETTINGS,
  ORDER_ID,
  renderPayment,
  SUBSCRIPTION_ID,
  savedWord,
  thePage,
  tokenFor,
} from './payment-kit';

const trialToken = tokenFor({ role: 1, deletingWords: 50 });
const activeToken = tokenFor({ role: 3, deletingWords: 110, subscriptionId: SUBSCRIPTION_ID });

async function clickSubscribe() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Subscribe (test mode)' }));
}

describe('the payment options', () => {
  it('offer a retry when they cannot be loaded', async () => {
    let available = false;
    fakeServer(trialToken, {
      'GET /api/payments/settings': () =>
        available
          ? json(200, LOCAL_SETTINGS)
          : json(503, { code: 'unavailable', message: 'The server is busy.' }),
    });
    renderPayment(trialToken);
    expect(await thePage().findByText('The payment options could not be loaded.')).toBeTruthy();
    expect(await screen.findByText('The server is busy.')).toBeTruthy();
    available = true;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Subscribe (test mode)' })).toBeTruthy();
  });
});

describe('subscribing in test mode', () => {
  it('runs both steps, renews the token, loads the words and says the subscription is active', async () => {
    const server = fakeServer(trialToken, {
      'POST /api/create-subscription': () => json(200, { id: SUBSCRIPTION_ID }),
      [`POST /api/create-subscription/${SUBSCRIPTION_ID}`]: () => {
        server.setToken(activeToken);
        return json(201, { subscriptionID: SUBSCRIPTION_ID, orderID: ORDER_ID });
      },
      'GET /api/words/get/words': () => json(200, [savedWord]),
    });
    renderPayment(trialToken);
    await clickSubscribe();

    expect(await thePage().findByText('Subscription Successfully Activated!')).toBeTruthy();
    expect(thePage().getByRole('status').textContent).toContain(`Subscription ID: ${SUBSCRIPTION_ID}`);
    expect(server.to('POST', '/api/create-subscription')[0]?.body).toEqual({ userAction: 'SUBSCRIBE_NOW' });
    expect(appStore.get(userAtom)?.role).toBe(3);
    expect(block('Subscription status').getByText('ACTIVE')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel subscription' })).toBeTruthy();
    expect(appStore.get(wordsAtom).map((w) => w.word)).toEqual(['house']);
    expect(appStore.get(preferencesAtom)?.targetLanguage).toBe('es');
  });

  it("shows step 1's failure: the issue, the description and the debug id, and logs it", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const server = fakeServer(trialToken, {
      'POST /api/create-subscription': () =>
        json(503, {
          code: 'payment_unavailable',
          message: 'The payment provider is unavailable.',
          details: [{ issue: 'SERVICE_UNAVAILABLE', description: 'The payment provider did not answer.' }],
          debug_id: 'f2a9c01d7b3e4',
        }),
    });
    renderPayment(trialToken);
    await clickSubscribe();

    const alert = await thePage().findByRole('alert');
    expect(alert.textContent).toBe(
      'Could not initiate Test Subscription... SERVICE_UNAVAILABLE The payment provider did not answer. (f2a9c01d7b3e4)',
    );
    expect(logged).toHaveBeenCalled();
    expect(server.sent.some((r) => r.path.startsWith('/api/create-subscription/'))).toBe(false);
  });

  it('shows the message when step 1 answers neither an id nor details', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeServer(trialToken, {
      'POST /api/create-subscription': () =>
        json(200, { message: 'No subscription was created.', debug_id: 'a1' }),
    });
    renderPayment(trialToken);
    await clickSubscribe();
    expect((await thePage().findByRole('alert')).textContent).toBe(
      'Could not initiate Test Subscription... No subscription was created. (a1)',
    );
  });

  it('shows the same prefix and the error text when step 1 throws', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeServer(trialToken, {
      'POST /api/create-subscription': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    renderPayment(trialToken);
    await clickSubscribe();
    const text = (await thePage().findByRole('alert')).textContent ?? '';
    expect(text.startsWith('Could not initiate Test Subscription... ')).toBe(true);
    expect(text).toContain('Failed to fetch');
    expect(logged).toHaveBeenCalled();
  });

  it.each([
    ['a status other than 201', () => json(200, { subscriptionID: SUBSCRIPTION_ID, orderID: ORDER_ID })],
    ['no order id', () => json(201, { subscriptionID: SUBSCRIPTION_ID, orderID: '' })],
  ])('reports an activation failure on %s, on the page and in a notice', async (_case, answer) => {
    const server = fakeServer(trialToken, {
      'POST /api/create-subscription': () => json(200, { id: SUBSCRIPTION_ID }),
      [`POST /api/create-subscription/${SUBSCRIPTION_ID}`]: answer,
    });
    renderPayment(trialToken);
    await clickSubscribe();

    expect(
      await thePage().findByText(`Failed to activate the subscription: ${SUBSCRIPTION_ID}.`),
    ).toBeTruthy();
    expect(await screen.findByText('Subscription Not Activated.')).toBeTruthy();
    expect(thePage().queryByText('Subscription Successfully Activated!')).toBeNull();
    expect(server.to('GET', '/api/words/get/words')).toEqual([]);
    expect(block('Subscription status').getByText('NOT ACTIVE')).toBeTruthy();
  });

  it("also gives the server's reason when step 2 is refused", async () => {
    fakeServer(trialToken, {
      'POST /api/create-subscription': () => json(200, { id: SUBSCRIPTION_ID }),
      [`POST /api/create-subscription/${SUBSCRIPTION_ID}`]: () =>
        json(409, {
          code: 'subscription_ended',
          message: 'This subscription has ended. Please subscribe again.',
        }),
    });
    renderPayment(trialToken);
    await clickSubscribe();

    expect(
      await thePage().findByText(`Failed to activate the subscription: ${SUBSCRIPTION_ID}.`),
    ).toBeTruthy();
    expect(await screen.findByText('This subscription has ended. Please subscribe again.')).toBeTruthy();
    expect(await screen.findByText('Subscription Not Activated.')).toBeTruthy();
  });

  it('ignores a second click while the first subscription is on its way', async () => {
    let answerStepOne: (response: Response) => void = () => {};
    const server = fakeServer(trialToken, {
      'POST /api/create-subscription': () => new Promise((resolve) => (answerStepOne = resolve)),
    });
    renderPayment(trialToken);
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: 'Subscribe (test mode)' });
    await user.click(button);
    await user.click(screen.getByRole('button', { name: 'Subscribing…' }));
    expect(server.to('POST', '/api/create-subscription')).toHaveLength(1);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answerStepOne(json(500, { message: 'Stopped by the test.', debug_id: 'x' }));
    expect(await thePage().findByRole('alert')).toBeTruthy();
  });
});
