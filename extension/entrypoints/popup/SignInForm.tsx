// The popup's sign-in: the same rules and messages as the web app's login form, then POST login
// through the background, which keeps the token. A learner signed in to the web app in this browser
// needs none of it: the popup takes that session over when it opens.
import { type FormEvent, useState } from 'react';
import { type FormErrors, validateLoginForm } from '../../../shared/accounts/rules';
import type { Session } from '../../lib/message-types';
import { sendMessage, toApiError } from '../../lib/messages';

type Field = 'email' | 'password';

interface SignInFormProps {
  /** The server's origin, for the link to its registration. */
  serverUrl: string;
  onSignedIn: (session: Session) => void;
}

export function SignInForm({ serverUrl, onSignedIn }: SignInFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FormErrors<Field>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found = validateLoginForm({ email, password });
    setErrors(found);
    setFailure('');
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      onSignedIn(await sendMessage('signIn', { email, password }));
    } catch (error) {
      setFailure(toApiError(error).message);
      setBusy(false);
    }
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

      <button type="submit" className="primary" disabled={busy}>
        {busy ? 'Signing in…' : 'Sign in'}
      </button>
      {failure && (
        <p className="field-error" role="alert">
          {failure}
        </p>
      )}
      <p className="muted small">
        Signed in to the Wordhoard web app? Open it in a tab of this browser, then open this popup again.
      </p>
      <p className="small">
        New to Wordhoard?{' '}
        <a href={`${serverUrl}/auth`} target="_blank" rel="noreferrer">
          Create an account ↗
        </a>
      </p>
    </form>
  );
}
