// Sessions with plain arguments (docs/decisions/0012-sessions.md): a login opens one, its token
// names it (`sid`), and deleting its row ends it. A session lives until its token lapses unused
// (seven days) or SESSION_MAX_MS after its password was entered, whichever comes first.
import { and, asc, desc, eq, lt, ne, or } from 'drizzle-orm';
import {
  describeDevice,
  SESSION_MAX_MS,
  SESSION_NOT_FOUND_MESSAGE,
  SESSION_TOUCH_INTERVAL_MS,
} from '../../../../shared/accounts/sessions';
import type { SessionInfo } from '../../../../shared/api';
import type { Database } from '../../db';
import { sessions } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { notFound } from '../../errors';
import type { Account, SessionRow } from '../users/account';
import { TOKEN_LIFETIME_S } from '../users/token';

export type { SessionRow };

type SessionDeps = Pick<AppDeps, 'db' | 'clock' | 'tokens'>;

/** Any token of a session unused this long has expired: renewing one counts as a use. */
const UNUSED_FOR_MS = TOKEN_LIFETIME_S * 1000 + SESSION_TOUCH_INTERVAL_MS;

export const sessionEndsAt = (row: Pick<SessionRow, 'passwordAt'>) => row.passwordAt + SESSION_MAX_MS;

const isOpen = (row: SessionRow, now: number) =>
  now < sessionEndsAt(row) && now - row.lastUsedAt < UNUSED_FOR_MS;

/** A token for the session, as the account stands now. */
export const tokenFor = (deps: Pick<AppDeps, 'tokens'>, account: Account, session: SessionRow) =>
  deps.tokens.sign(account.claim, account.row.tokenVersion, {
    id: session.id,
    endsAt: sessionEndsAt(session),
  });

/** A login: a new session on the device the User-Agent names, and its first token. */
export async function openSession(deps: SessionDeps, account: Account, userAgent: string | null) {
  const now = deps.clock.now();
  const [row] = await deps.db
    .insert(sessions)
    .values({
      id: crypto.randomUUID(),
      userId: account.row.id,
      device: describeDevice(userAgent),
      createdAt: now,
      lastUsedAt: now,
      passwordAt: now,
    })
    .returning();
  if (!row) throw new Error('the session was not stored');
  return tokenFor(deps, account, row);
}

/** Records a use, at most once per SESSION_TOUCH_INTERVAL_MS, so most requests write nothing. */
export async function touchSession(db: Database, row: SessionRow, now: number) {
  if (now - row.lastUsedAt < SESSION_TOUCH_INTERVAL_MS) return;
  await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, row.id));
}

export async function listSessions(deps: Pick<AppDeps, 'db' | 'clock'>, userId: number, currentId: string) {
  const now = deps.clock.now();
  const rows = await deps.db
    .select()
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.lastUsedAt), asc(sessions.createdAt));
  // This device first, then the others by last use.
  const ordered = [
    ...rows.filter((row) => row.id === currentId),
    ...rows.filter((row) => row.id !== currentId),
  ];
  return ordered
    .filter((row) => isOpen(row, now))
    .map(
      (row): SessionInfo => ({
        id: row.id,
        device: row.device,
        createdAt: row.createdAt,
        lastUsedAt: row.lastUsedAt,
        current: row.id === currentId,
      }),
    );
}

/** Ends one of the learner's sessions; another learner's id reads as absent (404). */
export async function endSession(deps: Pick<AppDeps, 'db'>, userId: number, id: string) {
  const ended = await deps.db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.id, id)))
    .returning({ id: sessions.id });
  if (ended.length === 0) throw notFound(SESSION_NOT_FOUND_MESSAGE, 'session_not_found');
}

/** After a password change: every other session ends, and this one counts from now. */
export const keepOnlySession = (db: Database, session: SessionRow, now: number) =>
  db.transaction(async (tx) => {
    await tx.delete(sessions).where(and(eq(sessions.userId, session.userId), ne(sessions.id, session.id)));
    await tx.update(sessions).set({ passwordAt: now }).where(eq(sessions.id, session.id));
  });

export const endAllSessions = (db: Database, userId: number) =>
  db.delete(sessions).where(eq(sessions.userId, userId));

/** The retention job's sweep of sessions no token can use any more. */
export async function removeLapsedSessions(db: Database, now: number) {
  const lapsed = await db
    .delete(sessions)
    .where(or(lt(sessions.passwordAt, now - SESSION_MAX_MS), lt(sessions.lastUsedAt, now - UNUSED_FOR_MS)))
    .returning({ id: sessions.id });
  return lapsed.length;
}
