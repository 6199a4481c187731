// The subscribe block (roles 1, 2, 4, 5): in test mode a clearly labelled button, with PayPal
// its own subscription button. Both run step 1 then step 2 (subscription-flow.ts).
import { useRef, useState } from 'react';
import type { PaymentSettingsAnswer } from '../../../../shared/api';
import {
  couldNotInitiateMessage,
  SUBSCRIBE_LINE,
  SUBSCRIBE_TITLE,
  SUBSCRIBING_LABEL,
  TEST_MODE_LABEL,
  TEST_MODE_SUBSCRIBE_BUTTON,
} from '../../../../shared/payments/texts';
import { InfoIcon } from './payment-icons';
import { PayPalSubscribeButtons } from './paypal-buttons';
import { PayPalScriptProvider } from './paypal-provider';
import { activateSubscription, type PaymentNotice, startSubscription } from './subscription-flow';

interface SubscribeProps {
  settings: PaymentSettingsAnswer;
  onNotice: (notice: PaymentNotice | null) => void;
}

function TestModeSubscribe({ settings, onNotice }: SubscribeProps) {
  const [busy, setBusy] = useState(false);
  const subscribe = async () => {
    setBusy(true);
    onNotice(null);
    const started = await startSubscription(settings.providerName);
    onNotice('id' in started ? await activateSubscription(started.id) : started.notice);
    setBusy(false);
  };
  return (
    <>
      <p className="test-mode-note">
        <InfoIcon />
        <span>{TEST_MODE_LABEL}</span>
      </p>
      <button
        type="button"
        className="button button--primary payment-action"
        onClick={subscribe}
        disabled={busy}
        aria-busy={busy}
      >
        {busy ? SUBSCRIBING_LABEL : TEST_MODE_SUBSCRIBE_BUTTON}
      </button>
    </>
  );
}

/** A failure of step 1 that was already shown; PayPal reports it again through onError. */
class ShownFailure extends Error {}

function PayPalSubscribe({ settings, onNotice }: SubscribeProps) {
  const shownFailure = useRef<Error | null>(null);
  const createSubscription = async () => {
    onNotice(null);
    const started = await startSubscription(settings.providerName);
    if ('id' in started) return started.id;
    onNotice(started.notice);
    const failure = new ShownFailure(started.notice.text);
    shownFailure.current = failure;
    throw failure;
  };
  const onError = (error: unknown) => {
    if (error instanceof ShownFailure || error === shownFailure.current) return;
    console.error(error);
    const text = error instanceof Error ? error.message : String(error);
    onNotice({ tone: 'error', text: `${couldNotInitiateMessage(settings.providerName)} ${text}` });
  };
  return (
    <PayPalScriptProvider clientId={settings.clientId ?? ''}>
      <PayPalSubscribeButtons
        createSubscription={createSubscription}
        onApprove={async (data) => {
          onNotice(await activateSubscription(data.subscriptionID ?? '', data.orderID));
        }}
        onError={onError}
      />
    </PayPalScriptProvider>
  );
}

export function SubscribeBlock(props: SubscribeProps) {
  return (
    <section className="payment-card payment-subscribe" aria-labelledby="subscribe-title">
      <h2 id="subscribe-title">{SUBSCRIBE_TITLE}</h2>
      <p className="payment-muted payment-subscribe__intro">{SUBSCRIBE_LINE}</p>
      {props.settings.testMode ? <TestModeSubscribe {...props} /> : <PayPalSubscribe {...props} />}
    </section>
  );
}
