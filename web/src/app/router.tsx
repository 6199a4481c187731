// The routes of SPEC §2, matched by wouter's Switch (the first that matches is shown), inside the
// layout. Matching ignores case and a trailing slash, as React Router's did. Data comes through
// jotai and the api client, so the router needs no loaders or actions (decision 0058).
import { HomePage } from '../features/home/home-page';
import { Route, Switch } from '../lib/routing';
import { NotFoundPage } from './error-pages';
import { Layout } from './layout';
import { AuthPage, PaymentPage, ProgressPage } from './lazy-pages';
import { RequireToken, RootRedirect, WordsRoute } from './route-guards';

/** The app's screens; the location comes from the nearest wouter Router (the address bar by default). */
export function AppRoutes() {
  return (
    <Layout>
      <Switch>
        <Route path="/">
          <RootRedirect />
        </Route>
        <Route path="/home">
          <HomePage />
        </Route>
        <Route path="/auth">
          <AuthPage />
        </Route>
        <Route path="/words/:displayMode">
          <WordsRoute />
        </Route>
        <Route path="/payment">
          <RequireToken>
            <PaymentPage />
          </RequireToken>
        </Route>
        <Route path="/progress">
          <RequireToken>
            <ProgressPage />
          </RequireToken>
        </Route>
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
    </Layout>
  );
}

/** The browser's router: wouter follows the address bar without a provider. */
export const AppRouter = AppRoutes;
