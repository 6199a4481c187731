// The rules that guard the API routes (SPEC §6, ARCHITECTURE §1) and the status each gives a
// caller. The table of routes lives in route-table.ts.
import { canUseWords, Role, seesCancel, seesSubscribe } from '../../../../shared/accounts/roles';
import type { TestApp } from '../../helpers/test-app';
import type { Cast, Member } from './cast';

export type Rule =
  /** Anyone; a token changes nothing. */
  | 'public'
  /** Any signed-in learner, roles 0–5. */
  | 'signed-in'
  /** Roles 0, 1, 3, 4 (SPEC §6): words, preferences, translation, sentences. */
  | 'words'
  /** Subscription step 1: roles 1, 2, 4, 5. */
  | 'subscribe'
  /** Subscription step 2: any learner but the manager, and only for their own subscription. */
  | 'activate'
  /** Cancel: role 3 only. */
  | 'cancel'
  /** The provider's signed webhook; test mode has none (404). */
  | 'webhook'
  /** Mounted only with WORDHOARD_TEST_CLOCK=1. */
  | 'test-only';

export interface Call {
  path: string;
  body?: unknown;
}

export interface CallContext {
  t: TestApp;
  cast: Cast;
  /** A value never used before, for e-mails and word texts. */
  fresh(prefix: string): string;
}

export interface RouteCase {
  rule: Rule;
  /** Status of the call when the rule lets the caller through. */
  ok: number;
  /** The call made by `caller`, or by an anonymous/broken credential (null): it then aims at the victim. */
  call(ctx: CallContext, caller: Member | null): Call | Promise<Call>;
  /** Puts back what a successful call changed that later calls rely on. */
  restore?(ctx: CallContext, caller: Member): Promise<void>;
}

/** The status the rule gives this caller (null: no valid token). */
export function expectedStatus(route: RouteCase, caller: Member | null): number {
  if (route.rule === 'public' || route.rule === 'test-only') return route.ok;
  if (route.rule === 'webhook') return 404;
  if (caller === null) return 401;
  const role = caller.role;
  switch (route.rule) {
    case 'signed-in':
      return route.ok;
    case 'words':
      return canUseWords(role) ? route.ok : 403;
    case 'subscribe':
      return seesSubscribe(role) ? route.ok : 403;
    case 'activate':
      return role === Role.MANAGER ? 403 : route.ok;
    case 'cancel':
      return seesCancel(role) ? route.ok : 403;
  }
}
