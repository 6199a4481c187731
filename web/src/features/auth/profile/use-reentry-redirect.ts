// Right after a login the profile screen moves the learner on (SPEC §2): to their words after
// one second, or to the payment page for roles 2 and 5, whom the words screen would send there
// (a document load in PayPal mode, see features/payment/payment-document.ts).
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { REENTRY_REDIRECT_MS } from '../../../../../shared/accounts/notices';
import { mustPay } from '../../../../../shared/accounts/roles';
import { useNavigate } from '../../../lib/routing';
import { appStore, userAtom } from '../../../lib/session';
import { goToPayment } from '../../payment/payment-document';
import { reenteredAtom } from '../session-actions';

export function useReentryRedirect(): void {
  const reentered = useAtomValue(reenteredAtom);
  const role = useAtomValue(userAtom)?.role;
  const navigate = useNavigate();

  useEffect(() => {
    if (!reentered) return;
    const timer = setTimeout(() => {
      // Cleared when it fires rather than when the screen mounts: a remount (React's strict mode,
      // or a quick tab switch) starts the second again instead of losing the redirect.
      appStore.set(reenteredAtom, false);
      if (role !== undefined && mustPay(role)) void goToPayment(navigate);
      else navigate('/words/list');
    }, REENTRY_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [reentered, role, navigate]);
}
