// A learner has one active subscription at most (the subscriptions_one_active index). When a
// second one would become active — step 2, PayPal's ACTIVATED or RE-ACTIVATED, a retried event —
// it is cancelled with the provider at once, with a reason, so it never charges, and the learner
// is told: by step 2's answer, or by mail when a webhook did it with no page open.
import { and, eq, ne } from 'drizzle-orm';
import { SECOND_SUBSCRIPTION_REASON, secondSubscriptionMail } from '../../../../shared/payments/failures';
import { subscriptions, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { noticeMail } from '../users/mails';
import { cancelWithProvider } from './provider-cancel';

type Db = Pick<AppDeps, 'db'>['db'];
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The index that keeps one active subscription per learner refused a write. */
export function isOneActiveViolation(error: unknown): boolean {
  const text = `${(error as Error)?.message ?? ''} ${(error as { cause?: Error })?.cause?.message ?? ''}`;
  return text.includes('UNIQUE constraint failed: subscriptions.user_id');
}

/** The learner's active subscription other than this one, if any. */
export async function otherActive(db: Db | Tx, userId: number, exceptId: string) {
  const [other] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.status, 'active'),
        ne(subscriptions.id, exceptId),
      ),
    )
    .limit(1);
  return other;
}

/**
 * Cancels the second subscription with the provider; resolves once the provider confirmed it or
 * has nothing left to charge, then marks it cancelled here. Throws when the provider could not
 * confirm: the row stays as it was, so the next try (a retried webhook) cancels it again.
 */
export function cancelSecond(deps: Pick<AppDeps, 'db' | 'clock' | 'payment'>, subscriptionId: string) {
  return cancelWithProvider(deps, subscriptionId, SECOND_SUBSCRIPTION_REASON, ['created', 'suspended']);
}

/** Mails the learner that PayPal's second subscription was cancelled; a failure is only logged. */
export async function tellLearner(deps: AppDeps, userId: number, subscriptionId: string, keptId: string) {
  try {
    const [user] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (!user) return;
    const { subject, lines } = secondSubscriptionMail(subscriptionId, keptId);
    await deps.mailer.send(noticeMail(user.email, subject, lines, deps.config.appUrl));
  } catch (error) {
    console.warn(`Could not tell the learner that subscription ${subscriptionId} was cancelled:`, error);
  }
}
