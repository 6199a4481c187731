// Right after a login the profile screen moves the learner on (SPEC §2): to their words after
// one second, or to the payment page for roles 2 and 5, whom the words screen would send there.
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { REENTRY_REDIRECT_MS } from '../../../../../shared/accounts/notices';
import { mustPay } from '../../../../../shared/accounts/roles';
import { appStore, userAtom } from '../../../lib/session';
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
      navigate(role !== undefined && mustPay(role) ? '/payment' : '/words/list');
    }, REENTRY_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [reentered, role, navigate]);
}
