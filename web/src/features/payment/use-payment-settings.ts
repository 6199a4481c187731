// Which payment provider the server uses: test mode or PayPal (and PayPal's public client id).
import { useCallback, useEffect, useState } from 'react';
import type { PaymentSettingsAnswer } from '../../../../shared/api';
import { handleApiError } from '../../lib/api-client';
import { appStore } from '../../lib/session';
import { fetchPaymentSettings } from './payment-api';
import { paymentProviderAtom } from './payment-document';

export type PaymentSettingsState =
  | { status: 'loading' }
  | { status: 'ready'; settings: PaymentSettingsAnswer }
  | { status: 'failed' };

export function usePaymentSettings(): { state: PaymentSettingsState; retry: () => void } {
  const [state, setState] = useState<PaymentSettingsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each attempt asks the server again.
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    fetchPaymentSettings().then(
      (settings) => {
        appStore.set(paymentProviderAtom, settings.provider);
        if (current) setState({ status: 'ready', settings });
      },
      (error: unknown) => {
        if (!current) return;
        handleApiError(error);
        setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
