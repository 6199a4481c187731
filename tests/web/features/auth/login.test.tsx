// Login (SPEC §2, §4 "Session", §5): checks, the label and focus rules, then the session.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  MAILED_PASSWORD_LABEL,
  PASSWORD_LABEL,
  WRONG_CREDENTIALS_MESSAGE,
} from '../../../../shared/accounts/notices';
import { EmailMessage, PasswordMessage } from '../../../../shared/accounts/rules';
import { appStore, type PendingUser, pendingUserAtom, tokenAtom } from '../../../../web/src/lib/session';
import { makeToken, sampleUser } from '../../render-app';
import { apiError, fakeApi, findNotice, json, messageUnder, never, text } from './fake-api';
import { renderAuth } from './render-auth';

async function openLogin(pendingUser?: PendingUser) {
  const user = userEvent.setup();
  if (pendingUser) appStore.set(pendingUserAtom, pendingUser);
  const app = renderAuth();
  await user.click(await screen.findByRole('tab', { name: 'Login' }));
  const submit = () => user.click(screen.getByRole('button', { name: 'Login' }));
  return { user, app, submit, email: screen.getByLabelText('Email') as HTMLInputElement };
}

const learnerAnswers = (token: string) => ({
  'POST /api/users/login': () => text(token),
  'GET /api/words/get/words': () => json(200, []),
  'GET /api/preferences': () =>
    json(200, {
      speechLanguage: 'en-US',
      speechVoice: 'en-US-Female',
      sourceLanguage: 'en',
      targetLanguage: 'fr',
      highQuality: false,
      rateSpeech: 1,
    }),
});

describe('the label and the focus', () => {
  it("say 'Password' and start in the email field when nothing is pending", async () => {
    const { email } = await openLogin();
    expect(screen.getByLabelText(PASSWORD_LABEL)).toBeTruthy();
    expect(screen.queryByLabelText(MAILED_PASSWORD_LABEL)).toBeNull();
    expect(email.value).toBe('');
    expect(document.activeElement).toBe(email);
  });

  it.each([-1, -2, -3] as const)(
    'ask for the password in the email, with the address filled in, for pending role %i',
    async (role) => {
      const { email } = await openLogin({ email: 'new@example.com', role });
      expect(email.value).toBe('new@example.com');
      expect(document.activeElement).toBe(screen.getByLabelText(MAILED_PASSWORD_LABEL));
    },
  );
});

describe('validation', () => {
  it.each([
    ['no email', '', 'secret', EmailMessage.missing],
    ['an email over 100 characters', `${'a'.repeat(95)}@example.com`, 'secret', EmailMessage.tooLong],
    ['an invalid email', 'ada@', 'secret', EmailMessage.invalid],
  ])(
    'shows the message for %s under the email and sends nothing',
    async (_case, address, password, message) => {
      const api = fakeApi({});
      const { user, email, submit } = await openLogin();
      if (address) await user.type(email, address);
      await user.type(screen.getByLabelText(PASSWORD_LABEL), password);
      await submit();
      expect(messageUnder(email)).toBe(message);
      expect(api.sent).toEqual([]);
    },
  );

  it.each([
    ['no password', '', PasswordMessage.missing],
    ['a password under 4 characters', 'abc', PasswordMessage.tooShort],
    ['a password over 30 characters', 'x'.repeat(31), PasswordMessage.tooLong],
  ])('shows the message for %s under the password and sends nothing', async (_case, typed, message) => {
    const api = fakeApi({});
    const { user, email, submit } = await openLogin();
    await user.type(email, 'ada@example.com');
    const password = screen.getByLabelText(PASSWORD_LABEL);
    if (typed) await user.type(password, typed);
    await submit();
    expect(messageUnder(password)).toBe(message);
    expect(messageUnder(email)).toBeNull();
    expect(document.activeElement).toBe(password);
    expect(api.sent).toEqual([]);
  });
});

describe('a successful login', () => {
  it('stores the token, welcomes the learner, loads their words and moves on to the list', async () => {
    const token = makeToken();
    const api = fakeApi(learnerAnswers(token));
    const { user, app, email, submit } = await openLogin({ email: 'ada@example.com', role: -1 });
    await user.type(screen.getByLabelText(MAILED_PASSWORD_LABEL), 'mailed-pw');
    await submit();
    // The profile shows first (looked for at once: the learner is taken on one second after the
    // login, and a busy machine can take that long to show the notice), then the words.
    expect(await screen.findByRole('heading', { name: sampleUser.name })).toBeTruthy();
    expect(await findNotice(`Welcome ${sampleUser.name}!`)).toBeTruthy();
    expect(api.to('POST', '/api/users/login').map((r) => r.body)).toEqual([
      { email: email.value, password: 'mailed-pw' },
    ]);
    expect(appStore.get(tokenAtom)).toBe(token);
    expect(localStorage.getItem('token')).toBe(token);
    expect(appStore.get(pendingUserAtom)).toBeNull();
    await waitFor(() => expect(app.currentPath()).toBe('/words/list'));
    // The words load through a lazy module: on a busy machine it may answer after the redirect.
    await waitFor(() => expect(api.to('GET', '/api/words/get/words').length).toBeGreaterThan(0));
    await waitFor(() => expect(api.to('GET', '/api/preferences').length).toBeGreaterThan(0));
  });

  it.each([2, 5])('sends role %i to the payment page without loading words', async (role) => {
    const api = fakeApi(learnerAnswers(makeToken({ ...sampleUser, role })));
    const { user, app, email, submit } = await openLogin();
    await user.type(email, 'ada@example.com');
    await user.type(screen.getByLabelText(PASSWORD_LABEL), 'secret');
    await submit();
    await waitFor(() => expect(app.currentPath()).toBe('/payment'));
    expect(api.to('GET', '/api/words/get/words')).toEqual([]);
  });
});

describe('a refused login', () => {
  it("shows the server's message and keeps the pending registration", async () => {
    fakeApi({ 'POST /api/users/login': () => apiError(401, WRONG_CREDENTIALS_MESSAGE) });
    const { user, app, submit } = await openLogin({ email: 'new@example.com', role: -1 });
    await user.type(screen.getByLabelText(MAILED_PASSWORD_LABEL), 'wrong-pw');
    await submit();
    expect(await findNotice(WRONG_CREDENTIALS_MESSAGE)).toBeTruthy();
    expect(appStore.get(tokenAtom)).toBeNull();
    expect(appStore.get(pendingUserAtom)).toEqual({ email: 'new@example.com', role: -1 });
    expect(app.currentPath()).toBe('/auth');
  });
});

describe('while the request is in flight', () => {
  it('ignores a second submit', async () => {
    const api = fakeApi({ 'POST /api/users/login': never });
    const { user, email, submit } = await openLogin();
    await user.type(email, 'ada@example.com');
    await user.type(screen.getByLabelText(PASSWORD_LABEL), 'secret');
    await submit();
    await submit();
    expect(api.to('POST', '/api/users/login')).toHaveLength(1);
  });
});
