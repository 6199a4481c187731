// Cancelling a pending registration (DELETE /api/users/pending) needs a proof that only the
// registrant has: before, an anonymous call with an e-mail cancelled anyone's registration, and
// repeated, kept an address from ever registering. The proof is either
// - the cancel token of the register answer: `<mailedAt>.<MAC of the e-mail and mailedAt>` under the
//   signing secret, so only the browser that registered holds it, and it names exactly that
//   registration (a later registration of the address has another mailedAt); or
// - the password mailed for it, checked like a login.
// Every case without a valid proof gets the same 422 and changes nothing. A register call for an
// address that has an account is answered a token too (of the same form), so the answer tells
// nothing; cancelling with it finds nothing to remove.
import { and, eq } from 'drizzle-orm';
import { PENDING_CANCEL_REFUSED_MESSAGE } from '../../../../shared/accounts/notices';
import type { CancelPendingBody } from '../../../../shared/api';
import { pendingRegistrations } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { invalid } from '../../errors';

const signed = (email: string, mailedAt: number) => `pending-cancel\n${email}\n${mailedAt}`;

export const cancelTokenFor = (deps: Pick<AppDeps, 'tokens'>, email: string, mailedAt: number) =>
  `${mailedAt}.${deps.tokens.mac(signed(email, mailedAt))}`;

/** The registration time a valid token names, or null. */
function mailedAtOf(deps: Pick<AppDeps, 'tokens'>, email: string, token: string): number | null {
  const match = /^(\d{1,16})\.([\w-]{43})$/.exec(token);
  if (!match) return null;
  const mailedAt = Number(match[1]);
  return deps.tokens.macMatches(signed(email, mailedAt), match[2] as string) ? mailedAt : null;
}

const refused = () => invalid(PENDING_CANCEL_REFUSED_MESSAGE, 'cancel_not_allowed');

export async function cancelPendingRegistration(
  deps: AppDeps,
  email: string,
  proof: Omit<CancelPendingBody, 'email'>,
): Promise<void> {
  const { db } = deps;
  if (proof.cancelToken) {
    const mailedAt = mailedAtOf(deps, email, proof.cancelToken);
    if (mailedAt === null) throw refused();
    // A valid token whose registration was completed, expired or replaced finds nothing: done.
    await db
      .delete(pendingRegistrations)
      .where(and(eq(pendingRegistrations.email, email), eq(pendingRegistrations.mailedAt, mailedAt)));
    return;
  }
  const [pending] = await db
    .select()
    .from(pendingRegistrations)
    .where(eq(pendingRegistrations.email, email))
    .limit(1);
  if (!proof.password) throw refused();
  // No pending row costs the same hash as a wrong password: the answer's time tells nothing.
  if (!pending) {
    await deps.passwords.burnVerification(proof.password);
    throw refused();
  }
  if (!(await deps.passwords.verify(proof.password, pending.passwordHash))) throw refused();
  await db
    .delete(pendingRegistrations)
    .where(and(eq(pendingRegistrations.email, email), eq(pendingRegistrations.mailedAt, pending.mailedAt)));
}
