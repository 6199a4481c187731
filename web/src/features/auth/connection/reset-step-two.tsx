// Password reset step two: the temporary password that was mailed. The e-mail travels in a
// hidden field (password managers read it as the account's name); the notes say where the
// password went and that it expires after five minutes.
import { type FormEvent, useEffect, useRef, useState } from 'react';
import {
  PASSWORDS_EXPIRE_NOTE,
  TEMPORARY_PASSWORD_LABEL,
  TEMPORARY_PASSWORD_SENT_MESSAGE,
} from '../../../../../shared/accounts/notices';
import { validateResetStepTwo } from '../../../../../shared/accounts/rules';
import { MailIcon } from '../../../components/icons';
import { handleApiError } from '../../../lib/api-client';
import { submitTemporaryPassword } from '../account-api';
import { FormField } from '../form-field';
import { useFormErrors } from '../use-form-errors';
import { useSingleFlight } from '../use-single-flight';

interface ResetStepTwoProps {
  email: string;
  onDone: () => void;
}

export function ResetStepTwo({ email, onDone }: ResetStepTwoProps) {
  const [temporaryPassword, setTemporaryPassword] = useState('');
  const passwordRef = useRef<HTMLInputElement>(null);
  const { formRef, errors, accept, clearError } = useFormErrors<'email' | 'temporaryPassword'>();
  const { busy, run } = useSingleFlight();

  useEffect(() => passwordRef.current?.focus(), []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!accept(validateResetStepTwo({ email, temporaryPassword }))) return;
    void run(async () => {
      try {
        await submitTemporaryPassword({ email, temporaryPassword });
        onDone();
      } catch (error) {
        handleApiError(error);
      }
    });
  };

  return (
    <form ref={formRef} className="auth-form" noValidate onSubmit={submit}>
      <div className="auth-form__note" role="status">
        <MailIcon size={24} />
        <p>{TEMPORARY_PASSWORD_SENT_MESSAGE}</p>
      </div>
      <input type="hidden" name="email" autoComplete="username" value={email} />
      {/* The address was checked at step one; should it fail now, the message still shows. */}
      {errors.email && <p className="form-field__error">{errors.email}</p>}
      <FormField
        inputRef={passwordRef}
        label={TEMPORARY_PASSWORD_LABEL}
        type="password"
        name="temporaryPassword"
        autoComplete="one-time-code"
        value={temporaryPassword}
        onValueChange={(value) => {
          setTemporaryPassword(value);
          clearError('temporaryPassword');
        }}
        hint={PASSWORDS_EXPIRE_NOTE}
        error={errors.temporaryPassword}
      />
      <button type="submit" className="button button--primary auth-form__submit" aria-busy={busy}>
        Reset password
      </button>
    </form>
  );
}
