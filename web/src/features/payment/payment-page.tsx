// The payment page (SPEC §2 "Payment page", §4 "Subscription"): the status of the learner's
// subscription, the plan, then the subscribe block (roles 1, 2, 4, 5) or the cancel block (role 3).
// The manager sees no subscription controls. The router lets only signed-in learners in.
// In PayPal mode a page reached by client-side navigation (the words screen's redirect, a link)
// loads itself again as a document of its own, whose CSP lets PayPal in (payment-document.ts).
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { seesCancel, seesSubscribe } from '../../../../shared/accounts/roles';
import { LOADING_MESSAGE } from '../../../../shared/app';
import {
  PAYMENT_OPTIONS_FAILED_LINE,
  PAYMENT_PAGE_TITLE,
  RETRY_BUTTON,
} from '../../../../shared/payments/texts';
import { handleApiError } from '../../lib/api-client';
import { userAtom } from '../../lib/session';
import { renewToken } from '../../lib/session-start';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CancelBlock } from './cancel-block';
import { syncSubscriptions } from './payment-api';
import { loadPaymentDocument, needsPaymentDocument } from './payment-document';
import { PaymentNotice } from './payment-notice';
import { PlanBlock } from './plan-block';
import { StatusBlock } from './status-block';
import { SubscribeBlock } from './subscribe-block';
import type { PaymentNotice as Notice } from './subscription-flow';
import { type PaymentSettingsState, usePaymentSettings } from './use-payment-settings';
import './payment.css';
import './payment-blocks.css';
import './payment-compact.css';

interface ActionProps {
  role: number;
  settings: PaymentSettingsState;
  retry: () => void;
  onNotice: (notice: Notice | null) => void;
}

/** Subscribe or cancel, by role; the subscribe block waits for the provider's settings. */
function ActionBlock({ role, settings, retry, onNotice }: ActionProps) {
  if (seesCancel(role)) return <CancelBlock onNotice={onNotice} />;
  if (!seesSubscribe(role)) return null;
  if (settings.status === 'ready') return <SubscribeBlock settings={settings.settings} onNotice={onNotice} />;
  return (
    <section className="payment-card payment-subscribe" aria-busy={settings.status === 'loading'}>
      {settings.status === 'loading' ? (
        <p className="payment-muted">{LOADING_MESSAGE}</p>
      ) : (
        <>
          <p className="payment-inline-error">{PAYMENT_OPTIONS_FAILED_LINE}</p>
          <button type="button" className="button button--secondary payment-action" onClick={retry}>
            {RETRY_BUTTON}
          </button>
        </>
      )}
    </section>
  );
}

export function PaymentPage() {
  useDocumentTitle(PAYMENT_PAGE_TITLE);
  const user = useAtomValue(userAtom);
  const { state: settings, retry } = usePaymentSettings();
  const [notice, setNotice] = useState<Notice | null>(null);

  // The status a learner reads before paying must be today's, not the one of the token's last
  // renewal, and follow what the provider bills now (returning from PayPal included): the
  // subscriptions are read back first. If that fails, step 1 reads them again before any start.
  useEffect(() => {
    syncSubscriptions()
      .catch(() => undefined)
      .then(renewToken)
      .catch(handleApiError);
  }, []);

  const reloading = settings.status === 'ready' && needsPaymentDocument(settings.settings.provider);
  useEffect(() => {
    if (reloading) loadPaymentDocument({ replace: true });
  }, [reloading]);

  const byCard = settings.status === 'ready' && !settings.settings.testMode;
  return (
    <div className="payment-page">
      <h1 className="payment-page__title">{PAYMENT_PAGE_TITLE}</h1>
      <PaymentNotice notice={notice} />
      <div className="payment-grid">
        {user && <StatusBlock user={user} />}
        <PlanBlock byCard={byCard} role={user?.role} />
        {user && (
          <ActionBlock
            role={user.role}
            // PayPal's script would be refused here: the buttons wait for the page's own document.
            settings={reloading ? { status: 'loading' } : settings}
            retry={retry}
            onNotice={setNotice}
          />
        )}
      </div>
    </div>
  );
}
