// PayPal's subscription button, drawn by PayPal's script into a box of ours. The callbacks are
// read when PayPal calls them, so the button is rendered once per script load, not per render.
import { useEffect, useEffectEvent, useRef } from 'react';
import { LOADING_MESSAGE } from '../../../../shared/app';
import { RETRY_BUTTON } from '../../../../shared/payments/texts';
import { usePayPalScript } from './paypal-provider';
import type { PayPalApproval } from './paypal-script';

interface PayPalSubscribeButtonsProps {
  /** Step 1: answers the new subscription's id, or throws to stop PayPal's window. */
  createSubscription: () => Promise<string>;
  /** Step 2, with the ids the approval gave. */
  onApprove: (data: PayPalApproval) => Promise<void>;
  onError: (error: unknown) => void;
}

/** A subscribe button in PayPal's own look, card funding offered beside it. */
const BUTTON_STYLE = { layout: 'vertical', shape: 'pill', label: 'subscribe' };

export function PayPalSubscribeButtons(props: PayPalSubscribeButtonsProps) {
  const script = usePayPalScript();
  const boxRef = useRef<HTMLDivElement>(null);
  const createSubscription = useEffectEvent(() => props.createSubscription());
  const onApprove = useEffectEvent((data: PayPalApproval) => props.onApprove(data));
  const onError = useEffectEvent((error: unknown) => props.onError(error));

  useEffect(() => {
    const box = boxRef.current;
    if (script.status !== 'ready' || !box) return;
    const buttons = script.paypal.Buttons({
      style: BUTTON_STYLE,
      createSubscription: () => createSubscription(),
      onApprove: (data) => onApprove(data),
      onError: (error) => onError(error),
    });
    let shown = true;
    buttons.render(box).catch((error: unknown) => {
      // Closing the buttons while they render rejects the render: not a failure worth a word.
      if (shown) onError(error);
    });
    return () => {
      shown = false;
      buttons.close().catch(() => {});
    };
  }, [script]);

  if (script.status === 'failed') {
    return (
      <>
        <p className="payment-inline-error" role="alert">
          {script.message}
        </p>
        <button type="button" className="button button--secondary payment-action" onClick={script.retry}>
          {RETRY_BUTTON}
        </button>
      </>
    );
  }
  return (
    <>
      {script.status === 'pending' && <p className="payment-muted">{LOADING_MESSAGE}</p>}
      <div ref={boxRef} className="paypal-buttons" />
    </>
  );
}
