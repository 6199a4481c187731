// The profile's second card: usage against the quotas, the active sessions (any other one can be
// ended) and deleting the account, confirmed by the password.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_DELETED_MESSAGE, WRONG_PASSWORD_MESSAGE } from '../../../../shared/accounts/deletion';
import { mediaUsageText, textUsageText, wordsUsageText } from '../../../../shared/accounts/quotas';
import { PasswordMessage } from '../../../../shared/accounts/rules';
import { SESSION_ENDED_MESSAGE } from '../../../../shared/accounts/sessions';
import { appStore, tokenAtom } from '../../../../web/src/lib/session';
import { makeToken } from '../../render-app';
import { apiError, fakeApi, findNotice, json, messageUnder } from './fake-api';
import { phone, profileDetails, sampleUsage, thisDevice } from './profile-fakes';
import { renderAuth } from './render-auth';

async function openProfile() {
  const user = userEvent.setup();
  const app = renderAuth({ token: makeToken() });
  await screen.findByRole('heading', { name: 'Ada' });
  return { user, app };
}

describe('usage', () => {
  it('shows the words and the media kept against the quotas', async () => {
    fakeApi(profileDetails());
    await openProfile();
    expect(await screen.findByText(wordsUsageText(sampleUsage))).toBeTruthy();
    expect(screen.getByText('1,234 of 100,000 words')).toBeTruthy();
    expect(screen.getByText(mediaUsageText(sampleUsage))).toBeTruthy();
    expect(screen.getByText(textUsageText(sampleUsage))).toBeTruthy();
    expect(screen.getByText('12.5 MB of 2 GB of pictures and audio')).toBeTruthy();
  });
});

describe('active sessions', () => {
  it('lists each device with its last use; this one is marked and has no End button', async () => {
    fakeApi(profileDetails());
    await openProfile();
    const list = await screen.findByRole('list', { name: 'Active sessions' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Chrome on WindowsThis deviceUsed in the last few minutes',
      'Firefox on AndroidLast used 2 days agoEnd',
    ]);
  });

  it('ends another session on the server and lists what is left', async () => {
    let sessions = [thisDevice, phone];
    const api = fakeApi({
      ...profileDetails(),
      'GET /api/users/sessions': () => json(200, { sessions }),
      [`DELETE /api/users/sessions/${phone.id}`]: () => {
        sessions = [thisDevice];
        return json(200, { message: SESSION_ENDED_MESSAGE });
      },
    });
    const { user } = await openProfile();
    await user.click(await screen.findByRole('button', { name: /End the session on Firefox on Android/ }));
    expect(await findNotice(SESSION_ENDED_MESSAGE)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Firefox on Android')).toBeNull());
    expect(api.to('DELETE', `/api/users/sessions/${phone.id}`)).toHaveLength(1);
  });
});

describe('deleting the account', () => {
  async function openDeletion() {
    const opened = await openProfile();
    await opened.user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete account' });
    const password = within(dialog).getByLabelText('Your password');
    const confirm = () => opened.user.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    return { ...opened, dialog, password, confirm };
  }

  it('asks for the password and sends nothing without it', async () => {
    const api = fakeApi(profileDetails());
    const { password, confirm } = await openDeletion();
    await confirm();
    expect(messageUnder(password)).toBe(PasswordMessage.missing);
    expect(api.to('DELETE', '/api/users')).toEqual([]);
  });

  it('shows a wrong password under the field and keeps the learner signed in', async () => {
    fakeApi({ ...profileDetails(), 'DELETE /api/users': () => apiError(422, WRONG_PASSWORD_MESSAGE) });
    const { user, password, confirm } = await openDeletion();
    await user.type(password, 'not-mine');
    await confirm();
    await waitFor(() => expect(messageUnder(password)).toBe(WRONG_PASSWORD_MESSAGE));
    expect(appStore.get(tokenAtom)).not.toBeNull();
  });

  it('deletes with the password, signs out here and goes home', async () => {
    const api = fakeApi({
      ...profileDetails(),
      'DELETE /api/users': () => json(200, { message: ACCOUNT_DELETED_MESSAGE }),
    });
    const { user, password, confirm, app } = await openDeletion();
    await user.type(password, 'my-secret');
    await confirm();
    expect(await findNotice(ACCOUNT_DELETED_MESSAGE)).toBeTruthy();
    expect(api.to('DELETE', '/api/users').map((r) => r.body)).toEqual([{ password: 'my-secret' }]);
    expect(appStore.get(tokenAtom)).toBeNull();
    expect(localStorage.length).toBe(0);
    await waitFor(() => expect(app.currentPath()).toBe('/home'));
  });
});
