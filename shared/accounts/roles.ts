// Role codes (SPEC §4), who may do what (SPEC §6) and the day arithmetic behind them
// (ARCHITECTURE §3). Pure: the caller passes the current time, so the server, the retention job
// and the tests agree on the same instant.

export const Role = {
  /** Registration mail sent; the client waits for the first login. Client-side only. */
  PENDING_REGISTRATION: -1,
  /** Password reset step one done; awaiting the temporary password. Client-side only. */
  PENDING_RESET: -2,
  /** Password reset step two done; the new password was mailed. Client-side only. */
  RESET_DONE: -3,
  MANAGER: 0,
  TRIAL: 1,
  TRIAL_OVER: 2,
  ACTIVE: 3,
  /** Cancelled, with days still paid for. */
  CANCELLED: 4,
  /** The paid days are over. */
  INACTIVE: 5,
} as const;
export type Role = (typeof Role)[keyof typeof Role];

export const TRIAL_DAYS = 30;
/** Saved words survive this many days after the trial began or the paid days ended. */
export const RETENTION_DAYS = 60;
export const PRICE_USD = 2;
/** deletingWords of the placeholder user shown before anyone is signed in (SPEC §3). */
export const PLACEHOLDER_DELETING_WORDS = 100;
export const DAY_MS = 24 * 60 * 60 * 1000;

const WORD_USERS: readonly number[] = [Role.MANAGER, Role.TRIAL, Role.ACTIVE, Role.CANCELLED];
const MUST_PAY: readonly number[] = [Role.TRIAL_OVER, Role.INACTIVE];
const SUBSCRIBE_OFFERED: readonly number[] = [Role.TRIAL, Role.TRIAL_OVER, Role.CANCELLED, Role.INACTIVE];

/** Roles 0, 1, 3, 4 use the words screen; their words and preferences are loaded and saved. */
export const canUseWords = (role: number): boolean => WORD_USERS.includes(role);
/** Roles 2 and 5 are sent to the payment page instead of the words screen. */
export const mustPay = (role: number): boolean => MUST_PAY.includes(role);
export const seesSubscribe = (role: number): boolean => SUBSCRIBE_OFFERED.includes(role);
export const seesCancel = (role: number): boolean => role === Role.ACTIVE;
/**
 * Every account may take its words with it, roles 2 and 5 above all: their words are deleted
 * after the retention days (docs/decisions/0025-export.md).
 */
export const canExport = (role: number): boolean => role >= Role.MANAGER && role <= Role.INACTIVE;
/** The manager sees no subscription controls at all. */
export const isManager = (role: number): boolean => role === Role.MANAGER;

export type SubscriptionStatus = 'pending' | 'active' | 'suspended' | 'cancelled' | 'expired';

export interface SubscriptionState {
  status: SubscriptionStatus;
  /** End of the last paid period; null while nothing has been paid yet. */
  paidThrough: Date | null;
}

export interface AccountState {
  isManager: boolean;
  subscription: SubscriptionState | null;
  registeredAt: Date;
}

/**
 * The server's role for an account at `now`.
 * A subscription that is not active but was paid for gives 4 until paidThrough (whatever ended it:
 * cancelled, suspended or expired, the learner keeps the days paid for) and 5 from then on.
 * A subscription never paid for (paidThrough null, not active) counts as no subscription: the
 * trial rules apply.
 */
export function computeRole(account: AccountState, now: Date): Role {
  if (account.isManager) return Role.MANAGER;
  const subscription = account.subscription;
  if (subscription?.status === 'active') return Role.ACTIVE;
  if (subscription?.paidThrough) {
    return now.getTime() < subscription.paidThrough.getTime() ? Role.CANCELLED : Role.INACTIVE;
  }
  const trialEnd = account.registeredAt.getTime() + TRIAL_DAYS * DAY_MS;
  return now.getTime() < trialEnd ? Role.TRIAL : Role.TRIAL_OVER;
}

export interface RetentionDates {
  registeredAt: Date;
  paidThrough: Date | null;
}

/** The instant the saved words are due for deletion: 60 days after the trial began or the paid days ended. */
export function deletionDay({ registeredAt, paidThrough }: RetentionDates): Date {
  const start = paidThrough ?? registeredAt;
  return new Date(start.getTime() + RETENTION_DAYS * DAY_MS);
}

/**
 * Whole days until the words are deleted, floored at 0.
 * Rounded up: a learner with 3 hours left reads "1 day left", and 0 means the day has come, so
 * the count reaches 0 at the same instant deletionDue turns true and the trial ends exactly when
 * trialDaysRemaining reaches 0.
 */
export function deletingWords(dates: RetentionDates, now: Date): number {
  const remainingMs = deletionDay(dates).getTime() - now.getTime();
  return Math.max(0, Math.ceil(remainingMs / DAY_MS));
}

/** SPEC §9: 30 minus (60 minus deletingWords), floored at 0. */
export const trialDaysRemaining = (deletingWordsDays: number): number =>
  Math.max(0, TRIAL_DAYS - (RETENTION_DAYS - deletingWordsDays));

/** SPEC §9: deletingWords floored at 0. */
export const deletionDaysShown = (deletingWordsDays: number): number => Math.max(0, deletingWordsDays);

/** SPEC §9: deletingWords minus 60, floored at 0 — the paid days still left. */
export const daysLeftFromPreviousSubscription = (deletingWordsDays: number): number =>
  Math.max(0, deletingWordsDays - RETENTION_DAYS);

/**
 * Whether the retention job deletes this account's words now: only roles 2 and 5, and only once
 * their deletion day has come (never a day early). Managers, trials and subscribers are never touched.
 */
export function deletionDue(account: AccountState, now: Date): boolean {
  if (!mustPay(computeRole(account, now))) return false;
  const paidThrough = account.subscription?.paidThrough ?? null;
  return deletingWords({ registeredAt: account.registeredAt, paidThrough }, now) === 0;
}
