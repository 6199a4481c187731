// Entry point: mounts the router. The session lives in jotai's default store (lib/session.ts),
// so no provider is needed around it.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouteErrorBoundary } from './app/error-boundary';
import { AppRouter } from './app/router';
import { loadLearnerData } from './features/auth/learner-data';
import { appStore, tokenAtom } from './lib/session';
import './styles/theme.css';
import './styles/base.css';
import './styles/navbar.css';
import './styles/toasts.css';
import './styles/pages.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Once per page load, outside React, so strict mode's double effects cannot renew the token twice.
// Only a returning learner has a session to start; its code (and the api client) is fetched for
// them alone, which keeps the landing page small for visitors.
if (appStore.get(tokenAtom)) {
  void import('./lib/session-start').then(({ startSession }) => startSession({ loadWords: loadLearnerData }));
}

createRoot(container).render(
  <StrictMode>
    {/* Last resort, should the layout itself fail; screens have their own boundary inside it. */}
    <RouteErrorBoundary>
      <AppRouter />
    </RouteErrorBoundary>
  </StrictMode>,
);
