// Register (SPEC §2): an e-mail, then the news that a password was mailed and must be used
// within five minutes. The pending user (role -1) lets the login form offer the address.
//
// Starting over (docs/decisions/0003): the server mails one registration password per address per
// five minutes. Registering the same address again within them sends nothing: the password already
// mailed still works, and the screen says so again. Registering another address drops the earlier,
// abandoned registration on the server once the new one is on its way, with the cancel token its
// register answer gave (nobody without it can cancel someone's registration).
import { useAtom } from 'jotai';
import { REGISTRATION_SENT_MESSAGE } from '../../../../../shared/accounts/notices';
import { Role } from '../../../../../shared/accounts/roles';
import { normalizeEmail, PASSWORD_TTL_MS } from '../../../../../shared/accounts/rules';
import { handleApiError } from '../../../lib/api-client';
import { type MailedRegistration, mailedRegistrationAtom, pendingUserAtom } from '../../../lib/session';
import { deletePendingRegistration, register } from '../account-api';
import { EmailForm } from './email-form';
import { SentNotice } from './sent-notice';

/** The earlier registration, if its mailed password still works. */
function stillPending(mailed: MailedRegistration | null): MailedRegistration | null {
  return mailed && Date.now() - mailed.mailedAt < PASSWORD_TTL_MS ? mailed : null;
}

export function RegisterPanel({ onLogin }: { onLogin: () => void }) {
  const [pendingUser, setPendingUser] = useAtom(pendingUserAtom);
  const [mailed, setMailed] = useAtom(mailedRegistrationAtom);
  if (pendingUser?.role === Role.PENDING_REGISTRATION) {
    return <SentNotice message={REGISTRATION_SENT_MESSAGE} onLogin={onLogin} />;
  }
  const send = async (email: string) => {
    const earlier = stillPending(mailed);
    if (earlier && normalizeEmail(earlier.email) === normalizeEmail(email)) {
      setPendingUser({ email: earlier.email, role: Role.PENDING_REGISTRATION });
      return;
    }
    const { cancelToken } = await register({ email });
    setMailed({ email, mailedAt: Date.now(), cancelToken });
    setPendingUser({ email, role: Role.PENDING_REGISTRATION });
    if (earlier)
      deletePendingRegistration({ email: earlier.email, cancelToken: earlier.cancelToken }).catch(
        handleApiError,
      );
  };
  return (
    <EmailForm
      intro="Enter your e-mail and we will send you a password."
      submitLabel="Register"
      onSend={send}
    />
  );
}
