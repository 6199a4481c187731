// The retention job (ARCHITECTURE §3): at start-up and hourly, deletes the words and media of
// learners in roles 2 and 5 whose deletion day has come, never of roles 0, 1, 3 and 4, and
// removes pending registrations and temporary passwords past their five minutes, and sessions no
// token can use any more. A lease in the database (lease.ts) lets one process at a time run it. In test mode it first makes the monthly charges
// that came due, so an active subscriber's paid days are current before any role is decided.
import { eq, lt } from 'drizzle-orm';
import { deletionDue, type SubscriptionStatus } from '../../../shared/accounts/roles';
import { media, passwordResets, pendingRegistrations, users, words } from '../db/schema';
import type { AppDeps } from '../deps';
import { removeLearnersExports } from '../modules/export/export-jobs';
import { chargeDueMonths } from '../modules/payments/local-charges';
import { removeLapsedSessions } from '../modules/sessions/service';
import { currentSubscription } from '../modules/users/account';
import { removeAllWords } from '../modules/words/remove-all';
import { releaseLease, takeLease } from './lease';

export const RETENTION_INTERVAL_MS = 60 * 60 * 1000;
const LEASE_MS = 10 * 60 * 1000;

type JobDeps = Pick<AppDeps, 'db' | 'media' | 'clock' | 'config'>;

export interface RetentionReport {
  ran: boolean;
  usersCleared: number;
  wordsDeleted: number;
  pendingRemoved: number;
}

export async function runRetention(deps: JobDeps): Promise<RetentionReport> {
  const now = deps.clock.now();
  if (!(await takeLease(deps.db, 'retention', now, LEASE_MS)))
    return { ran: false, usersCleared: 0, wordsDeleted: 0, pendingRemoved: 0 };
  if (deps.config.payment.provider === 'local') await chargeDueMonths(deps);
  const pending = await deps.db
    .delete(pendingRegistrations)
    .where(lt(pendingRegistrations.expiresAt, now))
    .returning({ email: pendingRegistrations.email });
  await deps.db.delete(passwordResets).where(lt(passwordResets.expiresAt, now));
  await removeLapsedSessions(deps.db, now);

  // Only users who still have words or media can be due; the role is decided per user below.
  const candidates = await deps.db
    .selectDistinct({ id: users.id, email: users.email, registeredAt: users.registeredAt })
    .from(users)
    .innerJoin(media, eq(media.userId, users.id))
    .union(
      deps.db
        .selectDistinct({ id: users.id, email: users.email, registeredAt: users.registeredAt })
        .from(users)
        .innerJoin(words, eq(words.userId, users.id)),
    );
  let usersCleared = 0;
  let wordsDeleted = 0;
  for (const user of candidates) {
    const subscription = await currentSubscription(deps.db, user.id);
    const due = deletionDue(
      {
        isManager: deps.config.managerEmails.includes(user.email),
        registeredAt: new Date(user.registeredAt),
        subscription: subscription
          ? {
              status: subscription.status as SubscriptionStatus,
              paidThrough: subscription.paidThrough ? new Date(subscription.paidThrough) : null,
            }
          : null,
      },
      new Date(now),
    );
    if (!due) continue;
    wordsDeleted += await removeAllWords(deps, user.id);
    await removeLearnersExports(deps, user.id);
    usersCleared += 1;
  }
  await releaseLease(deps.db, 'retention');
  return { ran: true, usersCleared, wordsDeleted, pendingRemoved: pending.length };
}

/** Runs now and then every hour; answers a function that stops the timer. */
export function scheduleRetention(deps: JobDeps, log = console.log): () => void {
  const run = () =>
    runRetention(deps)
      .then((r) => {
        if (r.usersCleared || r.pendingRemoved)
          log(`Retention: ${r.wordsDeleted} words of ${r.usersCleared} learners deleted`);
      })
      .catch((error) => console.error('Retention job failed', error));
  void run();
  const timer = setInterval(run, RETENTION_INTERVAL_MS);
  return () => clearInterval(timer);
}
