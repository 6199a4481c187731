// The calls made for a learner end with their session: signing out (here, in another tab, or by a
// 401) or signing in as another learner aborts every call still on its way with the old token. A
// late answer then never fills the screen with the previous learner's words, and a call the
// server would refuse (the session it names just ended) is not sent on, nor answered 401 into the
// console. A token renewed for the same learner keeps the calls going.
import { appStore, tokenAtom, userFromToken } from './session';

let controller = new AbortController();
/** The abort reasons this module gave: an error caused by one is a session's end, not a failure. */
const endings = new WeakSet<object>();
let learner = userFromToken(appStore.get(tokenAtom))?.id ?? null;

appStore.sub(tokenAtom, () => {
  const now = userFromToken(appStore.get(tokenAtom))?.id ?? null;
  if (now === learner) return;
  learner = now;
  // Named AbortError: ofetch does not retry an aborted call.
  const reason = new DOMException('The session ended.', 'AbortError');
  endings.add(reason);
  controller.abort(reason);
  controller = new AbortController();
});

/** Aborted when the learner signed in now is no longer signed in. */
export const sessionSignal = (): AbortSignal => controller.signal;

/** `signal` and the session's, as one (a call its caller may cancel, and the session end). */
export function withSessionSignal(signal?: AbortSignal | null): AbortSignal {
  const session = sessionSignal();
  if (!signal) return session;
  return typeof AbortSignal.any === 'function' ? AbortSignal.any([signal, session]) : signal;
}

/** True for an error that is only the end of the session a call was made for: nothing to show. */
export function endedWithSession(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    if (typeof cause === 'object' && endings.has(cause)) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}
