// Mounts /auth with the navbar and the notices, as the layout does, but with every other route
// replaced by a marker: these tests follow where the screen sends the learner without drawing
// (or fetching for) the words and payment screens.
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Navbar } from '../../../../web/src/app/navbar';
import { AppToasts } from '../../../../web/src/app/toasts';
import { AuthPage } from '../../../../web/src/features/auth/auth-page';
import { appStore, tokenAtom } from '../../../../web/src/lib/session';

function CurrentPath() {
  return <p data-testid="current-path">{useLocation().pathname}</p>;
}

export function renderAuth({ token }: { token?: string } = {}) {
  if (token) appStore.set(tokenAtom, token);
  const view = render(
    <MemoryRouter initialEntries={['/auth']}>
      <Navbar />
      <Routes>
        <Route path="/auth" element={<AuthPage />} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <CurrentPath />
      <AppToasts />
    </MemoryRouter>,
  );
  return { ...view, currentPath: () => view.getByTestId('current-path').textContent };
}
