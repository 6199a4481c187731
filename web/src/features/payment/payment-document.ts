// In PayPal mode the payment page needs a document of its own: the server lets PayPal's script,
// frames and calls in only through the Content-Security-Policy of /payment's document
// (docs/decisions/0006), and a page reached by client-side navigation keeps the policy of the
// document it started in. So, in PayPal mode, the way to /payment is a full document load; in test
// mode client-side navigation stays. This file knows which mode runs and which document this is.
import { atom } from 'jotai';
import { type PaymentSettingsAnswer, paths } from '../../../../shared/api';
import { isPaymentPagePath, PAYMENT_PAGE_PATH } from '../../../../shared/app';
import { documentPath, loadDocument } from '../../lib/document-load';
import type { NavigateFunction } from '../../lib/routing';
import { appStore } from '../../lib/session';

type Provider = PaymentSettingsAnswer['provider'];

/** The payment provider, once this document has asked the server. */
export const paymentProviderAtom = atom<Provider | null>(null);

/** Whether showing the payment page here needs a document load of /payment first. */
export const needsPaymentDocument = (provider: Provider | null): boolean =>
  provider === 'paypal' && !isPaymentPagePath(documentPath());

let asking: Promise<Provider> | null = null;

/** The provider, asked once per document (again after a failure); one question at a time. */
export function paymentProvider(): Promise<Provider> {
  const known = appStore.get(paymentProviderAtom);
  if (known) return Promise.resolve(known);
  // The api client is loaded on demand: the navbar and the landing page link here, and the
  // landing page's JavaScript stays small (under 100 KB gzip) without it.
  asking ??= import('../../lib/api-client')
    .then(({ api }) => api<PaymentSettingsAnswer>(paths.paymentSettings))
    .then(({ provider }) => {
      appStore.set(paymentProviderAtom, provider);
      return provider;
    })
    .finally(() => {
      asking = null;
    });
  return asking;
}

/** Loads /payment as a new document; `replace` when the current history entry is /payment already. */
export const loadPaymentDocument = ({ replace }: { replace: boolean }): void =>
  loadDocument(PAYMENT_PAGE_PATH, { replace });

/**
 * Goes to the payment page the way the mode needs. When the mode cannot be learnt, the page opens
 * client-side: it asks again itself and says what went wrong.
 */
export async function goToPayment(navigate: NavigateFunction): Promise<void> {
  const provider = await paymentProvider().catch(() => null);
  if (needsPaymentDocument(provider)) loadPaymentDocument({ replace: false });
  else navigate(PAYMENT_PAGE_PATH);
}
