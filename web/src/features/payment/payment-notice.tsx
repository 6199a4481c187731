// The outcome of the last subscription step, kept on the page (a notice toast is gone in 2 s,
// and the learner may want to note the subscription id). Focus moves to it, so that it is read
// out and so that a block replaced under the learner's focus does not leave them lost.
import { useEffect, useRef } from 'react';
import { SUBSCRIPTION_ID_LABEL } from '../../../../shared/payments/texts';
import { CheckIcon, WarningIcon } from './payment-icons';
import type { PaymentNotice as Notice } from './subscription-flow';

export function PaymentNotice({ notice }: { notice: Notice | null }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice) ref.current?.focus();
  }, [notice]);
  if (!notice) return null;
  const success = notice.tone === 'success';
  return (
    <div
      ref={ref}
      className={success ? 'payment-notice payment-notice--success' : 'payment-notice payment-notice--error'}
      role={success ? 'status' : 'alert'}
      tabIndex={-1}
    >
      {success ? <CheckIcon /> : <WarningIcon />}
      <div>
        <p className="payment-notice__text">{notice.text}</p>
        {notice.subscriptionId && (
          <p>
            {SUBSCRIPTION_ID_LABEL}: <code>{notice.subscriptionId}</code>
          </p>
        )}
      </div>
    </div>
  );
}
