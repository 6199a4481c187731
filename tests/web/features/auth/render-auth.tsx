// Mounts /auth with the navbar and the notices, as the layout does, but with every other route
// replaced by a marker: these tests follow where the screen sends the learner without drawing
// (or fetching for) the words and payment screens.
import { render } from '@testing-library/react';
import { Navbar } from '../../../../web/src/app/navbar';
import { AppToasts } from '../../../../web/src/app/toasts';
import { AuthPage } from '../../../../web/src/features/auth/auth-page';
import { Route, Switch } from '../../../../web/src/lib/routing';
import { appStore, tokenAtom } from '../../../../web/src/lib/session';
import { CurrentPath, MemoryRouter } from '../../memory-router';

export function renderAuth({ token }: { token?: string } = {}) {
  if (token) appStore.set(tokenAtom, token);
  const view = render(
    <MemoryRouter path="/auth">
      <Navbar />
      <Switch>
        <Route path="/auth">
          <AuthPage />
        </Route>
        <Route>
          <p>elsewhere</p>
        </Route>
      </Switch>
      <CurrentPath />
      <AppToasts />
    </MemoryRouter>,
  );
  return { ...view, currentPath: () => view.getByTestId('current-path').textContent };
}
