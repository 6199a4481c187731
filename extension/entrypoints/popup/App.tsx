import { useEffect } from 'react';
import type { TokenUser } from '../../../shared/api';
import logoUrl from '../../icon/wordhoard.svg';
import type { Session } from '../../lib/session';
import { SignInForm } from './SignInForm';

export const INTERACTIVE_MARK = 'popup-interactive';

interface AppProps {
  session: Session;
  /** Why the session could not be read, shown above the form. */
  problem: string | null;
}

export function App({ session, problem }: AppProps) {
  useEffect(() => {
    // Once per popup: StrictMode runs effects twice in development.
    if (performance.getEntriesByName(INTERACTIVE_MARK).length === 0) performance.mark(INTERACTIVE_MARK);
  }, []);

  return (
    <main className="popup">
      <header className="brand">
        <img src={logoUrl} alt="" width="32" height="32" />
        <h1>Wordhoard</h1>
      </header>

      {problem && (
        <p className="notice notice-error" role="alert">
          {problem}
        </p>
      )}

      {session.user ? <SignedIn user={session.user} /> : <SignInForm serverUrl={session.serverUrl} />}

      {session.pendingSaves > 0 && (
        <p className="notice" role="status">
          {session.pendingSaves === 1
            ? '1 word is waiting to be saved.'
            : `${session.pendingSaves} words are waiting to be saved.`}
        </p>
      )}

      <footer className="footer">
        <a href={session.serverUrl} target="_blank" rel="noreferrer">
          Open Wordhoard ↗
        </a>
      </footer>
    </main>
  );
}

function SignedIn({ user }: { user: TokenUser }) {
  return (
    <section className="card" aria-label="Account">
      <p>
        Signed in as <strong>{user.name || user.email}</strong>
      </p>
      {user.name && <p className="muted">{user.email}</p>}
    </section>
  );
}
