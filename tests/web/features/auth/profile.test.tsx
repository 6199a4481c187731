// The profile screen (SPEC §2, §4 "Session", §5 "Profile"): name, edit modal (with the current
// password a new one needs), logout (which ends the session on the server too).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PROFILE_PASSWORD_HINT } from '../../../../shared/accounts/notices';
import { DETAILS_UPDATED_MESSAGE, NameMessage, PasswordMessage } from '../../../../shared/accounts/rules';
import {
  CURRENT_PASSWORD_LABEL,
  CURRENT_PASSWORD_MISSING_MESSAGE,
} from '../../../../shared/accounts/sessions';
import { allImagesLoadedAtom, wordsLoadedAtom } from '../../../../web/src/features/words/state/words-store';
import { appStore, preferencesAtom, tokenAtom, userAtom, wordsAtom } from '../../../../web/src/lib/session';
import { makeToken, sampleUser } from '../../render-app';
import { fakeApi, findNotice, json, messageUnder, never, text } from './fake-api';
import { profileDetails } from './profile-fakes';
import { renderAuth } from './render-auth';

async function openProfile() {
  const user = userEvent.setup();
  const app = renderAuth({ token: makeToken() });
  await screen.findByRole('heading', { name: 'Ada' });
  return { user, app };
}

async function openEditor() {
  const opened = await openProfile();
  const editButton = screen.getByRole('button', { name: 'Edit profile' });
  await opened.user.click(editButton);
  const dialog = screen.getByRole('dialog', { name: 'Edit profile' });
  const name = within(dialog).getByLabelText('Name') as HTMLInputElement;
  const password = within(dialog).getByLabelText('Password') as HTMLInputElement;
  const save = () => opened.user.click(within(dialog).getByRole('button', { name: 'Save' }));
  return { ...opened, editButton, dialog, name, password, save };
}

describe('the profile screen', () => {
  it("shows the learner's name and e-mail, a pen to edit and Logout", async () => {
    await openProfile();
    expect(screen.getByText(sampleUser.email)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit profile' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows an address with an internationalised domain in its own script', async () => {
    renderAuth({ token: makeToken({ ...sampleUser, email: 'ada@xn--e1afmkfd.xn--p1ai' }) });
    expect(await screen.findByText('ada@пример.рф')).toBeTruthy();
  });

  it('opens the edit form in a modal, starting in the name field', async () => {
    const { dialog, name, password } = await openEditor();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(name.value).toBe('Ada');
    expect(password.value).toBe('');
    expect(document.activeElement).toBe(name);
    expect(within(dialog).getByText(PROFILE_PASSWORD_HINT)).toBeTruthy();
  });

  it('closes the modal on Escape and gives focus back to the pen', async () => {
    const { user, editButton } = await openEditor();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(editButton);
  });
});

describe('profile validation', () => {
  it.each([
    ['no name', '', NameMessage.missing],
    ['a one-letter name', 'A', NameMessage.tooShort],
    ['a name over 30 characters', 'N'.repeat(31), NameMessage.tooLong],
  ])('shows the message for %s under the name and sends nothing', async (_case, typed, message) => {
    const api = fakeApi(profileDetails());
    const { user, name, save } = await openEditor();
    await user.clear(name);
    if (typed) await user.type(name, typed);
    await save();
    expect(messageUnder(name)).toBe(message);
    expect(api.to('PATCH', '/api/users')).toEqual([]);
  });

  it.each([
    ['under 4 characters', 'abc', PasswordMessage.tooShort],
    ['over 30 characters', 'p'.repeat(31), PasswordMessage.tooLong],
  ])(
    'shows the message for a password %s under the password and sends nothing',
    async (_case, typed, message) => {
      const api = fakeApi(profileDetails());
      const { user, password, save } = await openEditor();
      await user.type(password, typed);
      await save();
      expect(messageUnder(password)).toBe(message);
      expect(api.to('PATCH', '/api/users')).toEqual([]);
    },
  );
});

describe('saving the profile', () => {
  it.each([
    ['nothing changed', 'Ada'],
    ['only spaces added around the name', '  Ada '],
  ])('does nothing with %s and no password', async (_case, typed) => {
    const api = fakeApi(profileDetails());
    const { user, name, save } = await openEditor();
    await user.clear(name);
    await user.type(name, typed);
    await save();
    expect(api.to('PATCH', '/api/users')).toEqual([]);
    expect(messageUnder(name)).toBeNull();
  });

  it('sends the new name, says so, and replaces the token so the navbar shows it', async () => {
    const renamed = makeToken({ ...sampleUser, name: 'Grace' });
    const api = fakeApi({
      ...profileDetails(),
      'PATCH /api/users': () => json(200, { name: 'Grace', message: DETAILS_UPDATED_MESSAGE }),
      'GET /api/users/replace-token': () => text(renamed),
    });
    const { user, name, save, editButton } = await openEditor();
    await user.clear(name);
    await user.type(name, ' Grace ');
    await save();
    expect(await findNotice(DETAILS_UPDATED_MESSAGE)).toBeTruthy();
    expect(api.to('PATCH', '/api/users').map((r) => r.body)).toEqual([{ name: 'Grace' }]);
    await waitFor(() => expect(appStore.get(tokenAtom)).toBe(renamed));
    expect(screen.getByRole('link', { name: 'Grace' }).getAttribute('href')).toBe('/auth');
    expect(screen.getByRole('heading', { name: 'Grace' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(editButton);
  });

  it('sends a new password with the unchanged name and the current password', async () => {
    const api = fakeApi({
      ...profileDetails(),
      'PATCH /api/users': () => json(200, { name: 'Ada', message: DETAILS_UPDATED_MESSAGE }),
      'GET /api/users/replace-token': () => text(makeToken()),
    });
    const { user, password, dialog, save } = await openEditor();
    await user.type(password, 'new-secret');
    await user.type(within(dialog).getByLabelText(CURRENT_PASSWORD_LABEL), 'old-secret');
    await save();
    expect(await findNotice(DETAILS_UPDATED_MESSAGE)).toBeTruthy();
    expect(api.to('PATCH', '/api/users').map((r) => r.body)).toEqual([
      { name: 'Ada', password: 'new-secret', currentPassword: 'old-secret' },
    ]);
  });

  it('asks for the current password with a new one, and sends nothing without it', async () => {
    const api = fakeApi(profileDetails());
    const { user, password, dialog, save } = await openEditor();
    await user.type(password, 'new-secret');
    await save();
    const current = within(dialog).getByLabelText(CURRENT_PASSWORD_LABEL);
    expect(messageUnder(current)).toBe(CURRENT_PASSWORD_MISSING_MESSAGE);
    expect(document.activeElement).toBe(current);
    expect(api.to('PATCH', '/api/users')).toEqual([]);
  });

  it('ignores a second save while the first is in flight', async () => {
    const api = fakeApi({ ...profileDetails(), 'PATCH /api/users': never });
    const { user, password, dialog, save } = await openEditor();
    await user.type(password, 'new-secret');
    await user.type(within(dialog).getByLabelText(CURRENT_PASSWORD_LABEL), 'old-secret');
    await save();
    await save();
    expect(api.to('PATCH', '/api/users')).toHaveLength(1);
  });
});

describe('logout', () => {
  it('ends the session on the server, clears the token, user, preferences, words and local storage, and says goodbye', async () => {
    const api = fakeApi({ ...profileDetails(), 'POST /api/users/logout': () => json(200, {}) });
    const { user } = await openProfile();
    localStorage.setItem('displaySettings', '{}');
    localStorage.setItem('cardMode', 'true');
    appStore.set(wordsAtom, [{ uuid: 'w-1' } as never]);
    appStore.set(preferencesAtom, { rateSpeech: 1 } as never);
    appStore.set(wordsLoadedAtom, true);
    appStore.set(allImagesLoadedAtom, true);

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await findNotice('Goodbye!')).toBeTruthy();
    expect(appStore.get(tokenAtom)).toBeNull();
    expect(appStore.get(userAtom)).toBeNull();
    expect(appStore.get(preferencesAtom)).toBeNull();
    expect(appStore.get(wordsAtom)).toEqual([]);
    expect(localStorage.length).toBe(0);
    await waitFor(() => expect(appStore.get(allImagesLoadedAtom)).toBe(false));
    expect(appStore.get(wordsLoadedAtom)).toBe(false);
    expect(screen.getByRole('heading', { name: 'Connection' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'guest' })).toBeTruthy();
    expect(api.to('POST', '/api/users/logout')).toHaveLength(1);
  });
});
