// The options page (embedded in the browser's extension settings): reads the settings once, then
// lets the learner change them.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { sendMessage, toApiError } from '../../lib/messages';
import { Options } from './Options';
import '../../ui/base.css';
import './options.css';

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('options.html has no #root element.');
  const root = createRoot(container);
  try {
    const session = await sendMessage('getSession');
    root.render(
      <StrictMode>
        <Options session={session} />
      </StrictMode>,
    );
  } catch (error) {
    root.render(
      <p className="notice notice-error" role="alert">
        {toApiError(error).message}
      </p>,
    );
  }
}

void start();
