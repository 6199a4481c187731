// Picks the payment provider once, from the options config.ts parsed from the environment.
import { createLocalPaymentProvider } from './local';
import { createPayPalProvider } from './paypal';
import type { PaymentProvider, PaymentProviderName } from './port';

export type { PaymentProvider, PaymentProviderName, PaymentUser } from './port';

export interface PaymentProviderOptions {
  provider: PaymentProviderName;
  paypalClientId?: string;
  paypalClientSecret?: string;
  paypalPlanId?: string;
  paypalWebhookId?: string;
  paypalApiBase: string;
  /** The app's public URL (APP_URL): PayPal's return and cancel links lead back to it. */
  appUrl: string;
  /** Per call; 5 s unless a test shortens it. */
  timeoutMs?: number;
  /** The server's clock: test mode stamps its status changes with it, as PayPal does with its own. */
  now?: () => number;
}

/** Throws a plain Error when PayPal lacks a credential: config.ts already reports that at start-up. */
export function createPaymentProvider(options: PaymentProviderOptions): PaymentProvider {
  switch (options.provider) {
    case 'local':
      return createLocalPaymentProvider(options.now);
    case 'paypal': {
      const { paypalClientId, paypalClientSecret, paypalPlanId, paypalWebhookId } = options;
      if (!paypalClientId || !paypalClientSecret || !paypalPlanId || !paypalWebhookId) {
        throw new Error(
          'The PayPal payment provider needs a client id, a secret, a plan id and a webhook id.',
        );
      }
      return createPayPalProvider({
        baseUrl: options.paypalApiBase,
        clientId: paypalClientId,
        clientSecret: paypalClientSecret,
        planId: paypalPlanId,
        webhookId: paypalWebhookId,
        appUrl: options.appUrl,
        timeoutMs: options.timeoutMs,
      });
    }
  }
}
