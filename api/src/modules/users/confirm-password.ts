// A signed-in learner confirms their password before a change that a stolen token alone must not
// make (a new password, deleting the account). Wrong answers are counted per account, so a token
// cannot be used to guess the password; a right one clears the count.
import { PASSWORD_CHECKS, WRONG_CURRENT_PASSWORD_MESSAGE } from '../../../../shared/accounts/sessions';
import type { AppDeps } from '../../deps';
import { invalid } from '../../errors';
import { clearAttempts, takeAttempt } from '../../plugins/rate-limit';
import type { Account } from './account';

/** The rate-limit key ends with the e-mail, like every per-address key (account deletion clears them). */
export const passwordCheckKey = (email: string) => `password-check:${email}`;

/** A wrong password is 422, not 401: the web client reads a 401 as "session ended". */
export async function confirmPassword(
  deps: Pick<AppDeps, 'db' | 'clock' | 'passwords'>,
  account: Account,
  password: string,
  code: string,
  wrongMessage = WRONG_CURRENT_PASSWORD_MESSAGE,
) {
  const key = passwordCheckKey(account.row.email);
  await takeAttempt(deps.db, key, PASSWORD_CHECKS, deps.clock.now());
  const right = password !== '' && (await deps.passwords.verify(password, account.row.passwordHash));
  if (!right) throw invalid(wrongMessage, code);
  await clearAttempts(deps.db, key);
}
