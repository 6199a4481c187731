// Account use cases with plain arguments: validation with the shared rules, rate limits,
// then the registration, login (which opens a session), reset and profile steps.
import { eq } from 'drizzle-orm';
import { WRONG_CREDENTIALS_MESSAGE } from '../../../../shared/accounts/notices';
import {
  cleanName,
  errorText,
  hasErrors,
  normalizeEmail,
  validateLoginForm,
  validateProfileForm,
  validateRegisterForm,
  validateResetStepTwo,
} from '../../../../shared/accounts/rules';
import { validateCurrentPassword } from '../../../../shared/accounts/sessions';
import type { CancelPendingBody } from '../../../../shared/api';
import { users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { invalid, unauthorized } from '../../errors';
import type { SignedIn } from '../../plugins/auth';
import {
  clearAttempts,
  countAttempt,
  LIMITS,
  LOGIN_SLOWDOWN,
  loginSlowdownMs,
  returnAttempt,
  takeAttempt,
} from '../../plugins/rate-limit';
import { keepOnlySession, openSession, tokenFor } from '../sessions/service';
import { loadAccount } from './account';
import { confirmPassword } from './confirm-password';
import { finishPasswordReset, startPasswordReset } from './password-reset';
import { cancelPendingRegistration } from './pending-cancel';
import { completeRegistration, startRegistration } from './registration';

function check(errors: Record<string, string | undefined>): void {
  if (hasErrors(errors)) throw invalid(errorText(errors));
}

/** Register and reset requests count per client address and per e-mail (one mail per five minutes). */
async function limitMailRequest(deps: AppDeps, kind: string, email: string, address: string) {
  const now = deps.clock.now();
  await takeAttempt(deps.db, `account:${address}`, LIMITS.accountRequests, now);
  await takeAttempt(deps.db, `mail:${kind}:${email}`, LIMITS.mailsPerAddress, now);
}

/** Answers the registration's cancel token. */
export async function register(deps: AppDeps, body: { email: string }, address: string): Promise<string> {
  check(validateRegisterForm(body));
  const email = normalizeEmail(body.email);
  await limitMailRequest(deps, 'register', email, address);
  return startRegistration(deps, email);
}

export async function login(
  deps: AppDeps,
  body: { email: string; password: string },
  address: string,
  userAgent: string | null = null,
): Promise<string> {
  check(validateLoginForm(body));
  const email = normalizeEmail(body.email);
  const pairKey = `login:${address}:${email}`;
  const addressKey = `login-from:${address}`;
  const emailKey = `login-failures:${email}`;
  const now = deps.clock.now();
  // Counted before the password is checked (a burst cannot outrun the count) and given back on
  // success, so only failures add up. The address first: once it is over its limit, its attempts
  // no longer count against the e-mails it sprays. Then the pair (this address, this e-mail): an
  // attacker's guesses lock out only themselves. The e-mail's failures from everywhere only slow
  // its logins down, so nobody can lock its owner out from somewhere else.
  await takeAttempt(deps.db, addressKey, LIMITS.failedLoginsFromAddress, now);
  await takeAttempt(deps.db, pairKey, LIMITS.failedLogin, now);
  const failures = await countAttempt(deps.db, emailKey, LOGIN_SLOWDOWN.windowMs, now);
  await deps.clock.sleep(loginSlowdownMs(failures - 1));

  let account = await loadAccount(deps.db, { email }, deps.config.managerEmails, now);
  let valid = false;
  if (account) valid = await deps.passwords.verify(body.password, account.row.passwordHash);
  else if (await completeRegistration(deps, email, body.password, now)) {
    account = await loadAccount(deps.db, { email }, deps.config.managerEmails, now);
    valid = account !== null;
  } else await deps.passwords.burnVerification(body.password);

  if (!account || !valid) throw unauthorized(WRONG_CREDENTIALS_MESSAGE, 'wrong_credentials');
  await clearAttempts(deps.db, pairKey);
  // Only this success is given back: clearing the address's count would let one account's
  // logins wipe out the failures of a password spray from the same address, and clearing the
  // e-mail's would let the owner's logins end the slow-down of a guess spread over many addresses.
  await returnAttempt(deps.db, addressKey);
  await returnAttempt(deps.db, emailKey);
  return openSession(deps, account, userAgent);
}

export async function resetStepOne(deps: AppDeps, body: { email: string }, address: string) {
  check(validateRegisterForm(body));
  const email = normalizeEmail(body.email);
  await limitMailRequest(deps, 'reset', email, address);
  await startPasswordReset(deps, email);
}

export async function resetStepTwo(
  deps: AppDeps,
  body: { email: string; temporaryPassword: string },
  address: string,
) {
  check(validateResetStepTwo(body));
  await takeAttempt(deps.db, `account:${address}`, LIMITS.accountRequests, deps.clock.now());
  await finishPasswordReset(deps, normalizeEmail(body.email), body.temporaryPassword);
}

export async function updateProfile(
  deps: AppDeps,
  account: SignedIn,
  body: { name: string; password?: string; currentPassword?: string },
) {
  const password = body.password ? body.password : undefined;
  const name = cleanName(body.name);
  check(validateProfileForm({ name, password }));
  const missingCurrent = validateCurrentPassword({ password, currentPassword: body.currentPassword });
  if (missingCurrent) throw invalid(missingCurrent, 'current_password_missing');
  if (password) await confirmPassword(deps, account, body.currentPassword ?? '', 'wrong_current_password');
  const changes: Partial<typeof users.$inferInsert> = { name };
  if (password) changes.passwordHash = await deps.passwords.hash(password);
  await deps.db.update(users).set(changes).where(eq(users.id, account.row.id));
  // Whoever else holds a session (a stolen token, a forgotten device) is out with the old password.
  if (password) await keepOnlySession(deps.db, account.session, deps.clock.now());
  return name;
}

export const replaceToken = (deps: AppDeps, account: SignedIn) => tokenFor(deps, account, account.session);

export async function deletePending(deps: AppDeps, body: CancelPendingBody, address: string) {
  check(validateRegisterForm(body));
  await takeAttempt(deps.db, `account:${address}`, LIMITS.accountRequests, deps.clock.now());
  await cancelPendingRegistration(deps, normalizeEmail(body.email), body);
}
