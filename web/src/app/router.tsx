// The routes of SPEC §2, as route objects rendered by useRoutes.
//
// Why not createBrowserRouter: measured here, React DOM is 68 KB gzip and the data router adds
// 30 KB on its own (the declarative router adds 13 KB), which leaves no room for the landing page
// within its 100 KB budget. None of the data APIs (loaders, actions, fetchers) is used: the
// features load their data through jotai and the api client. Switching later means passing
// `routes` to createBrowserRouter and RouteErrorBoundary's job to `errorElement`.
import { BrowserRouter, type RouteObject, useRoutes } from 'react-router';
import { HomePage } from '../features/home/home-page';
import { NotFoundPage } from './error-pages';
import { Layout } from './layout';
import { AuthPage, PaymentPage, ProgressPage } from './lazy-pages';
import { RequireToken, RootRedirect, WordsRoute } from './route-guards';

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <RootRedirect /> },
      { path: 'home', element: <HomePage /> },
      { path: 'auth', element: <AuthPage /> },
      { path: 'words/:displayMode', element: <WordsRoute /> },
      {
        path: 'payment',
        element: (
          <RequireToken>
            <PaymentPage />
          </RequireToken>
        ),
      },
      {
        path: 'progress',
        element: (
          <RequireToken>
            <ProgressPage />
          </RequireToken>
        ),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
