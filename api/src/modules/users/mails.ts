// The account mails, each in plain text and HTML. The password stands alone on its own line
// so it is easy to copy.
import type { Mail } from '../../providers/mail/port';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function mail(to: string, subject: string, lines: string[], password: string | null, appUrl: string): Mail {
  const text = [...lines, ...(password ? ['', `Password: ${password}`] : []), '', appUrl].join('\n');
  const html = [
    '<div style="font-family:system-ui,sans-serif;font-size:16px;line-height:1.5;color:#1f2937">',
    ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    password
      ? `<p style="font-size:22px;font-family:monospace;letter-spacing:2px"><strong>${escapeHtml(password)}</strong></p>`
      : '',
    `<p><a href="${escapeHtml(appUrl)}/auth">${escapeHtml(appUrl)}</a></p>`,
    '</div>',
  ].join('');
  return { to, subject, text, html };
}

export const registrationMail = (to: string, password: string, appUrl: string) =>
  mail(
    to,
    'Your Wordhoard password',
    ['Welcome to Wordhoard!', 'Log in within five minutes with this password to complete your registration.'],
    password,
    appUrl,
  );

export const alreadyRegisteredMail = (to: string, appUrl: string) =>
  mail(
    to,
    'You already have a Wordhoard account',
    [
      'Someone (hopefully you) asked to register this e-mail address, which already has an account.',
      'Your password is unchanged. If you forgot it, use Password Reset on the login page.',
    ],
    null,
    appUrl,
  );

export const temporaryPasswordMail = (to: string, password: string, appUrl: string) =>
  mail(
    to,
    'Your Wordhoard temporary password',
    ['Enter this temporary password in the Password Reset form within five minutes.'],
    password,
    appUrl,
  );

export const newPasswordMail = (to: string, password: string, appUrl: string) =>
  mail(
    to,
    'Your new Wordhoard password',
    ['Your password has been reset. Log in with this new password.'],
    password,
    appUrl,
  );

export const accountDeletedMail = (to: string, appUrl: string) =>
  mail(
    to,
    'Your Wordhoard account has been deleted',
    [
      'Your Wordhoard account has been deleted, with your words, pictures, audio and preferences.',
      'Any subscription was cancelled first: nothing more will be charged.',
      'If you did not ask for this, reply to this e-mail.',
    ],
    null,
    appUrl,
  );

/** A notice without a password, e.g. about the learner's subscription. */
export const noticeMail = (to: string, subject: string, lines: string[], appUrl: string) =>
  mail(to, subject, lines, null, appUrl);
