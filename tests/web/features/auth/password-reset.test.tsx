// Password Reset (SPEC §2, §5): e-mail → temporary password (role -2) → new password mailed (role -3).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  MAILED_PASSWORD_LABEL,
  NEW_PASSWORD_SENT_MESSAGE,
  PASSWORDS_EXPIRE_NOTE,
  TEMPORARY_PASSWORD_LABEL,
  TEMPORARY_PASSWORD_SENT_MESSAGE,
  WRONG_TEMPORARY_PASSWORD_MESSAGE,
} from '../../../../shared/accounts/notices';
import { EmailMessage, PasswordMessage } from '../../../../shared/accounts/rules';
import { appStore, pendingUserAtom } from '../../../../web/src/lib/session';
import { apiError, fakeApi, findNotice, json, messageUnder, never } from './fake-api';
import { renderAuth } from './render-auth';

const stepOneButton = () => screen.getByRole('button', { name: 'Send temporary password' });
const stepTwoButton = () => screen.getByRole('button', { name: 'Reset password' });

async function openReset() {
  const user = userEvent.setup();
  renderAuth();
  await user.click(await screen.findByRole('tab', { name: 'Password Reset' }));
  return { user, email: screen.getByLabelText('Email') };
}

/** Goes through step one for ada@example.com, answering the other calls with `answers`. */
async function reachStepTwo(answers: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    'POST /api/users/passwordReset/stepOne': () => json(200, { message: TEMPORARY_PASSWORD_SENT_MESSAGE }),
    ...answers,
  });
  const { user, email } = await openReset();
  await user.type(email, 'ada@example.com');
  await user.click(stepOneButton());
  const temporaryPassword = await screen.findByLabelText(TEMPORARY_PASSWORD_LABEL);
  return { user, api, temporaryPassword };
}

describe('step one', () => {
  it.each([
    ['nothing', '', EmailMessage.missing],
    ['an address over 100 characters', `${'b'.repeat(95)}@example.com`, EmailMessage.tooLong],
    ['text that is no address', 'ada@example', EmailMessage.invalid],
  ])('for %s shows the message under the field and sends nothing', async (_case, typed, message) => {
    const api = fakeApi({});
    const { user, email } = await openReset();
    if (typed) await user.type(email, typed);
    await user.click(stepOneButton());
    expect(messageUnder(email)).toBe(message);
    expect(api.sent).toEqual([]);
  });

  it('sends the address and moves to step two (role -2)', async () => {
    const api = fakeApi({
      'POST /api/users/passwordReset/stepOne': () => json(200, { message: TEMPORARY_PASSWORD_SENT_MESSAGE }),
    });
    const { user, email } = await openReset();
    await user.type(email, 'ada@example.com');
    await user.click(stepOneButton());
    expect(await screen.findByLabelText(TEMPORARY_PASSWORD_LABEL)).toBeTruthy();
    expect(api.to('POST', '/api/users/passwordReset/stepOne').map((r) => r.body)).toEqual([
      { email: 'ada@example.com' },
    ]);
    expect(appStore.get(pendingUserAtom)).toEqual({ email: 'ada@example.com', role: -2 });
  });

  it('ignores a second submit while the first is in flight', async () => {
    const api = fakeApi({ 'POST /api/users/passwordReset/stepOne': never });
    const { user, email } = await openReset();
    await user.type(email, 'ada@example.com');
    await user.click(stepOneButton());
    await user.click(stepOneButton());
    expect(api.sent).toHaveLength(1);
  });
});

describe('step two', () => {
  it('hides the e-mail, asks for the temporary password and says where it went and when it expires', async () => {
    const { temporaryPassword } = await reachStepTwo();
    const hidden = document.querySelector<HTMLInputElement>('input[type="hidden"][name="email"]');
    expect(hidden?.value).toBe('ada@example.com');
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(screen.getByText(TEMPORARY_PASSWORD_SENT_MESSAGE)).toBeTruthy();
    expect(screen.getByText(PASSWORDS_EXPIRE_NOTE)).toBeTruthy();
    expect(document.activeElement).toBe(temporaryPassword);
  });

  it.each([
    ['no password', '', PasswordMessage.missing],
    ['a password under 4 characters', 'abc', PasswordMessage.tooShort],
    ['a password over 30 characters', 'y'.repeat(31), PasswordMessage.tooLong],
  ])('for %s shows the message under the field and sends nothing more', async (_case, typed, message) => {
    const { user, api, temporaryPassword } = await reachStepTwo();
    if (typed) await user.type(temporaryPassword, typed);
    await user.click(stepTwoButton());
    expect(messageUnder(temporaryPassword)).toBe(message);
    expect(api.to('POST', '/api/users/passwordReset/stepTwo')).toEqual([]);
  });

  it('keeps the step when the server refuses the temporary password', async () => {
    const { user, temporaryPassword } = await reachStepTwo({
      'POST /api/users/passwordReset/stepTwo': () => apiError(422, WRONG_TEMPORARY_PASSWORD_MESSAGE),
    });
    await user.type(temporaryPassword, 'wrong-temp');
    await user.click(stepTwoButton());
    expect(await findNotice(WRONG_TEMPORARY_PASSWORD_MESSAGE)).toBeTruthy();
    expect(appStore.get(pendingUserAtom)).toEqual({ email: 'ada@example.com', role: -2 });
    expect(screen.getByLabelText(TEMPORARY_PASSWORD_LABEL)).toBeTruthy();
  });

  it('ignores a second submit while the first is in flight', async () => {
    const { user, api, temporaryPassword } = await reachStepTwo({
      'POST /api/users/passwordReset/stepTwo': never,
    });
    await user.type(temporaryPassword, 'temp-pass');
    await user.click(stepTwoButton());
    await user.click(stepTwoButton());
    expect(api.to('POST', '/api/users/passwordReset/stepTwo')).toHaveLength(1);
  });
});

describe('step three', () => {
  it('says the new password was emailed and offers Login with the address filled in', async () => {
    const { user, api, temporaryPassword } = await reachStepTwo({
      'POST /api/users/passwordReset/stepTwo': () => json(200, { message: NEW_PASSWORD_SENT_MESSAGE }),
    });
    await user.type(temporaryPassword, 'temp-pass');
    await user.click(stepTwoButton());
    expect(await screen.findByText(NEW_PASSWORD_SENT_MESSAGE)).toBeTruthy();
    expect(api.to('POST', '/api/users/passwordReset/stepTwo').map((r) => r.body)).toEqual([
      { email: 'ada@example.com', temporaryPassword: 'temp-pass' },
    ]);
    expect(appStore.get(pendingUserAtom)).toEqual({ email: 'ada@example.com', role: -3 });

    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByRole('tab', { name: 'Login' }).getAttribute('aria-selected')).toBe('true');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ada@example.com');
    expect(document.activeElement).toBe(screen.getByLabelText(MAILED_PASSWORD_LABEL));
  });
});
