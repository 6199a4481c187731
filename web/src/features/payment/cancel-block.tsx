// The cancel block of an active subscriber (role 3), with a confirmation before anything happens.
// Whatever the answer, the dialog closes (SPEC §8).
import { useState } from 'react';
import {
  CANCEL_BUTTON,
  CANCEL_CONFIRM_BUTTON,
  CANCEL_CONFIRMATION,
  CANCEL_KEEP_BUTTON,
  CANCEL_LINE,
  CANCEL_TITLE,
  CANCELLING_LABEL,
} from '../../../../shared/payments/texts';
import { Modal } from '../../components/modal';
import { cancelSubscription, type PaymentNotice } from './subscription-flow';

export function CancelBlock({ onNotice }: { onNotice: (notice: PaymentNotice | null) => void }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const close = () => {
    if (!busy) setOpen(false);
  };
  const confirm = async () => {
    setBusy(true);
    onNotice(null);
    const notice = await cancelSubscription();
    setBusy(false);
    setOpen(false);
    if (notice) onNotice(notice);
  };

  return (
    <section className="payment-card payment-cancel" aria-labelledby="cancel-title">
      <h2 id="cancel-title">{CANCEL_TITLE}</h2>
      <p className="payment-muted">{CANCEL_LINE}</p>
      <button type="button" className="button button--secondary payment-action" onClick={() => setOpen(true)}>
        {CANCEL_BUTTON}
      </button>
      <Modal title={CANCEL_TITLE} open={open} onClose={close}>
        <p>{CANCEL_CONFIRMATION}</p>
        <div className="payment-dialog-actions">
          {/* Keeping the subscription comes first: it is where focus lands when the dialog opens. */}
          <button type="button" className="button button--secondary" onClick={close} disabled={busy}>
            {CANCEL_KEEP_BUTTON}
          </button>
          <button
            type="button"
            className="button payment-button--danger"
            onClick={confirm}
            disabled={busy}
            aria-busy={busy}
          >
            {busy ? CANCELLING_LABEL : CANCEL_CONFIRM_BUTTON}
          </button>
        </div>
      </Modal>
    </section>
  );
}
