// Texts of the account flows that the spec describes but does not quote; the API answers
// them and the screens show them, so they live here once.
export const REGISTRATION_SENT_MESSAGE =
  'A password has been sent to your e-mail. Log in with it within five minutes to complete your registration.';
export const TEMPORARY_PASSWORD_SENT_MESSAGE =
  'If this e-mail has an account, a temporary password has been sent to it. It expires after five minutes.';
export const NEW_PASSWORD_SENT_MESSAGE = 'Your new password has been emailed to you.';
export const WRONG_CREDENTIALS_MESSAGE = 'Wrong e-mail or password.';
export const WRONG_TEMPORARY_PASSWORD_MESSAGE = 'The temporary password is wrong or has expired.';
export const PENDING_REMOVED_MESSAGE = 'The pending registration was removed.';
/** DELETE users/pending without the register answer's token or the mailed password (422). */
export const PENDING_CANCEL_REFUSED_MESSAGE =
  'A registration can be cancelled only by the browser that asked for it or with the password mailed for it.';
export const MAIL_UNAVAILABLE_MESSAGE =
  'We could not send the e-mail right now. Please try again in a few minutes.';
/** An account call's body over ACCOUNT_BODY_MAX_BYTES (413); no form can send one. */
export const REQUEST_TOO_LARGE_MESSAGE = 'The request is too large.';
export const PASSWORDS_EXPIRE_NOTE = 'Passwords expire after five minutes.';

// Labels and notes of the connection and profile screens (SPEC §2).
export const PASSWORD_LABEL = 'Password';
/** The login's password label while a registration or reset is pending. */
export const MAILED_PASSWORD_LABEL = 'Password in your email:';
export const TEMPORARY_PASSWORD_LABEL = 'Temporary Password';
export const PROFILE_PASSWORD_HINT = 'Optional: leave it empty to keep your current password.';
/** After a login, the profile screen moves the learner on after this long (SPEC §2, §9). */
export const REENTRY_REDIRECT_MS = 1000;
