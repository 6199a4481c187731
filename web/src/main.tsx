// Entry point: mounts the router. The session lives in jotai's default store (lib/session.ts),
// so no provider is needed around it.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouteErrorBoundary } from './app/error-boundary';
import { AppRouter } from './app/router';
import { loadLearnerData } from './features/auth/learner-data';
import { ChunkLoadError } from './lib/chunk-load';
import { registerServiceWorker } from './lib/register-service-worker';
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
  import('./lib/session-start').then(
    ({ startSession }) => startSession({ loadWords: loadLearnerData }),
    // Offline before the service worker kept the app (a first visit), its code cannot arrive: the
    // offline banner says so, and the next start online begins the session.
    () => undefined,
  );
}

registerServiceWorker();

/**
 * React logs every error a boundary caught. A screen whose code cannot arrive offline is expected
 * there and explained on the screen (the chunk error page under the offline banner): not logged.
 */
function logCaughtError(error: unknown, info: { componentStack?: string }): void {
  if (error instanceof ChunkLoadError && !navigator.onLine) return;
  console.error(error, info.componentStack ?? '');
}

createRoot(container, { onCaughtError: logCaughtError }).render(
  <StrictMode>
    {/* Last resort, should the layout itself fail; screens have their own boundary inside it. */}
    <RouteErrorBoundary>
      <AppRouter />
    </RouteErrorBoundary>
  </StrictMode>,
);
