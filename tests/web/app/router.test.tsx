// The routes of SPEC §2: redirects, guards, 404 pages and the error page.
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from '../../../web/src/app/error-boundary';
import { makeToken, renderApp } from '../render-app';

describe('/', () => {
  it('sends a visitor without a token to the landing page', async () => {
    const app = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: /Save words/ })).toBeTruthy();
    expect(app.currentPath()).toBe('/home');
  });

  it('sends a signed-in learner to their word list', async () => {
    const app = renderApp('/', { token: makeToken() });
    // The words screen says 'Loading...' until the learner's words arrive.
    expect(await screen.findByText('Loading...')).toBeTruthy();
    expect(app.currentPath()).toBe('/words/list');
  });
});

describe('/words/:displayMode', () => {
  it.each(['list', 'media-player', 'test'])('opens the words screen in %s mode', async (mode) => {
    const app = renderApp(`/words/${mode}`, { token: makeToken() });
    expect(await screen.findByText('Loading...')).toBeTruthy();
    expect(screen.queryByText('Page Not Found')).toBeNull();
    expect(app.currentPath()).toBe(`/words/${mode}`);
  });

  it('shows 404 and Page Not Found for any other mode', () => {
    const app = renderApp('/words/foo', { token: makeToken() });
    expect(screen.getByText('404')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(app.currentPath()).toBe('/words/foo');
  });

  it('sends a visitor without a token to /auth', async () => {
    const app = renderApp('/words/list');
    expect(await screen.findByRole('heading', { name: 'Connection' })).toBeTruthy();
    expect(app.currentPath()).toBe('/auth');
  });
});

describe('/payment', () => {
  it('sends a visitor without a token to /auth', async () => {
    const app = renderApp('/payment');
    expect(await screen.findByRole('heading', { name: 'Connection' })).toBeTruthy();
    expect(app.currentPath()).toBe('/auth');
  });

  it('opens for a signed-in learner', async () => {
    const app = renderApp('/payment', { token: makeToken() });
    expect(await screen.findByRole('heading', { name: 'Payment' })).toBeTruthy();
    expect(app.currentPath()).toBe('/payment');
  });
});

describe('other paths', () => {
  it.each(['/nope', '/home/extra', '/words'])('%s shows the not-found page', (path) => {
    renderApp(path);
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByText('404')).toBeTruthy();
  });

  it('/auth opens the connection screen for a visitor', async () => {
    renderApp('/auth');
    expect(await screen.findByRole('heading', { name: 'Connection' })).toBeTruthy();
  });
});

function Broken(): never {
  throw new Error('The words could not be drawn');
}

describe('a screen that fails', () => {
  it('shows Unexpected Application Error! until the learner moves on', () => {
    // React reports the caught error on the console; that is expected here.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const view = render(
      <RouteErrorBoundary resetKey="/words/list">
        <Broken />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByText('The words could not be drawn')).toBeTruthy();
    expect(consoleError).toHaveBeenCalled();

    view.rerender(
      <RouteErrorBoundary resetKey="/home">
        <p>Home again</p>
      </RouteErrorBoundary>,
    );
    expect(screen.getByText('Home again')).toBeTruthy();
    expect(screen.queryByText('Unexpected Application Error!')).toBeNull();
  });
});
