// Registration: a pending row with a mailed password, completed by the first login within
// five minutes. An address that already has an account is never revealed nor changed.
import { and, eq, gt } from 'drizzle-orm';
import { defaultNameFor, PASSWORD_TTL_MS } from '../../../../shared/accounts/rules';
import { pendingRegistrations, preferences, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { sendMailOr503 } from './mail-or-503';
import { alreadyRegisteredMail, registrationMail } from './mails';
import { generatePassword } from './passwords';
import { cancelTokenFor } from './pending-cancel';
import { defaultPreferences } from './preferences-defaults';

/** Answers the cancel token of the registration (pending-cancel.ts). */
export async function startRegistration(deps: AppDeps, email: string): Promise<string> {
  const { db, clock, config, mailer } = deps;
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (existing) {
    // The owner gets a notice instead of a password. Same work (a hash, a mail) and the same
    // answer as a new address, a 503 included when mail is down: nothing tells them apart.
    await deps.passwords.burnHash();
    await sendMailOr503(() => mailer.send(alreadyRegisteredMail(email, config.appUrl)));
    return cancelTokenFor(deps, email, clock.now());
  }
  const password = generatePassword();
  const now = clock.now();
  const row = {
    email,
    passwordHash: await deps.passwords.hash(password),
    mailedAt: now,
    expiresAt: now + PASSWORD_TTL_MS,
  };
  await db
    .insert(pendingRegistrations)
    .values(row)
    .onConflictDoUpdate({ target: pendingRegistrations.email, set: row });
  await sendMailOr503(
    () => mailer.send(registrationMail(email, password, config.appUrl)),
    () => db.delete(pendingRegistrations).where(eq(pendingRegistrations.email, email)),
  );
  return cancelTokenFor(deps, email, now);
}

/**
 * Completes a pending registration when the password matches within five minutes.
 * Answers the new user's id, or null when there is nothing to complete.
 */
export async function completeRegistration(
  deps: AppDeps,
  email: string,
  password: string,
  now: number,
): Promise<number | null> {
  const { db } = deps;
  const [pending] = await db
    .select()
    .from(pendingRegistrations)
    .where(and(eq(pendingRegistrations.email, email), gt(pendingRegistrations.expiresAt, now)))
    .limit(1);
  if (!pending || !(await deps.passwords.verify(password, pending.passwordHash))) return null;
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        uuid: crypto.randomUUID(),
        email,
        name: defaultNameFor(email),
        passwordHash: pending.passwordHash,
        registeredAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    await tx.delete(pendingRegistrations).where(eq(pendingRegistrations.email, email));
    if (!user) return null;
    await tx.insert(preferences).values({ userId: user.id, ...defaultPreferences });
    return user.id;
  });
}
