// Login (SPEC §2): e-mail and password. After a registration or a reset the address is filled in,
// the password is the one just mailed (the label says so) and focus waits in the password field.
import { useAtomValue } from 'jotai';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { MAILED_PASSWORD_LABEL, PASSWORD_LABEL } from '../../../../../shared/accounts/notices';
import { validateLoginForm } from '../../../../../shared/accounts/rules';
import { handleApiError } from '../../../lib/api-client';
import { pendingUserAtom } from '../../../lib/session';
import { login } from '../account-api';
import { FormField } from '../form-field';
import { signIn } from '../session-actions';
import { useFormErrors } from '../use-form-errors';
import { useSingleFlight } from '../use-single-flight';

export function LoginPanel() {
  const pendingUser = useAtomValue(pendingUserAtom);
  const [email, setEmail] = useState(pendingUser?.email ?? '');
  const [password, setPassword] = useState('');
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const { formRef, errors, accept, clearError } = useFormErrors<'email' | 'password'>();
  const { busy, run } = useSingleFlight();
  const waitingForMailedPassword = pendingUser !== null;

  // Decided once, when the tab opens: later typing must not pull focus around.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on mount only
  useEffect(() => {
    (waitingForMailedPassword ? passwordRef : emailRef).current?.focus();
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!accept(validateLoginForm({ email, password }))) return;
    void run(async () => {
      try {
        signIn((await login({ email: email.trim(), password })).trim());
      } catch (error) {
        handleApiError(error);
      }
    });
  };

  return (
    <form ref={formRef} className="auth-form" noValidate onSubmit={submit}>
      <FormField
        inputRef={emailRef}
        label="Email"
        type="email"
        name="email"
        autoComplete="username"
        value={email}
        onValueChange={(value) => {
          setEmail(value);
          clearError('email');
        }}
        error={errors.email}
      />
      <FormField
        inputRef={passwordRef}
        label={waitingForMailedPassword ? MAILED_PASSWORD_LABEL : PASSWORD_LABEL}
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onValueChange={(value) => {
          setPassword(value);
          clearError('password');
        }}
        error={errors.password}
      />
      <button type="submit" className="button button--primary auth-form__submit" aria-busy={busy}>
        Login
      </button>
    </form>
  );
}
