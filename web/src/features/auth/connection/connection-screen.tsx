// The connection screen (SPEC §2, /auth without a token): Login, Register and Password Reset.
// Choosing Register or Password Reset starts afresh: this screen forgets any pending registration
// or reset. Choosing Login keeps it, so the login form can offer the e-mail and ask for the
// password that was just mailed. The server's pending registration is left alone: its mailed
// password keeps working until the learner registers another address (register-panel.tsx).
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { pendingUserAtom } from '../../../lib/session';
import { type ConnectionTab, ConnectionTabs, panelId, tabId } from './connection-tabs';
import { LoginPanel } from './login-panel';
import { PasswordResetPanel } from './password-reset-panel';
import { RegisterPanel } from './register-panel';

export function ConnectionScreen() {
  const [tab, setTab] = useState<ConnectionTab>('register');
  const setPendingUser = useSetAtom(pendingUserAtom);

  const choose = (next: ConnectionTab) => {
    if (next !== 'login') setPendingUser(null);
    setTab(next);
  };
  // The Login buttons after a mailed password switch tabs without forgetting anything.
  const showLogin = () => setTab('login');

  return (
    <section className="auth-screen" aria-labelledby="connection-title">
      <div className="auth-card">
        <h1 id="connection-title" className="auth-card__title">
          Connection
        </h1>
        <ConnectionTabs selected={tab} onChoose={choose} />
        <div className="auth-card__panel" role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)}>
          {tab === 'login' && <LoginPanel />}
          {tab === 'register' && <RegisterPanel onLogin={showLogin} />}
          {tab === 'reset' && <PasswordResetPanel onLogin={showLogin} />}
        </div>
      </div>
    </section>
  );
}
