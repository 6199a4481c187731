import { useCallback, useEffect, useState } from 'react';
import { welcomeMessage } from '../../../shared/accounts/greetings';
import type { Word } from '../../../shared/api';
import logoUrl from '../../icon/wordhoard.svg';
import type { PendingSummary, Session } from '../../lib/message-types';
import { sendMessage, showLearner, toApiError } from '../../lib/messages';
import { readSession } from '../../lib/session';
import { switchOfferItem, userItem } from '../../lib/storage';
import { LearnerSwitch } from './LearnerSwitch';
import { SignInForm } from './lazy-parts';
import { PendingSaves } from './PendingSaves';
import { PopupFooter } from './PopupFooter';
import { SignedIn } from './SignedIn';

export const INTERACTIVE_MARK = 'popup-interactive';

interface AppProps {
  initialSession: Session;
  /** Why the session could not be read, shown above the form. */
  initialProblem: string | null;
}

export function App({ initialSession, initialProblem }: AppProps) {
  const [session, setSession] = useState(initialSession);
  // Every call names the learner shown here, so none is carried out for another (learner-guard.ts).
  showLearner(session.user?.uuid);
  const [words, setWords] = useState<Word[]>([]);
  const [problem, setProblem] = useState(initialProblem);
  /** 'Welcome {name}!' for the learner who just signed in here; no longer once another one is. */
  const [welcome, setWelcome] = useState<{ uuid: string; text: string } | null>(null);
  /** A refused waiting word the learner chose to edit in the quick-add form. */
  const [editing, setEditing] = useState<PendingSummary | null>(null);

  useEffect(() => {
    // Once per popup: StrictMode runs effects twice in development.
    if (performance.getEntriesByName(INTERACTIVE_MARK).length === 0) performance.mark(INTERACTIVE_MARK);
  }, []);

  const loadWords = useCallback(async () => {
    setWords(await sendMessage('getWords').catch(() => []));
  }, []);

  useEffect(() => {
    // The cached words at once, then the synced session (web-app session, fresh words, waiting saves).
    void loadWords();
    sendMessage('syncSession')
      .then((synced) => {
        setSession(synced);
        return loadWords();
      })
      .catch((error: unknown) => setProblem(toApiError(error).message));
  }, [loadWords]);

  useEffect(() => {
    // The web app may sign in another learner (or out) while the popup is open: show who is
    // signed in now, and their words, never the previous learner's.
    const follow = () => {
      void readSession()
        .then(setSession)
        .then(loadWords)
        .catch(() => undefined);
    };
    const stops = [userItem.watch(follow), switchOfferItem.watch(follow)];
    return () => {
      for (const stop of stops) stop();
    };
  }, [loadWords]);

  const onSession = useCallback(
    (next: Session) => {
      setSession(next);
      void loadWords();
    },
    [loadWords],
  );

  return (
    <main className="popup">
      <header className="brand">
        <img src={logoUrl} alt="" width="28" height="28" />
        <h1>Wordhoard</h1>
        <a className="brand-link" href={`${session.serverUrl}/words/list`} target="_blank" rel="noreferrer">
          Open Wordhoard ↗
        </a>
      </header>

      {problem && (
        <p className="notice notice-error" role="alert">
          {problem}
        </p>
      )}

      {session.user && session.switchOffer && (
        <LearnerSwitch
          offered={session.switchOffer.name}
          current={session.user.name || session.user.email}
          onSession={onSession}
        />
      )}

      {session.user ? (
        <SignedIn
          session={session}
          user={session.user}
          welcome={welcome?.uuid === session.user.uuid ? welcome.text : ''}
          words={words}
          setWords={setWords}
          onSession={onSession}
          editing={editing}
          onEditDone={() => setEditing(null)}
        />
      ) : (
        <SignInForm
          serverUrl={session.serverUrl}
          onSignedIn={(next) => {
            onSession(next);
            setWelcome(next.user ? { uuid: next.user.uuid, text: welcomeMessage(next.user.name) } : null);
          }}
        />
      )}

      <PendingSaves
        pending={session.pending}
        waitingFor={session.waitingFor}
        onSession={setSession}
        // Editing happens in the quick-add form, which only a signed-in learner has.
        onEdit={session.user ? setEditing : undefined}
      />
      <PopupFooter serverUrl={session.serverUrl} />
    </main>
  );
}
