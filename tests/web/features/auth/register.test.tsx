// Register (SPEC §2, §5): the e-mail is checked before sending; success says a password was
// mailed and offers Login; a second click while the first request runs is ignored.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MAILED_PASSWORD_LABEL, REGISTRATION_SENT_MESSAGE } from '../../../../shared/accounts/notices';
import { EmailMessage, PASSWORD_TTL_MS } from '../../../../shared/accounts/rules';
import { appStore, pendingUserAtom } from '../../../../web/src/lib/session';
import { apiError, fakeApi, findNotice, json, messageUnder, never } from './fake-api';
import { renderAuth } from './render-auth';

async function openRegister() {
  const user = userEvent.setup();
  renderAuth();
  const email = await screen.findByLabelText('Email');
  return { user, email, submit: () => user.click(screen.getByRole('button', { name: 'Register' })) };
}

const tooLongEmail = `${'a'.repeat(95)}@example.com`;

describe('validation', () => {
  it.each([
    ['nothing', '', EmailMessage.missing],
    ['an address over 100 characters', tooLongEmail, EmailMessage.tooLong],
    ['text that is no address', 'ada.example.com', EmailMessage.invalid],
  ])('for %s shows the message under the field and sends nothing', async (_case, typed, message) => {
    const api = fakeApi({});
    const { user, email, submit } = await openRegister();
    if (typed) await user.type(email, typed);
    await submit();
    expect(messageUnder(email)).toBe(message);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email);
    expect(api.sent).toEqual([]);
  });

  it('clears the message once the learner types again', async () => {
    fakeApi({});
    const { user, email, submit } = await openRegister();
    await submit();
    await user.type(email, 'a');
    expect(messageUnder(email)).toBeNull();
  });
});

describe('a successful registration', () => {
  it('sends the trimmed address, says a password was mailed and keeps the pending user', async () => {
    const api = fakeApi({
      'POST /api/users/register': () => json(200, { message: REGISTRATION_SENT_MESSAGE }),
    });
    const { user, email, submit } = await openRegister();
    await user.type(email, '  new@example.com ');
    await submit();
    expect(await screen.findByText(REGISTRATION_SENT_MESSAGE)).toBeTruthy();
    expect(api.to('POST', '/api/users/register').map((r) => r.body)).toEqual([{ email: 'new@example.com' }]);
    expect(appStore.get(pendingUserAtom)).toEqual({ email: 'new@example.com', role: -1 });
  });

  it('offers a Login button that opens the login tab, ready for the mailed password', async () => {
    fakeApi({ 'POST /api/users/register': () => json(200, { message: REGISTRATION_SENT_MESSAGE }) });
    const { user, email, submit } = await openRegister();
    await user.type(email, 'new@example.com');
    await submit();
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    expect(screen.getByRole('tab', { name: 'Login' }).getAttribute('aria-selected')).toBe('true');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('new@example.com');
    expect(document.activeElement).toBe(screen.getByLabelText(MAILED_PASSWORD_LABEL));
  });
});

describe('registering again after switching tabs (docs/decisions/0003)', () => {
  async function registerThenReturn(api: ReturnType<typeof fakeApi>, first: string, second: string) {
    const { user, email, submit } = await openRegister();
    await user.type(email, first);
    await submit();
    await screen.findByText(REGISTRATION_SENT_MESSAGE);
    await user.click(screen.getByRole('tab', { name: 'Login' }));
    await user.click(screen.getByRole('tab', { name: 'Register' }));
    await user.type(screen.getByLabelText('Email'), second);
    await submit();
    return { user, registered: () => api.to('POST', '/api/users/register').map((r) => r.body) };
  }

  const answers = () => ({
    // Each registration's answer carries its own cancel token.
    'POST /api/users/register': (body: unknown) =>
      json(200, {
        message: REGISTRATION_SENT_MESSAGE,
        cancelToken: `token-of-${(body as { email: string }).email}`,
      }),
    'DELETE /api/users/pending': () => json(200, { message: 'removed' }),
  });

  it('the same address within five minutes asks for no second mail: the first password still works', async () => {
    const api = fakeApi(answers());
    const { user, registered } = await registerThenReturn(api, 'new@example.com', ' New@Example.com');
    expect(await screen.findByText(REGISTRATION_SENT_MESSAGE)).toBeTruthy();
    expect(registered()).toEqual([{ email: 'new@example.com' }]);
    expect(api.to('DELETE', '/api/users/pending')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect((screen.getByLabelText(MAILED_PASSWORD_LABEL) as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('new@example.com');
  });

  it('the same address once the five minutes are over is mailed a new password', async () => {
    const api = fakeApi(answers());
    const start = Date.now();
    const now = vi.spyOn(Date, 'now').mockReturnValue(start);
    const { user, email, submit } = await openRegister();
    await user.type(email, 'new@example.com');
    await submit();
    await screen.findByText(REGISTRATION_SENT_MESSAGE);
    now.mockReturnValue(start + PASSWORD_TTL_MS);
    await user.click(screen.getByRole('tab', { name: 'Register' }));
    await user.type(screen.getByLabelText('Email'), 'new@example.com');
    await submit();
    await screen.findByText(REGISTRATION_SENT_MESSAGE);
    expect(api.to('POST', '/api/users/register')).toHaveLength(2);
    expect(api.to('DELETE', '/api/users/pending')).toEqual([]);
  });

  it('another address drops the abandoned registration once the new one is mailed', async () => {
    const api = fakeApi(answers());
    const { registered } = await registerThenReturn(api, 'typo@exmaple.com', 'right@example.com');
    expect(await screen.findByText(REGISTRATION_SENT_MESSAGE)).toBeTruthy();
    expect(registered()).toEqual([{ email: 'typo@exmaple.com' }, { email: 'right@example.com' }]);
    await waitFor(() =>
      expect(api.to('DELETE', '/api/users/pending').map((r) => r.body)).toEqual([
        { email: 'typo@exmaple.com', cancelToken: 'token-of-typo@exmaple.com' },
      ]),
    );
    expect(appStore.get(pendingUserAtom)).toEqual({ email: 'right@example.com', role: -1 });
  });

  it('another address that is refused leaves the earlier registration as it was', async () => {
    const message = 'Too many attempts. Please try again in 5 minutes.';
    let calls = 0;
    const api = fakeApi({
      ...answers(),
      'POST /api/users/register': () =>
        ++calls === 1
          ? json(200, { message: REGISTRATION_SENT_MESSAGE, cancelToken: 'token' })
          : apiError(429, message),
    });
    await registerThenReturn(api, 'first@example.com', 'second@example.com');
    expect(await findNotice(message)).toBeTruthy();
    expect(api.to('DELETE', '/api/users/pending')).toEqual([]);
    expect(appStore.get(pendingUserAtom)).toBeNull();
  });
});

describe('while the request is in flight', () => {
  it('ignores a second submit', async () => {
    const api = fakeApi({ 'POST /api/users/register': never });
    const { user, email, submit } = await openRegister();
    await user.type(email, 'new@example.com');
    await submit();
    await submit();
    await user.type(email, '{Enter}');
    expect(api.to('POST', '/api/users/register')).toHaveLength(1);
  });
});

describe('a refusal from the server', () => {
  it('goes through the common error handler and leaves the form as it was', async () => {
    const message = 'Too many attempts. Please try again in 5 minutes.';
    fakeApi({ 'POST /api/users/register': () => apiError(429, message) });
    const { user, email, submit } = await openRegister();
    await user.type(email, 'new@example.com');
    await submit();
    expect(await findNotice(message)).toBeTruthy();
    expect(appStore.get(pendingUserAtom)).toBeNull();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('new@example.com');
  });
});
