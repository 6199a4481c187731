import { decodeJwt } from 'jose';
import type { TokenUser } from '../../../shared/accounts/types';
import type { TestApp } from '../helpers/test-app';

/** Registers and completes the first login; answers the token and the password. */
export async function signUp(t: TestApp, email: string) {
  const res = await t.request('POST', '/api/users/register', { body: { email } });
  if (res.status !== 200) throw new Error(`register answered ${res.status}: ${await res.text()}`);
  const password = t.mail.passwordFor(email);
  const login = await t.request('POST', '/api/users/login', { body: { email, password } });
  if (login.status !== 200) throw new Error(`login answered ${login.status}: ${await login.text()}`);
  return { token: await login.text(), password };
}

export const claimOf = (token: string) => decodeJwt(token).user as TokenUser;

export const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;
