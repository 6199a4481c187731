// The profile screen (SPEC §2, /auth with a token): the learner's name, a pen that opens the
// edit modal, and Logout. Below the spec's card: usage against the quotas, the active sessions,
// and account deletion. Right after a login it moves on to the words by itself. Learners who use
// their words also find the way to their progress page here.
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { displayEmail } from '../../../../../shared/accounts/email';
import { canUseWords } from '../../../../../shared/accounts/roles';
import { GUEST_NAME } from '../../../../../shared/accounts/rules';
import { Modal } from '../../../components/modal';
import { userAtom } from '../../../lib/session';
import { ProgressLink } from '../../progress/progress-link';
import { signOut } from '../session-actions';
import { ProfileForm } from './profile-form';
import { LogoutIcon, PenIcon } from './profile-icons';
import { useReentryRedirect } from './use-reentry-redirect';

// Its own chunk: the connection screen, in the same route, does not carry it.
const ProfileDetails = lazy(() => import('./profile-details'));

export function ProfileScreen() {
  const user = useAtomValue(userAtom);
  const [editing, setEditing] = useState(false);
  const [sessionsChanged, setSessionsChanged] = useState(0);
  useReentryRedirect();

  const name = user?.name ?? '';
  const initial = Array.from(name.trim())[0]?.toUpperCase() ?? '?';
  const close = () => setEditing(false);
  const saved = (passwordChanged: boolean) => {
    close();
    if (passwordChanged) setSessionsChanged((n) => n + 1);
  };

  return (
    <section className="auth-screen auth-screen--profile" aria-labelledby="profile-title">
      <div className="auth-card profile">
        <div className="profile__avatar" aria-hidden="true">
          {initial}
        </div>
        <p className="profile__eyebrow">Your profile</p>
        <h1 id="profile-title" className="profile__name">
          {name || GUEST_NAME}
        </h1>
        {/* Read right after the name; drawn in the card's corner, so the name stays centred. */}
        <button
          type="button"
          className="icon-button profile__edit"
          aria-label="Edit profile"
          onClick={() => setEditing(true)}
        >
          <PenIcon />
        </button>
        {user?.email && <p className="profile__email">{displayEmail(user.email)}</p>}
        {user && canUseWords(user.role) && (
          <ProgressLink className="button button--secondary profile__progress" />
        )}
        <button type="button" className="button button--secondary profile__logout" onClick={signOut}>
          <LogoutIcon />
          Logout
        </button>
      </div>
      <Suspense fallback={null}>
        <ProfileDetails sessionsChanged={sessionsChanged} />
      </Suspense>
      <Modal title="Edit profile" open={editing} onClose={close}>
        <ProfileForm currentName={name} onCancel={close} onSaved={saved} />
      </Modal>
    </section>
  );
}
