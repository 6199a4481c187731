// Register (SPEC §2, §5): the e-mail is checked before sending; success says a password was
// mailed and offers Login; a second click while the first request runs is ignored.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MAILED_PASSWORD_LABEL, REGISTRATION_SENT_MESSAGE } from '../../../../shared/accounts/notices';
import { EmailMessage } from '../../../../shared/accounts/rules';
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
