// The popup's sign-in form. It checks the fields with the same rules and messages as the web app.
// Signing in from the popup is not wired to the API yet, so a valid form points to the web app.
import { type FormEvent, useState } from 'react';
import { type FormErrors, validateLoginForm } from '../../../shared/accounts/rules';

type Field = 'email' | 'password';

export function SignInForm({ serverUrl }: { serverUrl: string }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FormErrors<Field>>({});
  const [checked, setChecked] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateLoginForm({ email, password });
    setErrors(found);
    setChecked(Object.keys(found).length === 0);
  }

  return (
    <form className="card form" onSubmit={submit} noValidate aria-label="Sign in">
      <label htmlFor="email">Email</label>
      <input
        id="email"
        type="email"
        autoComplete="username"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        aria-invalid={Boolean(errors.email)}
        aria-describedby={errors.email ? 'email-error' : undefined}
        // biome-ignore lint/a11y/noAutofocus: the popup exists to sign in; typing should start at once.
        autoFocus
      />
      {errors.email && (
        <p id="email-error" className="field-error">
          {errors.email}
        </p>
      )}

      <label htmlFor="password">Password</label>
      <input
        id="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        aria-invalid={Boolean(errors.password)}
        aria-describedby={errors.password ? 'password-error' : undefined}
      />
      {errors.password && (
        <p id="password-error" className="field-error">
          {errors.password}
        </p>
      )}

      <button type="submit">Sign in</button>
      {checked && (
        <p className="muted" role="status">
          Signing in from the extension is not available yet. Sign in on the{' '}
          <a href={`${serverUrl}/auth`} target="_blank" rel="noreferrer">
            Wordhoard web app
          </a>
          .
        </p>
      )}
    </form>
  );
}
