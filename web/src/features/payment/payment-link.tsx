// A link to the payment page (navbar, landing page). In PayPal mode it loads /payment as a new
// document (payment-document.ts); in test mode, and for a visitor whom the page would send to
// /auth anyway, it is an ordinary client-side link. The mode is asked for as soon as the pointer
// or the focus reaches the link, so it is usually known by the click.
import { useAtomValue } from 'jotai';
import type { MouseEvent, ReactNode } from 'react';
import { PAYMENT_PAGE_PATH } from '../../../../shared/app';
import { NavLink, useNavigate } from '../../lib/routing';
import { tokenAtom } from '../../lib/session';
import {
  goToPayment,
  loadPaymentDocument,
  needsPaymentDocument,
  paymentProvider,
  paymentProviderAtom,
} from './payment-document';

/** A click the app may handle; with a modifier or another button the browser opens a new tab or window. */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

const askEarly = () => {
  paymentProvider().catch(() => {});
};

export function PaymentLink({ className, children }: { className: string; children: ReactNode }) {
  const signedIn = useAtomValue(tokenAtom) !== null;
  const provider = useAtomValue(paymentProviderAtom);
  const navigate = useNavigate();
  if (!signedIn) {
    return (
      <NavLink to={PAYMENT_PAGE_PATH} className={className}>
        {children}
      </NavLink>
    );
  }
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || !isPlainClick(event)) return;
    if (provider === null) {
      event.preventDefault();
      void goToPayment(navigate);
    } else if (needsPaymentDocument(provider)) {
      event.preventDefault();
      loadPaymentDocument({ replace: false });
    }
    // Otherwise the link navigates client-side as usual.
  };
  return (
    <NavLink
      to={PAYMENT_PAGE_PATH}
      className={className}
      onClick={onClick}
      onPointerEnter={askEarly}
      onFocus={askEarly}
    >
      {children}
    </NavLink>
  );
}
