// Password reset: step one mails a temporary password (five minutes), step two checks it and
// mails a new password. The old password keeps working until step two succeeds.
import { and, eq, gt, sql } from 'drizzle-orm';
import { WRONG_TEMPORARY_PASSWORD_MESSAGE } from '../../../../shared/accounts/notices';
import { PASSWORD_TTL_MS } from '../../../../shared/accounts/rules';
import { passwordResets, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { invalid } from '../../errors';
import { endAllSessions } from '../sessions/service';
import { mailReadyOr503, sendMailOr503 } from './mail-or-503';
import { newPasswordMail, temporaryPasswordMail } from './mails';
import { generatePassword } from './passwords';

export async function startPasswordReset(deps: AppDeps, email: string): Promise<void> {
  const { db, clock, mailer, config } = deps;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (!user) {
    // Nothing is mailed, but the work (a hash, reaching the mail server) and the answer, a 503
    // when mail is down included, are those of a known address: nothing tells them apart.
    await deps.passwords.burnHash();
    await mailReadyOr503(mailer);
    return;
  }
  const temporary = generatePassword();
  const row = {
    userId: user.id,
    temporaryHash: await deps.passwords.hash(temporary),
    expiresAt: clock.now() + PASSWORD_TTL_MS,
  };
  await db.insert(passwordResets).values(row).onConflictDoUpdate({ target: passwordResets.userId, set: row });
  await sendMailOr503(
    () => mailer.send(temporaryPasswordMail(email, temporary, config.appUrl)),
    () => db.delete(passwordResets).where(eq(passwordResets.userId, user.id)),
  );
}

export async function finishPasswordReset(
  deps: AppDeps,
  email: string,
  temporaryPassword: string,
): Promise<void> {
  const { db, clock, mailer, config } = deps;
  const [found] = await db
    .select({ id: users.id, oldHash: users.passwordHash, temporaryHash: passwordResets.temporaryHash })
    .from(users)
    .innerJoin(passwordResets, eq(passwordResets.userId, users.id))
    .where(and(eq(users.email, email), gt(passwordResets.expiresAt, clock.now())))
    .limit(1);
  if (!found) {
    await deps.passwords.burnVerification(temporaryPassword);
    throw invalid(WRONG_TEMPORARY_PASSWORD_MESSAGE, 'wrong_temporary_password');
  }
  if (!(await deps.passwords.verify(temporaryPassword, found.temporaryHash))) {
    throw invalid(WRONG_TEMPORARY_PASSWORD_MESSAGE, 'wrong_temporary_password');
  }
  const password = generatePassword();
  const newHash = await deps.passwords.hash(password);
  // The reset is used up and older sessions end (token version) only once the mail is out.
  await db.update(users).set({ passwordHash: newHash }).where(eq(users.id, found.id));
  await sendMailOr503(
    () => mailer.send(newPasswordMail(email, password, config.appUrl)),
    () => db.update(users).set({ passwordHash: found.oldHash }).where(eq(users.id, found.id)),
  );
  await db.delete(passwordResets).where(eq(passwordResets.userId, found.id));
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, found.id));
  await endAllSessions(db, found.id);
}
