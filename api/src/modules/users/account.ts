// Reads an account's state from the database and turns it into the user claim: the role and
// the deletion days are computed here, on every request, from the rows (ARCHITECTURE §3).
import { and, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import { computeRole, deletingWords, type SubscriptionStatus } from '../../../../shared/accounts/roles';
import type { TokenUser } from '../../../../shared/accounts/types';
import type { Database } from '../../db';
import { subscriptions, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;

export interface Account {
  row: UserRow;
  subscription: SubscriptionRow | null;
  claim: TokenUser;
}

/** The subscription that decides the role: the active one, else the one paid furthest ahead. */
export async function currentSubscription(db: Database, userId: number): Promise<SubscriptionRow | null> {
  // Unfinished checkouts (status 'created', never paid) must not hide the real subscription,
  // and a late event on an old one must not outrank the active one.
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        or(eq(subscriptions.status, 'active'), isNotNull(subscriptions.paidThrough)),
      ),
    )
    .orderBy(
      sql`${subscriptions.status} = 'active' DESC`,
      desc(subscriptions.paidThrough),
      desc(subscriptions.updatedAt),
    )
    .limit(1);
  return row ?? null;
}

export function describeAccount(
  row: UserRow,
  subscription: SubscriptionRow | null,
  managerEmails: readonly string[],
  now: number,
): Account {
  const paidThrough = subscription?.paidThrough ? new Date(subscription.paidThrough) : null;
  const registeredAt = new Date(row.registeredAt);
  const role = computeRole(
    {
      isManager: managerEmails.includes(row.email),
      subscription: subscription ? { status: subscription.status as SubscriptionStatus, paidThrough } : null,
      registeredAt,
    },
    new Date(now),
  );
  const claim: TokenUser = {
    id: row.id,
    uuid: row.uuid,
    subscriptionId: subscription?.id ?? '',
    role,
    deletingWords: deletingWords({ registeredAt, paidThrough }, new Date(now)),
    name: row.name,
    email: row.email,
    date: registeredAt.toISOString(),
  };
  return { row, subscription, claim };
}

export async function loadAccount(
  db: Database,
  where: { uuid: string } | { email: string },
  managerEmails: readonly string[],
  now: number,
): Promise<Account | null> {
  const condition = 'uuid' in where ? eq(users.uuid, where.uuid) : eq(users.email, where.email);
  const [row] = await db.select().from(users).where(condition).limit(1);
  if (!row) return null;
  return describeAccount(row, await currentSubscription(db, row.id), managerEmails, now);
}
