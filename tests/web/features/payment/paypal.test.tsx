// @vitest-environment jsdom
// (happy-dom, the project's default, does not emulate what this file checks: see vitest.config.ts.)
// PayPal mode (SPEC §1, §7, §8): the provider's script with the spec's parameters, added only
// when needed; its subscription button driving our two steps; a script that fails to load; the
// buttons outside their provider. PayPal itself is out of reach here: window.paypal is a fake
// that records what the page asks of it.
import { renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentSettingsAnswer } from '../../../../shared/api';
import { usePayPalScript } from '../../../../web/src/features/payment/paypal-provider';
import type { PayPalButtonsOptions } from '../../../../web/src/features/payment/paypal-script';
import { appStore, userAtom } from '../../../../web/src/lib/session';
import {
  fakeServer,
  json,
  ORDER_ID,
  PAYPAL_SETTINGS,
  renderPayment,
  SUBSCRIPTION_ID,
  thePage,
  tokenFor,
} from './payment-kit';

const trialToken = tokenFor({ role: 1, deletingWords: 50 });
const activeToken = tokenFor({ role: 3, deletingWords: 110, subscriptionId: SUBSCRIPTION_ID });

/** The script is loaded once per client id and kept; each test uses its own id. */
let clientCount = 0;
const paypalSettings = (): PaymentSettingsAnswer => ({
  ...PAYPAL_SETTINGS,
  clientId: `client-${++clientCount}`,
});

const sdkScript = () =>
  vi.waitFor(() => {
    const script = document.head.querySelector<HTMLScriptElement>('script[src^="https://www.paypal.com/"]');
    if (!script) throw new Error('no PayPal script yet');
    return script;
  });

/** Stands in for PayPal's SDK: Buttons() records its options and draws a button. */
function fakePayPal() {
  const options: PayPalButtonsOptions[] = [];
  window.paypal = {
    Buttons(given) {
      options.push(given);
      return {
        render: async (box) => {
          box.append(Object.assign(document.createElement('button'), { textContent: 'PayPal Subscribe' }));
        },
        close: async () => {},
      };
    },
  };
  return options;
}

afterEach(() => {
  delete window.paypal;
  for (const script of document.head.querySelectorAll('script')) script.remove();
});

describe("the provider's script", () => {
  it('is added on demand with the client id, intent subscription, vault, card and no pay-later', async () => {
    const settings = paypalSettings();
    fakeServer(trialToken, {}, settings);
    expect(document.head.querySelector('script')).toBeNull();
    renderPayment(trialToken);
    const url = new URL((await sdkScript()).src);
    expect(url.origin + url.pathname).toBe('https://www.paypal.com/sdk/js');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      'client-id': settings.clientId,
      intent: 'subscription',
      vault: 'true',
      'enable-funding': 'card',
      'disable-funding': 'paylater',
    });
  });

  it('is never added in test mode', async () => {
    fakeServer(trialToken);
    renderPayment(trialToken);
    await screen.findByRole('button', { name: 'Subscribe (test mode)' });
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('that fails to load is reported in a notice, on the page and in the log', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeServer(trialToken, {}, paypalSettings());
    renderPayment(trialToken);
    (await sdkScript()).dispatchEvent(new Event('error'));

    expect(await thePage().findByText('Failed to load the PayPal script.')).toBeTruthy();
    // The page's line and the notice (toast).
    await vi.waitFor(() => expect(screen.getAllByText('Failed to load the PayPal script.')).toHaveLength(2));
    expect(logged).toHaveBeenCalled();
  });

  it('that failed to load can be tried again, and then draws the button', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeServer(trialToken, {}, paypalSettings());
    renderPayment(trialToken);
    (await sdkScript()).dispatchEvent(new Event('error'));
    const retry = await thePage().findByRole('button', { name: 'Try again' });
    expect(document.head.querySelector('script')).toBeNull();

    fakePayPal();
    await userEvent.setup().click(retry);
    (await sdkScript()).dispatchEvent(new Event('load'));
    expect(await screen.findByRole('button', { name: 'PayPal Subscribe' })).toBeTruthy();
    expect(thePage().queryByText('Failed to load the PayPal script.')).toBeNull();
    expect(thePage().queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});

describe("PayPal's subscription button", () => {
  it('creates the subscription with step 1 and activates it with the approval ids', async () => {
    const server = fakeServer(
      trialToken,
      {
        'POST /api/create-subscription': () => json(200, { id: SUBSCRIPTION_ID }),
        [`POST /api/create-subscription/${SUBSCRIPTION_ID}`]: () => {
          server.setToken(activeToken);
          return json(201, { subscriptionID: SUBSCRIPTION_ID, orderID: ORDER_ID });
        },
      },
      paypalSettings(),
    );
    const buttons = fakePayPal();
    renderPayment(trialToken);
    (await sdkScript()).dispatchEvent(new Event('load'));
    expect(await screen.findByRole('button', { name: 'PayPal Subscribe' })).toBeTruthy();
    const options = buttons[0];
    if (!options) throw new Error('PayPal buttons were not rendered');

    expect(await options.createSubscription()).toBe(SUBSCRIPTION_ID);
    expect(server.to('POST', '/api/create-subscription')[0]?.body).toEqual({ userAction: 'SUBSCRIBE_NOW' });
    await options.onApprove({ subscriptionID: SUBSCRIPTION_ID, orderID: ORDER_ID });

    expect(server.to('POST', `/api/create-subscription/${SUBSCRIPTION_ID}`)[0]?.body).toEqual({
      orderID: ORDER_ID,
    });
    expect(await thePage().findByText('Subscription Successfully Activated!')).toBeTruthy();
    expect(appStore.get(userAtom)?.role).toBe(3);
  });

  it("stops PayPal's window when step 1 fails, and says why once", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeServer(
      trialToken,
      {
        'POST /api/create-subscription': () =>
          json(502, {
            code: 'provider_error',
            message: 'PayPal refused.',
            details: [{ issue: 'UNPROCESSABLE_ENTITY', description: 'The plan is not active.' }],
            debug_id: '7c1e2d',
          }),
      },
      paypalSettings(),
    );
    const buttons = fakePayPal();
    renderPayment(trialToken);
    (await sdkScript()).dispatchEvent(new Event('load'));
    await screen.findByRole('button', { name: 'PayPal Subscribe' });
    const options = buttons[0];
    if (!options) throw new Error('PayPal buttons were not rendered');

    const failure = await options.createSubscription().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    // PayPal hands the same error to onError: it is not reported a second time.
    options.onError?.(failure);
    const expected =
      'Could not initiate PayPal Subscription... UNPROCESSABLE_ENTITY The plan is not active. (7c1e2d)';
    expect((await thePage().findByRole('alert')).textContent).toBe(expected);
    expect(logged).toHaveBeenCalledTimes(1);
  });
});

describe('the buttons outside their provider', () => {
  it('raise an error', () => {
    // React reports the render error too; the test expects it.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => usePayPalScript())).toThrow(
      'The payment buttons must be used inside their provider (PayPalScriptProvider).',
    );
  });
});
