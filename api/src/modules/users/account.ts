// Reads an account's state from the database and turns it into the user claim: the role and
// the deletion days are computed here, on every request, from the rows (ARCHITECTURE §3).
import { and, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import { computeRole, deletingWords, type SubscriptionStatus } from '../../../../shared/accounts/roles';
import type { TokenUser } from '../../../../shared/accounts/types';
import type { Database } from '../../db';
import { sessions, subscriptions, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

export interface Account {
  row: UserRow;
  subscription: SubscriptionRow | null;
  claim: TokenUser;
}

// The subscription that decides the role: the active one, else the one paid furthest ahead.
// Unfinished checkouts (status 'created', never paid) must not hide the real subscription, and a
// late event on an old one must not outrank the active one. Written once, used by both reads below.
const decidesRole = or(eq(subscriptions.status, 'active'), isNotNull(subscriptions.paidThrough));
const deciderFirst = [
  sql`${subscriptions.status} = 'active' DESC`,
  desc(subscriptions.paidThrough),
  desc(subscriptions.updatedAt),
];

/** The subscription that decides the role: the active one, else the one paid furthest ahead. */
export async function currentSubscription(db: Database, userId: number): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), decidesRole))
    .orderBy(...deciderFirst)
    .limit(1);
  return row ?? null;
}

/**
 * The account a token names, its subscription that decides the role and the session the token
 * names, in one statement: every request reads them (authorisation is decided from the database,
 * so a revoked session or a changed role counts at once), and three statements were most of a
 * small answer's fixed cost. No row when the account or the session is gone, or when the session
 * belongs to another account. Built once per database and reused (a prepared query).
 */
const signedInQueries = new WeakMap<Database, ReturnType<typeof signedInQuery>>();

function signedInQuery(db: Database) {
  return (
    db
      .select({ user: users, session: sessions, subscription: subscriptions })
      .from(users)
      .innerJoin(sessions, and(eq(sessions.id, sql.placeholder('sessionId')), eq(sessions.userId, users.id)))
      // Every candidate subscription joins; the decider's order and LIMIT 1 keep the one that decides.
      .leftJoin(subscriptions, and(eq(subscriptions.userId, users.id), decidesRole))
      .where(eq(users.uuid, sql.placeholder('uuid')))
      .orderBy(...deciderFirst)
      .limit(1)
      .prepare()
  );
}

export async function loadSignedIn(
  db: Database,
  subject: { uuid: string; sessionId: string },
  managerEmails: readonly string[],
  now: number,
): Promise<{ account: Account; session: SessionRow } | null> {
  let query = signedInQueries.get(db);
  if (!query) {
    query = signedInQuery(db);
    signedInQueries.set(db, query);
  }
  const row = await query.get({ uuid: subject.uuid, sessionId: subject.sessionId });
  if (!row) return null;
  return { account: describeAccount(row.user, row.subscription, managerEmails, now), session: row.session };
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
