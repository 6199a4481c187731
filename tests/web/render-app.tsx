// Mounts the real routes in a memory router, with the session a test asks for.
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import type { TokenUser } from '../../shared/accounts/types';
import { AppRoutes } from '../../web/src/app/router';
import { appStore, tokenAtom } from '../../web/src/lib/session';

export const sampleUser: TokenUser = {
  id: 7,
  uuid: '3f1c2a9e-5b7d-4c1e-9a2f-8d6e4b3a1c70',
  subscriptionId: '',
  role: 1,
  deletingWords: 45,
  name: 'Ada',
  email: 'ada@example.com',
  date: '2025-01-15T10:00:00.000Z',
};

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token as the server shapes it. The client only decodes it; the signature is never checked here. */
export function makeToken(user: unknown = sampleUser): string {
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ user, iat: 1_700_000_000 })}.c2lnbmF0dXJl`;
}

/** Shows where the router ended up, as the address bar would. */
function CurrentPath() {
  const { pathname, search } = useLocation();
  return (
    <>
      <output data-testid="current-path">{pathname}</output>
      <output data-testid="current-search">{search}</output>
    </>
  );
}

export function renderApp(path: string, { token }: { token?: string } = {}) {
  if (token) appStore.set(tokenAtom, token);
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
      <CurrentPath />
    </MemoryRouter>,
  );
  return {
    ...view,
    currentPath: () => view.getByTestId('current-path').textContent,
    currentSearch: () => view.getByTestId('current-search').textContent,
  };
}
