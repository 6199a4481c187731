// Loads PayPal's script for the buttons inside it and tells them when it is ready. A failure to
// load is reported once per attempt, here: a notice and the log (SPEC §8). The buttons can ask for
// another attempt (a flaky network, a blocker switched off).
import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from 'react';
import { PROVIDER_CONTEXT_ERROR } from '../../../../shared/payments/texts';
import { notifyError } from '../../lib/toasts';
import { loadPayPalScript, type PayPalNamespace } from './paypal-script';

export type PayPalScriptState =
  | { status: 'pending' }
  | { status: 'ready'; paypal: PayPalNamespace }
  | { status: 'failed'; message: string; retry: () => void };

const PayPalScriptContext = createContext<PayPalScriptState | null>(null);

export function PayPalScriptProvider({ clientId, children }: { clientId: string; children: ReactNode }) {
  const [state, setState] = useState<PayPalScriptState>({ status: 'pending' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each attempt loads the script again.
  useEffect(() => {
    let current = true;
    setState({ status: 'pending' });
    loadPayPalScript(clientId).then(
      (paypal) => {
        if (current) setState({ status: 'ready', paypal });
      },
      (error: unknown) => {
        if (!current) return;
        const message = error instanceof Error ? error.message : String(error);
        console.error(error);
        void notifyError(message);
        setState({ status: 'failed', message, retry });
      },
    );
    return () => {
      current = false;
    };
  }, [clientId, attempt, retry]);

  return <PayPalScriptContext value={state}>{children}</PayPalScriptContext>;
}

/** The script's state; the buttons cannot work without the provider, so its absence is a bug. */
export function usePayPalScript(): PayPalScriptState {
  const state = useContext(PayPalScriptContext);
  if (!state) throw new Error(PROVIDER_CONTEXT_ERROR);
  return state;
}
