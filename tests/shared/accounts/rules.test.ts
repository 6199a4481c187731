import { describe, expect, it } from 'vitest';
import {
  ANY_ERROR_PREFIX,
  COPY_FAILED_MESSAGE,
  DEFAULT_NAME,
  DETAILS_UPDATED_MESSAGE,
  defaultNameFor,
  EMAIL_COPIED_MESSAGE,
  errorText,
  GOODBYE_MESSAGE,
  hasErrors,
  NAVBAR_NAME_CHARS,
  navbarName,
  normalizeEmail,
  PASSWORD_TTL_MS,
  PREFERENCES_UPDATED_MESSAGE,
  passwordExpired,
  profileHasChanges,
  REQUEST_ERROR_PREFIX,
  validateEmail,
  validateLoginForm,
  validateName,
  validatePassword,
  validateProfileForm,
  validateRegisterForm,
  validateResetStepTwo,
  WEBSITE_ADDRESS_COPIED_MESSAGE,
  welcomeMessage,
} from '../../../shared/accounts/rules';

/** A well-formed address of exactly `length` characters. */
const emailOfLength = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;

describe('email', () => {
  it('accepts a well-formed address of up to 100 characters', () => {
    expect(validateEmail('learner@example.com')).toBe('');
    expect(validateEmail(emailOfLength(100))).toBe('');
  });

  it('says a missing email is missing, and nothing more', () => {
    expect(validateEmail('')).toBe('Missing email. ');
    expect(validateEmail('   ')).toBe('Missing email. ');
  });

  it('rejects 101 characters', () => {
    expect(validateEmail(emailOfLength(101))).toBe('Up to 100 characters. ');
  });

  it.each(['learner', 'learner@', '@example.com', 'learner@example', 'a@-b.com', 'a b@example.com', 'a@b.c'])(
    'rejects the malformed address %s',
    (email) => expect(validateEmail(email)).toBe('Invalid email address. '),
  );

  it('adds up the messages of a long malformed address', () => {
    expect(validateEmail('a'.repeat(101))).toBe('Up to 100 characters. Invalid email address. ');
  });

  it('ignores surrounding spaces and stores addresses in lower case', () => {
    expect(validateEmail('  learner@example.com ')).toBe('');
    expect(normalizeEmail('  Learner@Example.COM ')).toBe('learner@example.com');
  });
});

describe('password', () => {
  it.each([
    ['', 'Missing password'],
    ['abc', 'Password must be minimum 4 chars. '],
    ['abcd', ''],
    ['a'.repeat(30), ''],
    ['a'.repeat(31), "Password can't exceed 30 chars. "],
  ])('%j gives %j', (password, message) => expect(validatePassword(password)).toBe(message));

  it('counts an emoji as one character', () => {
    expect(validatePassword('🔑🔑🔑')).toBe('Password must be minimum 4 chars. ');
    expect(validatePassword('🔑'.repeat(30))).toBe('');
  });
});

describe('profile name', () => {
  it.each([
    ['', 'Missing Name'],
    ['  ', 'Missing Name'],
    ['A', 'Name must be minimum 2 chars'],
    ['Al', ''],
    ['a'.repeat(30), ''],
    ['a'.repeat(31), "Name can't exceed 30 chars"],
  ])('%j gives %j', (name, message) => expect(validateName(name)).toBe(message));
});

describe('forms', () => {
  it('login lists each failing field and nothing for a valid form', () => {
    expect(validateLoginForm({ email: '', password: '' })).toEqual({
      email: 'Missing email. ',
      password: 'Missing password',
    });
    expect(validateLoginForm({ email: 'learner@example.com', password: 'abc' })).toEqual({
      password: 'Password must be minimum 4 chars. ',
    });
    expect(validateLoginForm({ email: 'learner@example.com', password: 'abcd' })).toEqual({});
  });

  it('register asks only for a valid email', () => {
    expect(validateRegisterForm({ email: 'nope' })).toEqual({ email: 'Invalid email address. ' });
    expect(validateRegisterForm({ email: 'learner@example.com' })).toEqual({});
  });

  it('reset step two checks the temporary password like a password', () => {
    expect(validateResetStepTwo({ email: 'learner@example.com', temporaryPassword: 'a'.repeat(31) })).toEqual(
      {
        temporaryPassword: "Password can't exceed 30 chars. ",
      },
    );
    expect(validateResetStepTwo({ email: 'learner@example.com', temporaryPassword: 'abcd' })).toEqual({});
  });

  it('profile password is optional, but checked when given', () => {
    expect(validateProfileForm({ name: 'Ada' })).toEqual({});
    expect(validateProfileForm({ name: 'Ada', password: '' })).toEqual({});
    expect(validateProfileForm({ name: 'Ada', password: 'abc' })).toEqual({
      password: 'Password must be minimum 4 chars. ',
    });
    expect(validateProfileForm({ name: 'Ada', password: 'a'.repeat(31) })).toEqual({
      password: "Password can't exceed 30 chars. ",
    });
    expect(validateProfileForm({ name: 'A', password: 'abcd' })).toEqual({
      name: 'Name must be minimum 2 chars',
    });
  });

  it('reports errors as one readable line', () => {
    const errors = validateLoginForm({ email: '', password: '' });
    expect(hasErrors(errors)).toBe(true);
    expect(hasErrors({})).toBe(false);
    expect(errorText(errors)).toBe('Missing email. Missing password');
  });

  it('keeps the spec messages exactly, trailing spaces included', () => {
    expect(errorText(validateRegisterForm({ email: 'x'.repeat(101) }))).toBe(
      'Up to 100 characters. Invalid email address. ',
    );
    expect(errorText(validateProfileForm({ name: 'A', password: 'abc' }))).toBe(
      'Name must be minimum 2 chars Password must be minimum 4 chars. ',
    );
  });
});

describe('defaultNameFor', () => {
  it('takes the local part when it is a valid name, cut to 30 characters', () => {
    expect(defaultNameFor('ada@example.com')).toBe('ada');
    expect(defaultNameFor(`${'b'.repeat(45)}@example.com`)).toBe('b'.repeat(30));
  });

  it('falls back to a valid name when the local part is too short', () => {
    expect(DEFAULT_NAME).toBe('Learner');
    expect(defaultNameFor('a@example.com')).toBe('Learner');
    expect(validateName(defaultNameFor('a@example.com'))).toBe('');
  });
});

describe('profileHasChanges', () => {
  it('is false when the name is unchanged and no password is entered', () => {
    expect(profileHasChanges('Ada', { name: 'Ada' })).toBe(false);
    expect(profileHasChanges('Ada', { name: ' Ada ', password: '' })).toBe(false);
  });

  it('is true for a new name or any password', () => {
    expect(profileHasChanges('Ada', { name: 'Ada L' })).toBe(true);
    expect(profileHasChanges('Ada', { name: 'Ada', password: 'abcd' })).toBe(true);
  });
});

describe('navbarName', () => {
  it('shows the first 12 characters of the name', () => {
    expect(NAVBAR_NAME_CHARS).toBe(12);
    expect(navbarName('Ada')).toBe('Ada');
    expect(navbarName('Alexandra Longname')).toBe('Alexandra Lo');
    expect(navbarName('😀'.repeat(13))).toBe('😀'.repeat(12));
  });

  it('shows guest without a name', () => {
    expect(navbarName('')).toBe('guest');
    expect(navbarName(undefined)).toBe('guest');
    expect(navbarName(null)).toBe('guest');
  });
});

describe('mailed passwords', () => {
  const mailedAt = new Date('2025-01-01T12:00:00Z');
  const mailedPlus = (ms: number) => new Date(mailedAt.getTime() + ms);

  it('expire 5 minutes after they were mailed', () => {
    expect(PASSWORD_TTL_MS).toBe(300_000);
    expect(passwordExpired(mailedAt, mailedPlus(PASSWORD_TTL_MS - 1))).toBe(false);
    expect(passwordExpired(mailedAt, mailedPlus(PASSWORD_TTL_MS))).toBe(true);
  });
});

describe('notices', () => {
  it('use the spec texts', () => {
    expect(welcomeMessage('Ada')).toBe('Welcome Ada!');
    expect(GOODBYE_MESSAGE).toBe('Goodbye!');
    expect(DETAILS_UPDATED_MESSAGE).toBe('The details have been successfully updated!');
    expect(PREFERENCES_UPDATED_MESSAGE).toBe('The preferences have been successfully updated!');
    expect(WEBSITE_ADDRESS_COPIED_MESSAGE).toBe('Website Address copied to clipboard!');
    expect(EMAIL_COPIED_MESSAGE).toBe('Email copied to clipboard!');
    expect(COPY_FAILED_MESSAGE).toBe('Error copying text.');
    expect(REQUEST_ERROR_PREFIX).toBe('error.request : ');
    expect(ANY_ERROR_PREFIX).toBe('Any error : ');
  });
});
