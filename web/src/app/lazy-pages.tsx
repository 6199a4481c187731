// The feature screens behind sign-in load as their own chunks, so the landing page stays small.
// React.lazy (rather than the route's `lazy`) fetches a chunk only when its page is really
// rendered: a guest sent on to /auth, or a mistyped mode, never downloads the words screen.
// loadChunk gives each chunk SPEC §7's time-out and names a failure's kind for the error page.
import { lazy } from 'react';
import { loadChunk } from '../lib/chunk-load';

export const AuthPage = lazy(() =>
  loadChunk(() => import('../features/auth/auth-page')).then((module) => ({ default: module.AuthPage })),
);
export const WordsPage = lazy(() =>
  loadChunk(() => import('../features/words/words-page')).then((module) => ({ default: module.WordsPage })),
);
export const PaymentPage = lazy(() =>
  loadChunk(() => import('../features/payment/payment-page')).then((module) => ({
    default: module.PaymentPage,
  })),
);
export const ProgressPage = lazy(() =>
  loadChunk(() => import('../features/progress/progress-page')).then((module) => ({
    default: module.ProgressPage,
  })),
);
