// Every account message of SPEC §5, for the same input, is what the form shows (the shared rules)
// and exactly the API's 422 message: trailing spaces kept, over-long inputs of any length included.
// Bodies over the account calls' cap are refused with 413 before they are read whole.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_BODY_MAX_BYTES,
  type FormErrors,
  validateLoginForm,
  validateProfileForm,
  validateRegisterForm,
  validateResetStepTwo,
} from '../../../shared/accounts/rules';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signUp } from './helpers';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await signUp(t, 'speaker@example.com'));
});
afterAll(() => t.close());

const LONG = 2_001;
const HUGE = 15_000;
const x = (n: number) => 'x'.repeat(n);

// The spec's words, typed out here rather than imported, so a drift in the shared rules shows.
const EMAIL_CASES: [string, string][] = [
  ['', 'Missing email. '],
  ['   ', 'Missing email. '],
  [`${'a'.repeat(89)}@example.com`, 'Up to 100 characters. '],
  [`${'a'.repeat(HUGE)}@example.com`, 'Up to 100 characters. '],
  ['not-an-email', 'Invalid email address. '],
  [x(LONG), 'Up to 100 characters. Invalid email address. '],
];
const PASSWORD_CASES: [string, string][] = [
  ['', 'Missing password'],
  ['abc', 'Password must be minimum 4 chars. '],
  [x(31), "Password can't exceed 30 chars. "],
  [x(LONG), "Password can't exceed 30 chars. "],
  [x(HUGE), "Password can't exceed 30 chars. "],
];
const NAME_CASES: [string, string][] = [
  ['', 'Missing Name'],
  ['  ', 'Missing Name'],
  ['A', 'Name must be minimum 2 chars'],
  [x(31), "Name can't exceed 30 chars"],
  [x(LONG), "Name can't exceed 30 chars"],
];

const VALID_EMAIL = 'learner@example.com';
const VALID_PASSWORD = 'abcd';

interface Case {
  method: string;
  path: string;
  body: Record<string, string>;
  /** What the form shows under each field. */
  form: (body: Record<string, string>) => FormErrors<string>;
  fields: Record<string, string>;
  /** The API's whole message. */
  message: string;
}

const emailOnly = (method: string, path: string): Case[] =>
  EMAIL_CASES.map(([email, message]) => ({
    method,
    path,
    body: { email },
    form: (b) => validateRegisterForm({ email: b.email ?? '' }),
    fields: { email: message },
    message,
  }));

const login = (body: Record<string, string>, fields: Record<string, string>, message: string): Case => ({
  method: 'POST',
  path: '/api/users/login',
  body,
  form: (b) => validateLoginForm({ email: b.email ?? '', password: b.password ?? '' }),
  fields,
  message,
});

const stepTwo = (email: string, temporaryPassword: string, fields: Record<string, string>): Case => ({
  method: 'POST',
  path: '/api/users/passwordReset/stepTwo',
  body: { email, temporaryPassword },
  form: (b) => validateResetStepTwo({ email: b.email ?? '', temporaryPassword: b.temporaryPassword ?? '' }),
  fields,
  message: Object.values(fields).join(''),
});

const profile = (body: Record<string, string>, fields: Record<string, string>, message: string): Case => ({
  method: 'PATCH',
  path: '/api/users',
  body,
  form: (b) => validateProfileForm({ name: b.name ?? '', password: b.password }),
  fields,
  message,
});

const CASES: Case[] = [
  ...emailOnly('POST', '/api/users/register'),
  ...emailOnly('POST', '/api/users/passwordReset/stepOne'),
  ...emailOnly('DELETE', '/api/users/pending'),
  ...EMAIL_CASES.map(([email, m]) => login({ email, password: VALID_PASSWORD }, { email: m }, m)),
  ...PASSWORD_CASES.map(([password, m]) => login({ email: VALID_EMAIL, password }, { password: m }, m)),
  login(
    { email: '', password: '' },
    { email: 'Missing email. ', password: 'Missing password' },
    'Missing email. Missing password',
  ),
  login(
    { email: x(LONG), password: x(LONG) },
    { email: 'Up to 100 characters. Invalid email address. ', password: "Password can't exceed 30 chars. " },
    "Up to 100 characters. Invalid email address. Password can't exceed 30 chars. ",
  ),
  ...EMAIL_CASES.map(([email, m]) => stepTwo(email, VALID_PASSWORD, { email: m })),
  ...PASSWORD_CASES.map(([password, m]) => stepTwo(VALID_EMAIL, password, { temporaryPassword: m })),
  ...NAME_CASES.map(([name, m]) => profile({ name }, { name: m }, m)),
  // The profile password is optional; given, it has the login password's rules and messages.
  ...PASSWORD_CASES.filter(([password]) => password !== '').map(([password, m]) =>
    profile({ name: 'Ada', password }, { password: m }, m),
  ),
  profile(
    { name: 'A', password: 'abc' },
    { name: 'Name must be minimum 2 chars', password: 'Password must be minimum 4 chars. ' },
    'Name must be minimum 2 chars Password must be minimum 4 chars. ',
  ),
];

const shown = (value: string) => (value.length > 40 ? `${value.slice(0, 12)}…(${value.length})` : value);

describe('the form and the API give the same spec message', () => {
  it.each(
    CASES.map((c) => [
      c.method,
      c.path,
      JSON.stringify(c.body, (_, v) => (typeof v === 'string' ? shown(v) : v)),
      c,
    ]),
  )('%s %s %s', async (method, path, _label, c) => {
    expect(c.form(c.body)).toEqual(c.fields);
    const res = await t.request(method, path, { body: c.body, token });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ code: 'invalid', message: c.message });
  });
});

describe('the size of an account call', () => {
  it('reads a body up to the cap and refuses a bigger one with 413, declared or streamed', async () => {
    const justUnder = { email: VALID_EMAIL, password: x(ACCOUNT_BODY_MAX_BYTES - 100) };
    const under = await t.request('POST', '/api/users/login', { body: justUnder });
    expect((await under.json()).message).toBe("Password can't exceed 30 chars. ");

    const over = { email: VALID_EMAIL, password: x(ACCOUNT_BODY_MAX_BYTES) };
    const declared = await t.request('POST', '/api/users/login', { body: over });
    expect(declared.status).toBe(413);
    expect((await declared.json()).code).toBe('body_too_large');

    const chunk = new TextEncoder().encode(x(1024));
    const stream = new ReadableStream({
      pull(controller) {
        controller.enqueue(chunk); // endless: the server must stop reading on its own
      },
    });
    const streamed = await t.app.handle(
      new Request('http://localhost/api/users/register', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: stream,
        duplex: 'half',
      } as RequestInit),
    );
    expect(streamed.status).toBe(413);
  });
});
