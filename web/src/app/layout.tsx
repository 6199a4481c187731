// The frame of every screen: navigation bar on top, the routed page in the main area, notices.
import { type ReactNode, Suspense } from 'react';
import { LOADING_MESSAGE } from '../../../shared/app';
import { useLocation } from '../lib/routing';
import { RouteErrorBoundary } from './error-boundary';
import { Navbar } from './navbar';
import { OfflineBanner } from './offline-banner';
import { AppToasts } from './toasts';

function PageLoading() {
  return (
    <p className="page-loading" role="status">
      {LOADING_MESSAGE}
    </p>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const [pathname] = useLocation();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="site-header">
        <Navbar />
      </header>
      <OfflineBanner />
      <main id="main" className="site-main" tabIndex={-1}>
        {/* Inside the layout, so a failing screen keeps the navigation bar and the way out. */}
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageLoading />}>{children}</Suspense>
        </RouteErrorBoundary>
      </main>
      <AppToasts />
    </>
  );
}
