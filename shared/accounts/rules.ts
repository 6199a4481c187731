// Account limits, validation messages and notices (SPEC §5, §8, §9). The forms and the server
// both validate with these functions, so a message reads the same wherever it appears.
// A field check answers '' when the value is valid; a form check lists only the failing fields.

import { cleanText } from '../text';
import { checkEmail } from './email';

export { COPY_FAILED_MESSAGE, EMAIL_COPIED_MESSAGE, WEBSITE_ADDRESS_COPIED_MESSAGE } from '../app';
export { welcomeMessage } from './greetings';
export { GUEST_NAME, NAVBAR_NAME_CHARS, navbarName } from './navbar-name';

export const EMAIL_MAX = 100;
export const PASSWORD_MIN = 4;
export const PASSWORD_MAX = 30;
export const NAME_MIN = 2;
export const NAME_MAX = 30;
/** Registration and temporary passwords expire 5 minutes after they were mailed. */
export const PASSWORD_TTL_MS = 5 * 60 * 1000;
/** The words screen renews the token when no words have loaded this long after it opened (SPEC §4, §9). */
export const TOKEN_RENEWAL_AFTER_LOAD_MS = 10_000;
/** A new account's name when the e-mail's local part is not a valid name (e.g. a@example.com). */
export const DEFAULT_NAME = 'Learner';
/**
 * The largest body an account call reads (its fields are a few dozen characters). Generous, so an
 * over-long field still gets its spec message; anything bigger is refused before it is parsed.
 */
export const ACCOUNT_BODY_MAX_BYTES = 16 * 1024;

export const EmailMessage = {
  missing: 'Missing email. ',
  tooLong: 'Up to 100 characters. ',
  invalid: 'Invalid email address. ',
} as const;

/**
 * A domain whose one name mixes alphabets the way look-alikes of known domains do ("аpple.com"
 * with a Cyrillic "а"): said plainly, so a learner who mistyped sees what to fix.
 */
export const mixedScriptsMessage = (scripts: readonly string[]): string =>
  `The email's domain mixes ${scripts.join(' and ')} letters in one name: write it in one alphabet. `;

export const PasswordMessage = {
  missing: 'Missing password',
  tooShort: 'Password must be minimum 4 chars. ',
  tooLong: "Password can't exceed 30 chars. ",
} as const;

export const NameMessage = {
  missing: 'Missing Name',
  tooShort: 'Name must be minimum 2 chars',
  tooLong: "Name can't exceed 30 chars",
} as const;

export const GOODBYE_MESSAGE = 'Goodbye!';
export const DETAILS_UPDATED_MESSAGE = 'The details have been successfully updated!';
export const PREFERENCES_UPDATED_MESSAGE = 'The preferences have been successfully updated!';
/** Common error handler: the request went out but no response came back. */
export const REQUEST_ERROR_PREFIX = 'error.request : ';
/** Common error handler: the request could not even be sent. */
export const ANY_ERROR_PREFIX = 'Any error : ';

/** Counts characters as a learner sees them: an emoji or accented letter is one. */
const charCount = (text: string): number => Array.from(text).length;

/**
 * The form of an address that is stored and looked up: surrounding spaces removed, lower case,
 * the domain in ASCII (shared/accounts/email.ts), so one address written two ways is one account.
 */
export function normalizeEmail(email: string): string {
  const trimmed = cleanText(email).trim();
  const check = checkEmail(trimmed);
  return check.ok ? check.canonical : trimmed.toLowerCase();
}

/** A name as it is stored: without control or bidirectional override characters (shared/text.ts). */
export const cleanName = (name: string): string => cleanText(name).trim();

/** Length and pattern messages add up, as the spec's trailing spaces suggest; a missing email says only that. */
export function validateEmail(email: string): string {
  const trimmed = email.trim();
  if (trimmed === '') return EmailMessage.missing;
  let message = '';
  if (charCount(trimmed) > EMAIL_MAX) message += EmailMessage.tooLong;
  const check = checkEmail(trimmed);
  if (!check.ok)
    message += check.problem === 'invalid' ? EmailMessage.invalid : mixedScriptsMessage(check.scripts);
  return message;
}

/** Passwords are checked as typed: a space may be part of one. */
export function validatePassword(password: string): string {
  if (password === '') return PasswordMessage.missing;
  const length = charCount(password);
  if (length < PASSWORD_MIN) return PasswordMessage.tooShort;
  if (length > PASSWORD_MAX) return PasswordMessage.tooLong;
  return '';
}

/** The profile password may be left empty (keep the current one); otherwise the usual rules apply. */
export const validateOptionalPassword = (password: string | undefined): string =>
  password ? validatePassword(password) : '';

export function validateName(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '') return NameMessage.missing;
  const length = charCount(trimmed);
  if (length < NAME_MIN) return NameMessage.tooShort;
  if (length > NAME_MAX) return NameMessage.tooLong;
  return '';
}

/**
 * The name a new account starts with: the e-mail's local part when it makes a valid name (cut to
 * the longest name allowed), otherwise DEFAULT_NAME. The learner can change it on the profile.
 */
export function defaultNameFor(email: string): string {
  const localPart = email.trim().split('@')[0] ?? '';
  const name = Array.from(localPart.trim()).slice(0, NAME_MAX).join('').trim();
  return validateName(name) === '' ? name : DEFAULT_NAME;
}

export type FormErrors<Field extends string> = Partial<Record<Field, string>>;

function collectErrors<Field extends string>(checks: Record<Field, string>): FormErrors<Field> {
  const errors: FormErrors<Field> = {};
  for (const field of Object.keys(checks) as Field[]) {
    if (checks[field] !== '') errors[field] = checks[field];
  }
  return errors;
}

export const hasErrors = (errors: FormErrors<string>): boolean => Object.keys(errors).length > 0;

/**
 * One line for an answer or a notice: the fields' messages exactly as the spec words them, trailing
 * spaces included, with a space added only where a message has none, e.g. "Missing email. Missing
 * password" or "Up to 100 characters. Invalid email address. ". A single field's line is its message.
 */
export const errorText = (errors: FormErrors<string>): string =>
  Object.values(errors).reduce<string>((line, message) => {
    if (!message) return line;
    return line === '' || /\s$/.test(line) ? line + message : `${line} ${message}`;
  }, '');

export interface LoginForm {
  email: string;
  password: string;
}
export const validateLoginForm = ({ email, password }: LoginForm): FormErrors<'email' | 'password'> =>
  collectErrors({ email: validateEmail(email), password: validatePassword(password) });

/** Registration and password-reset step one both ask for an email alone. */
export const validateRegisterForm = ({ email }: { email: string }): FormErrors<'email'> =>
  collectErrors({ email: validateEmail(email) });

export interface ResetStepTwoForm {
  email: string;
  temporaryPassword: string;
}
export const validateResetStepTwo = ({
  email,
  temporaryPassword,
}: ResetStepTwoForm): FormErrors<'email' | 'temporaryPassword'> =>
  collectErrors({ email: validateEmail(email), temporaryPassword: validatePassword(temporaryPassword) });

export interface ProfileForm {
  name: string;
  password?: string;
}
export const validateProfileForm = ({ name, password }: ProfileForm): FormErrors<'name' | 'password'> =>
  collectErrors({ name: validateName(name), password: validateOptionalPassword(password) });

/** Saving the profile does nothing when the name is unchanged and no password was entered. */
export const profileHasChanges = (currentName: string, form: ProfileForm): boolean =>
  form.name.trim() !== currentName.trim() || Boolean(form.password);

/** Whether a mailed password is past its 5 minutes; the 5th minute's end already counts as expired. */
export const passwordExpired = (mailedAt: Date, now: Date): boolean =>
  now.getTime() - mailedAt.getTime() >= PASSWORD_TTL_MS;
