// What a signed-in learner sees: who is signed in, then quick add or quick test.
import { type Dispatch, type SetStateAction, useEffect, useState } from 'react';
import type { TokenUser, Word } from '../../../shared/api';
import type { PendingSummary, Session } from '../../lib/message-types';
import { sendMessage, toApiError } from '../../lib/messages';
import { loadTestTab, TestTab } from './lazy-parts';
import { MarkingSwitch } from './MarkingSwitch';
import { QuickAdd } from './QuickAdd';

type Tab = 'add' | 'test';

interface SignedInProps {
  session: Session;
  user: TokenUser;
  /** 'Welcome {name}!' right after signing in here; '' otherwise. */
  welcome: string;
  words: Word[];
  setWords: Dispatch<SetStateAction<Word[]>>;
  onSession: (session: Session) => void;
  /** A refused waiting word to edit in the quick-add form, or null. */
  editing: PendingSummary | null;
  onEditDone: () => void;
}

export function SignedIn(props: SignedInProps) {
  const { session, user, welcome, words, setWords, onSession, editing, onEditDone } = props;
  const [tab, setTab] = useState<Tab>('add');
  // Choosing a word to edit shows the form it is edited in.
  const [shownEdit, setShownEdit] = useState<string | null>(null);
  if ((editing?.id ?? null) !== shownEdit) {
    setShownEdit(editing?.id ?? null);
    if (editing) setTab('add');
  }
  const [signOutProblem, setSignOutProblem] = useState('');
  // The Test tab's code, asked for once this screen is up, so choosing the tab shows it at once.
  useEffect(() => {
    void loadTestTab().catch(() => undefined);
  }, []);

  async function signOut() {
    try {
      onSession(await sendMessage('signOut'));
    } catch (error) {
      setSignOutProblem(toApiError(error).message);
    }
  }

  return (
    <>
      <section className="account" aria-label="Account">
        {welcome ? (
          <p className="notice-success" role="status">
            {welcome}
          </p>
        ) : (
          <p>
            <span className="muted">Signed in as</span>{' '}
            <strong title={user.email}>{user.name || user.email}</strong>
          </p>
        )}
        <button type="button" className="link-button" onClick={signOut}>
          Sign out
        </button>
      </section>
      {signOutProblem && (
        <p className="notice notice-error" role="alert">
          {signOutProblem}
        </p>
      )}
      <div
        className="tabs"
        role="tablist"
        aria-label="Wordhoard"
        // The tab pattern: arrow keys move between the two tabs.
        onKeyDown={(event) => {
          if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
          const next = tab === 'add' ? 'test' : 'add';
          setTab(next);
          document.getElementById(`tab-${next}`)?.focus();
        }}
      >
        {(['add', 'test'] as const).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`tab-${name}`}
            aria-selected={tab === name}
            tabIndex={tab === name ? 0 : -1}
            aria-controls={`panel-${name}`}
            onClick={() => setTab(name)}
          >
            {name === 'add' ? 'Add a word' : 'Test yourself'}
          </button>
        ))}
      </div>

      <div id={`panel-${tab}`} role="tabpanel" aria-labelledby={`tab-${tab}`}>
        {tab === 'add' ? (
          <QuickAdd
            words={words}
            settings={session.settings}
            onAdded={(word) => setWords((known) => [word, ...known])}
            onSession={onSession}
            editing={editing}
            onEditDone={onEditDone}
          />
        ) : (
          <TestTab user={user} words={words} setWords={setWords} />
        )}
      </div>
      <MarkingSwitch />
    </>
  );
}
