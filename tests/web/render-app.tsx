// Mounts the real routes in a memory router, with the session a test asks for.
import { render } from '@testing-library/react';
import type { TokenUser } from '../../shared/accounts/types';
import { AppRoutes } from '../../web/src/app/router';
import { appStore, tokenAtom } from '../../web/src/lib/session';
import { CurrentPath, MemoryRouter } from './memory-router';

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

export function renderApp(path: string, { token }: { token?: string } = {}) {
  if (token) appStore.set(tokenAtom, token);
  const view = render(
    <MemoryRouter path={path}>
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
