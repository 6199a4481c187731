// Register (SPEC §2): an e-mail, then the news that a password was mailed and must be used
// within five minutes. The pending user (role -1) lets the login form offer the address.
import { useAtom } from 'jotai';
import { REGISTRATION_SENT_MESSAGE } from '../../../../../shared/accounts/notices';
import { Role } from '../../../../../shared/accounts/roles';
import { pendingUserAtom } from '../../../lib/session';
import { register } from '../account-api';
import { EmailForm } from './email-form';
import { SentNotice } from './sent-notice';

export function RegisterPanel({ onLogin }: { onLogin: () => void }) {
  const [pendingUser, setPendingUser] = useAtom(pendingUserAtom);
  if (pendingUser?.role === Role.PENDING_REGISTRATION) {
    return <SentNotice message={REGISTRATION_SENT_MESSAGE} onLogin={onLogin} />;
  }
  const send = async (email: string) => {
    await register({ email });
    setPendingUser({ email, role: Role.PENDING_REGISTRATION });
  };
  return (
    <EmailForm
      intro="Enter your e-mail and we will send you a password."
      submitLabel="Register"
      onSend={send}
    />
  );
}
