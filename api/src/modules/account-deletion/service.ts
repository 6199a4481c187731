// Deleting an account with plain arguments, once the learner confirmed their password: an active
// subscription is cancelled with the provider first (if that fails, nothing is deleted), then the
// words and media go by the retention job's own code path, then the counters and the account row,
// whose deletion cascades to its sessions, preferences, reset and subscription rows. A mail confirms.
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import {
  SUBSCRIPTION_NOT_CANCELLED_MESSAGE,
  WRONG_PASSWORD_MESSAGE,
} from '../../../../shared/accounts/deletion';
import { PasswordMessage } from '../../../../shared/accounts/rules';
import { paymentEvents, rateLimits, subscriptions, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { invalid, unavailable } from '../../errors';
import type { SignedIn } from '../../plugins/auth';
import { removeLearnersExports } from '../export/export-jobs';
import { nothingLeftToCharge } from '../payments/provider-cancel';
import { addsKey } from '../quotas/service';
import { confirmPassword } from '../users/confirm-password';
import { accountDeletedMail } from '../users/mails';
import { removeAllWords } from '../words/remove-all';

export const DELETION_CANCEL_REASON = 'The learner deleted their Wordhoard account.';

/** Stops every charge before anything is deleted: an active subscription must be cancelled. */
async function cancelSubscriptions(deps: AppDeps, userId: number) {
  const open = await deps.db
    .select({ id: subscriptions.id, status: subscriptions.status })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, ['active', 'created'])));
  for (const row of open) {
    try {
      await deps.payment.cancel(row.id, DELETION_CANCEL_REASON);
    } catch (error) {
      // An unfinished checkout was never approved and charges nothing; a subscription the provider
      // no longer knows or already stopped has nothing left to charge.
      if (row.status === 'created' || nothingLeftToCharge(error)) continue;
      console.warn(`Could not cancel subscription ${row.id} before deleting its account:`, error);
      throw unavailable(SUBSCRIPTION_NOT_CANCELLED_MESSAGE, 'subscription_not_cancelled');
    }
  }
}

/** Counters of this learner: those keyed by their e-mail (the key's last part) or by their id. */
const countersOf = (userId: number, email: string) =>
  or(
    eq(rateLimits.key, addsKey(userId)),
    sql`substr(${rateLimits.key}, -${email.length + 1}) = ${`:${email}`}`,
  );

export async function deleteAccount(deps: AppDeps, account: SignedIn, password: string): Promise<void> {
  if (password === '') throw invalid(PasswordMessage.missing, 'invalid');
  await confirmPassword(deps, account, password, 'wrong_password', WRONG_PASSWORD_MESSAGE);
  const { id, email } = account.row;
  await cancelSubscriptions(deps, id);
  await removeAllWords(deps, id);
  await removeLearnersExports(deps, id);
  await deps.db.transaction(async (tx) => {
    const owned = tx.select({ id: subscriptions.id }).from(subscriptions).where(eq(subscriptions.userId, id));
    await tx.delete(paymentEvents).where(inArray(paymentEvents.subscriptionId, owned));
    await tx.delete(rateLimits).where(countersOf(id, email));
    await tx.delete(users).where(eq(users.id, id));
  });
  try {
    await deps.mailer.send(accountDeletedMail(email, deps.config.appUrl));
  } catch (error) {
    // The account is gone either way; the learner saw the confirmation on screen.
    console.warn('The account deletion mail could not be sent', error);
  }
}
