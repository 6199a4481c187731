// The popup reads the session from the extension's storage first and renders once, with it: the
// first committed render is already the usable screen (App marks it for the benchmark). It reads
// storage itself rather than asking the background, whose service worker may be asleep: waking it
// cost a slow machine more than the rest of the popup's start. App then asks the background to
// sync (web-app session, fresh words, waiting saves) and shows the result.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BUILT_APP_URL } from '../../lib/app-url';
import type { Session } from '../../lib/message-types';
import { toApiError } from '../../lib/messages';
import { readSession } from '../../lib/session';
import { DEFAULT_SETTINGS } from '../../lib/settings-defaults';
import { App } from './App';
import '../../ui/base.css';
import './popup.css';

const SIGNED_OUT: Session = {
  serverUrl: BUILT_APP_URL,
  user: null,
  pendingSaves: 0,
  pending: [],
  waitingFor: [],
  switchOffer: null,
  settings: DEFAULT_SETTINGS,
};

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('popup.html has no #root element.');
  let session = SIGNED_OUT;
  let problem: string | null = null;
  try {
    session = await readSession();
  } catch (error) {
    problem = toApiError(error).message;
  }
  createRoot(container).render(
    <StrictMode>
      <App initialSession={session} initialProblem={problem} />
    </StrictMode>,
  );
}

void start();
