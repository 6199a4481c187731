// Who is calling: the bearer token names the account and its session, and both are read from the
// database on every request. The token's own role claim is never trusted.
import { canUseWords } from '../../../shared/accounts/roles';
import { SESSION_LIMIT_MESSAGE } from '../../../shared/accounts/sessions';
import type { AppDeps } from '../deps';
import { forbidden, unauthorized } from '../errors';
import { type SessionRow, sessionEndsAt, touchSession } from '../modules/sessions/service';
import { type Account, loadSignedIn } from '../modules/users/account';

export function bearerToken(authorization: string | undefined | null): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization?.trim() ?? '');
  return match?.[1] ?? null;
}

/** An account reached through one of its open sessions. */
export interface SignedIn extends Account {
  session: SessionRow;
}

/** The session a token names, read with the account in one statement, must still be open. */
export async function authenticate(
  deps: AppDeps,
  authorization: string | undefined | null,
): Promise<SignedIn> {
  const token = bearerToken(authorization);
  if (!token) throw unauthorized('Please log in.');
  const subject = await deps.tokens.verify(token);
  // A token from before sessions existed names none: it cannot be signed out, so it is refused.
  if (!subject.sessionId) throw unauthorized();
  const now = deps.clock.now();
  const found = await loadSignedIn(
    deps.db,
    { uuid: subject.uuid, sessionId: subject.sessionId },
    deps.config.managerEmails,
    now,
  );
  // No row: the account or the session is gone, or the session is another account's.
  if (!found || found.account.row.tokenVersion !== subject.version) throw unauthorized();
  const { account, session } = found;
  // Tokens never outlive this moment (token.ts); checked here too, whatever a token says.
  if (now >= sessionEndsAt(session)) throw unauthorized(SESSION_LIMIT_MESSAGE, 'session_limit');
  await touchSession(deps.db, session, now);
  return { ...account, session };
}

export const PAYMENT_NEEDED_MESSAGE =
  'Your trial or subscription has ended. Please subscribe on the Payment page to use your words.';

/** Words and preferences belong to roles 0, 1, 3 and 4 (SPEC §6). */
export async function authenticateWordsUser(deps: AppDeps, authorization: string | undefined | null) {
  const account = await authenticate(deps, authorization);
  if (!canUseWords(account.claim.role)) throw forbidden(PAYMENT_NEEDED_MESSAGE, 'payment_required');
  return account;
}

/**
 * The caller of one request, checked once: a route's body hook checks it before reading the body
 * (plugins/capped-body.ts) and the handler then gets the same answer without a second lookup.
 */
function oncePerRequest<A extends Account>(
  check: (deps: AppDeps, authorization: string | null) => Promise<A>,
) {
  const checked = new WeakMap<Request, Promise<A>>();
  return (deps: AppDeps, request: Request): Promise<A> => {
    let account = checked.get(request);
    if (!account) {
      account = check(deps, request.headers.get('authorization'));
      checked.set(request, account);
    }
    return account;
  };
}

/** Any signed-in account (the subscription calls). */
export const signedInCaller = oncePerRequest(authenticate);
/** A learner who may use words and preferences (roles 0, 1, 3, 4). */
export const wordsCaller = oncePerRequest(authenticateWordsUser);
