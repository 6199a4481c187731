// PayPal's JavaScript SDK, added as a <script> element only when the payment page needs it: the
// server's Content-Security-Policy allows PayPal's hosts only when PAYMENT_PROVIDER=paypal.
// The parameters are those of SPEC §7: the public client id, intent subscription, vault true,
// card funding enabled and pay-later disabled.
import { PROVIDER_DISPLAY_NAMES, providerScriptFailedMessage } from '../../../../shared/payments/texts';

export const PAYPAL_SDK_URL = 'https://www.paypal.com/sdk/js';

/** What the approval callback receives (SPEC §3). */
export interface PayPalApproval {
  subscriptionID?: string | null;
  orderID?: string | null;
}

/** The part of PayPal's Buttons API the page uses. */
export interface PayPalButtonsOptions {
  style?: Record<string, string>;
  createSubscription: () => Promise<string>;
  onApprove: (data: PayPalApproval) => Promise<void>;
  onError?: (error: unknown) => void;
}
export interface PayPalButtonsInstance {
  render(container: HTMLElement): Promise<void>;
  close(): Promise<void>;
}
export interface PayPalNamespace {
  Buttons(options: PayPalButtonsOptions): PayPalButtonsInstance;
}

declare global {
  interface Window {
    paypal?: PayPalNamespace;
  }
}

export function paypalScriptUrl(clientId: string): string {
  const query = new URLSearchParams({
    'client-id': clientId,
    intent: 'subscription',
    vault: 'true',
    'enable-funding': 'card',
    'disable-funding': 'paylater',
  });
  return `${PAYPAL_SDK_URL}?${query}`;
}

/** One load per URL, so re-renders and a second visit to the page reuse the script. */
const loads = new Map<string, Promise<PayPalNamespace>>();

export function loadPayPalScript(clientId: string): Promise<PayPalNamespace> {
  const src = paypalScriptUrl(clientId);
  const known = loads.get(src);
  if (known) return known;
  const loading = new Promise<PayPalNamespace>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    const fail = () => {
      // Forgotten, so that coming back to the page tries again.
      script.remove();
      loads.delete(src);
      reject(new Error(providerScriptFailedMessage(PROVIDER_DISPLAY_NAMES.paypal)));
    };
    script.addEventListener('load', () => (window.paypal ? resolve(window.paypal) : fail()));
    script.addEventListener('error', fail);
    document.head.append(script);
  });
  loads.set(src, loading);
  return loading;
}
