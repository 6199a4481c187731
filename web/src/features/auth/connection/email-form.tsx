// A form that asks for an e-mail alone: registration and password-reset step one. The address is
// checked with the shared rules before anything is sent; a second submit waits for the first.
// Like the login form, it opens with the cursor in its field.
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { validateRegisterForm } from '../../../../../shared/accounts/rules';
import { handleApiError } from '../../../lib/api-client';
import { FormField } from '../form-field';
import { useFormErrors } from '../use-form-errors';
import { useSingleFlight } from '../use-single-flight';

interface EmailFormProps {
  submitLabel: string;
  /** Sends the trimmed address; a rejection goes to the common error handler. */
  onSend: (email: string) => Promise<void>;
  intro?: string;
}

export function EmailForm({ submitLabel, onSend, intro }: EmailFormProps) {
  const [email, setEmail] = useState('');
  const emailRef = useRef<HTMLInputElement>(null);
  const { formRef, errors, accept, clearError } = useFormErrors<'email'>();
  const { busy, run } = useSingleFlight();

  useEffect(() => emailRef.current?.focus(), []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!accept(validateRegisterForm({ email }))) return;
    void run(() => onSend(email.trim()).catch(handleApiError));
  };

  return (
    <form ref={formRef} className="auth-form" noValidate onSubmit={submit}>
      {intro && <p className="auth-form__intro">{intro}</p>}
      <FormField
        inputRef={emailRef}
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onValueChange={(value) => {
          setEmail(value);
          clearError('email');
        }}
        error={errors.email}
      />
      <button type="submit" className="button button--primary auth-form__submit" aria-busy={busy}>
        {submitLabel}
      </button>
    </form>
  );
}
