// The connection screen's tabs (SPEC §2): Register by default; choosing Register or Password
// Reset forgets a pending registration or reset, choosing Login keeps it. Forgetting is the
// screen's: the mailed password keeps working on the server (docs/decisions/0003).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { REGISTRATION_SENT_MESSAGE } from '../../../../shared/accounts/notices';
import { appStore, pendingUserAtom } from '../../../../web/src/lib/session';
import { fakeApi, json } from './fake-api';
import { renderAuth } from './render-auth';

const tab = (name: string) => screen.getByRole('tab', { name });

async function openConnection() {
  renderAuth();
  await screen.findByRole('heading', { name: 'Connection' });
}

describe('the tab list', () => {
  it('offers Login, Register and Password Reset, with Register chosen', async () => {
    await openConnection();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Login', 'Register', 'Password Reset']);
    expect(tab('Register').getAttribute('aria-selected')).toBe('true');
    expect(tab('Login').getAttribute('aria-selected')).toBe('false');
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(tab('Register').id);
    expect(tab('Register').getAttribute('aria-controls')).toBe(panel.id);
    expect(screen.getByRole('button', { name: 'Register' })).toBeTruthy();
  });

  it('moves focus with the arrow keys and chooses with Enter', async () => {
    const user = userEvent.setup();
    await openConnection();
    tab('Register').focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Password Reset'));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Login'));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(tab('Password Reset'));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(tab('Login'));
    // Passing over a tab does not choose it.
    expect(tab('Register').getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Enter}');
    expect(tab('Login').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByLabelText('Password')).toBeTruthy();
  });

  it('opens with the cursor in the e-mail field of the Register tab', async () => {
    await openConnection();
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
  });

  it('puts the cursor in the e-mail field of the Password Reset tab when it is chosen', async () => {
    const user = userEvent.setup();
    await openConnection();
    await user.click(tab('Password Reset'));
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
  });

  it('lets Tab reach only the chosen tab', async () => {
    await openConnection();
    expect(tab('Register').tabIndex).toBe(0);
    expect(tab('Login').tabIndex).toBe(-1);
    expect(tab('Password Reset').tabIndex).toBe(-1);
  });
});

describe('choosing a tab with a pending registration', () => {
  async function registerFirst() {
    const user = userEvent.setup();
    const api = fakeApi({
      'POST /api/users/register': () => json(200, { message: 'sent' }),
      'DELETE /api/users/pending': () => json(200, { message: 'removed' }),
    });
    await openConnection();
    await user.type(screen.getByLabelText('Email'), 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await screen.findByText(REGISTRATION_SENT_MESSAGE);
    expect(appStore.get(pendingUserAtom)).toEqual({ email: 'new@example.com', role: -1 });
    return { user, api };
  }

  it('Login keeps it: the address is filled in and nothing is deleted', async () => {
    const { user, api } = await registerFirst();
    await user.click(tab('Login'));
    expect(appStore.get(pendingUserAtom)).toEqual({ email: 'new@example.com', role: -1 });
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('new@example.com');
    expect(api.to('DELETE', '/api/users/pending')).toEqual([]);
  });

  it.each(['Register', 'Password Reset'])(
    '%s forgets it here, but the mailed password still works',
    async (name) => {
      const { user, api } = await registerFirst();
      await user.click(tab(name));
      expect(appStore.get(pendingUserAtom)).toBeNull();
      expect(api.to('DELETE', '/api/users/pending')).toEqual([]);
      expect(screen.getByLabelText('Email')).toBeTruthy();
      expect(screen.queryByText(REGISTRATION_SENT_MESSAGE)).toBeNull();
    },
  );
});

describe('choosing a tab with a pending password reset', () => {
  it('Password Reset starts the reset again, without deleting any registration', async () => {
    const user = userEvent.setup();
    const api = fakeApi({});
    appStore.set(pendingUserAtom, { email: 'ada@example.com', role: -2 });
    await openConnection();
    await user.click(tab('Password Reset'));
    expect(appStore.get(pendingUserAtom)).toBeNull();
    expect(screen.getByRole('button', { name: 'Send temporary password' })).toBeTruthy();
    expect(api.sent).toEqual([]);
  });

  it('Login keeps it', async () => {
    const user = userEvent.setup();
    appStore.set(pendingUserAtom, { email: 'ada@example.com', role: -3 });
    await openConnection();
    await user.click(tab('Login'));
    expect(appStore.get(pendingUserAtom)).toEqual({ email: 'ada@example.com', role: -3 });
  });
});
