// Right after a login the profile screen moves on after one second (SPEC §2, §9): to the words,
// or to the payment page for roles 2 and 5. On a later visit it stays put.
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REENTRY_REDIRECT_MS } from '../../../../shared/accounts/notices';
import { ProfileScreen } from '../../../../web/src/features/auth/profile/profile-screen';
import { reenteredAtom } from '../../../../web/src/features/auth/session-actions';
import { Route, Switch } from '../../../../web/src/lib/routing';
import { appStore, tokenAtom } from '../../../../web/src/lib/session';
import { CurrentPath, MemoryRouter } from '../../memory-router';
import { makeToken, sampleUser } from '../../render-app';
import { LOCAL_SETTINGS } from '../payment/payment-kit';
import { fakeApi, json } from './fake-api';

function renderProfile(role: number, reentered: boolean) {
  appStore.set(tokenAtom, makeToken({ ...sampleUser, role }));
  appStore.set(reenteredAtom, reentered);
  render(
    <MemoryRouter path="/auth">
      <Switch>
        <Route path="/auth">
          <ProfileScreen />
        </Route>
      </Switch>
      <CurrentPath />
    </MemoryRouter>,
  );
}

const currentPath = () => screen.getByTestId('current-path').textContent;
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
  // Roles 2 and 5 go by way of the payment mode (test mode here: client-side navigation).
  fakeApi({ 'GET /api/payments/settings': () => json(200, LOCAL_SETTINGS) });
});
afterEach(() => {
  vi.useRealTimers();
  appStore.set(reenteredAtom, false);
});

describe('after a login', () => {
  it.each([
    [0, '/words/list'],
    [1, '/words/list'],
    [3, '/words/list'],
    [4, '/words/list'],
    [2, '/payment'],
    [5, '/payment'],
  ])('role %i is taken to %s once the second is over', async (role, destination) => {
    renderProfile(role, true);
    advance(REENTRY_REDIRECT_MS - 1);
    expect(currentPath()).toBe('/auth');
    advance(1);
    await vi.waitFor(() => expect(currentPath()).toBe(destination));
    // Spent: coming back to the profile later does not move the learner again.
    expect(appStore.get(reenteredAtom)).toBe(false);
  });
});

describe('on a later visit', () => {
  it('stays on the profile', () => {
    renderProfile(1, false);
    advance(REENTRY_REDIRECT_MS * 5);
    expect(currentPath()).toBe('/auth');
  });
});
