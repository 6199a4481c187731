// Password Reset (SPEC §2) in three steps, driven by the pending user's role:
// none → the e-mail form; -2 → the temporary password; -3 → the new password was mailed.
import { useAtom } from 'jotai';
import { NEW_PASSWORD_SENT_MESSAGE } from '../../../../../shared/accounts/notices';
import { Role } from '../../../../../shared/accounts/roles';
import { pendingUserAtom } from '../../../lib/session';
import { requestTemporaryPassword } from '../account-api';
import { EmailForm } from './email-form';
import { ResetStepTwo } from './reset-step-two';
import { SentNotice } from './sent-notice';

export function PasswordResetPanel({ onLogin }: { onLogin: () => void }) {
  const [pendingUser, setPendingUser] = useAtom(pendingUserAtom);

  if (pendingUser?.role === Role.PENDING_RESET) {
    const { email } = pendingUser;
    return <ResetStepTwo email={email} onDone={() => setPendingUser({ email, role: Role.RESET_DONE })} />;
  }
  if (pendingUser?.role === Role.RESET_DONE) {
    return <SentNotice message={NEW_PASSWORD_SENT_MESSAGE} onLogin={onLogin} />;
  }

  const sendTemporaryPassword = async (email: string) => {
    await requestTemporaryPassword({ email });
    setPendingUser({ email, role: Role.PENDING_RESET });
  };
  return (
    <EmailForm
      intro="Enter your e-mail and we will send you a temporary password."
      submitLabel="Send temporary password"
      onSend={sendTemporaryPassword}
    />
  );
}
