// The feature screens behind sign-in load as their own chunks, so the landing page stays small.
// React.lazy (rather than the route's `lazy`) fetches a chunk only when its page is really
// rendered: a guest sent on to /auth, or a mistyped mode, never downloads the words screen.
import { lazy } from 'react';

export const AuthPage = lazy(() =>
  import('../features/auth/auth-page').then((module) => ({ default: module.AuthPage })),
);
export const WordsPage = lazy(() =>
  import('../features/words/words-page').then((module) => ({ default: module.WordsPage })),
);
export const PaymentPage = lazy(() =>
  import('../features/payment/payment-page').then((module) => ({ default: module.PaymentPage })),
);
