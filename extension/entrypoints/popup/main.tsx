// The popup asks the background for the session first and renders once, with it: the first
// committed render is already the usable screen (App marks it for the benchmark).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BUILT_APP_URL } from '../../lib/app-url';
import { sendMessage, toApiError } from '../../lib/messages';
import type { Session } from '../../lib/session';
import { App } from './App';
import './popup.css';

const SIGNED_OUT: Session = { serverUrl: BUILT_APP_URL, user: null, pendingSaves: 0 };

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('popup.html has no #root element.');
  let session = SIGNED_OUT;
  let problem: string | null = null;
  try {
    session = await sendMessage('getSession');
  } catch (error) {
    problem = toApiError(error).message;
  }
  createRoot(container).render(
    <StrictMode>
      <App session={session} problem={problem} />
    </StrictMode>,
  );
}

void start();
