// Entry point: mounts the router. The session lives in jotai's default store (lib/session.ts),
// so no provider is needed around it.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouteErrorBoundary } from './app/error-boundary';
import { AppRouter } from './app/router';
import './styles/theme.css';
import './styles/base.css';
import './styles/navbar.css';
import './styles/toasts.css';
import './styles/pages.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    {/* Last resort, should the layout itself fail; screens have their own boundary inside it. */}
    <RouteErrorBoundary>
      <AppRouter />
    </RouteErrorBoundary>
  </StrictMode>,
);
