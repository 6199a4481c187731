import { describe, expect, it } from 'vitest';
import {
  type AccountState,
  canUseWords,
  computeRole,
  DAY_MS,
  daysLeftFromPreviousSubscription,
  deletingWords,
  deletionDaysShown,
  deletionDue,
  isManager,
  mustPay,
  PRICE_USD,
  RETENTION_DAYS,
  Role,
  type SubscriptionState,
  seesCancel,
  seesSubscribe,
  TRIAL_DAYS,
  trialDaysRemaining,
} from '../../../shared/accounts/roles';

const registeredAt = new Date('2025-03-01T09:30:00Z');
const afterRegistration = (days: number, ms = 0) => new Date(registeredAt.getTime() + days * DAY_MS + ms);
const trialUser: AccountState = { isManager: false, subscription: null, registeredAt };
const subscriber = (subscription: SubscriptionState): AccountState => ({
  isManager: false,
  subscription,
  registeredAt,
});

describe('role codes and permissions', () => {
  it('match the spec', () => {
    expect(Role).toEqual({
      PENDING_REGISTRATION: -1,
      PENDING_RESET: -2,
      RESET_DONE: -3,
      MANAGER: 0,
      TRIAL: 1,
      TRIAL_OVER: 2,
      ACTIVE: 3,
      CANCELLED: 4,
      INACTIVE: 5,
    });
    expect([TRIAL_DAYS, RETENTION_DAYS, PRICE_USD]).toEqual([30, 60, 2]);
  });

  it.each([
    // role, words, pay, subscribe, cancel, manager
    [-1, false, false, false, false, false],
    [0, true, false, false, false, true],
    [1, true, false, true, false, false],
    [2, false, true, true, false, false],
    [3, true, false, false, true, false],
    [4, true, false, true, false, false],
    [5, false, true, true, false, false],
  ])('role %i: words %s, must pay %s, subscribe %s, cancel %s, manager %s', (role, ...expected) => {
    expect([
      canUseWords(role),
      mustPay(role),
      seesSubscribe(role),
      seesCancel(role),
      isManager(role),
    ]).toEqual(expected);
  });
});

describe('computeRole', () => {
  it('gives 0 to a manager whatever the subscription', () => {
    expect(computeRole({ ...trialUser, isManager: true }, afterRegistration(90))).toBe(Role.MANAGER);
  });

  it('gives 1 during the first 30 days and 2 from the 30th day on', () => {
    expect(computeRole(trialUser, afterRegistration(0))).toBe(Role.TRIAL);
    expect(computeRole(trialUser, afterRegistration(29))).toBe(Role.TRIAL);
    expect(computeRole(trialUser, afterRegistration(30, -1))).toBe(Role.TRIAL);
    expect(computeRole(trialUser, afterRegistration(30))).toBe(Role.TRIAL_OVER);
    expect(computeRole(trialUser, afterRegistration(61))).toBe(Role.TRIAL_OVER);
  });

  it('gives 3 to an active subscription, even before the first payment is recorded', () => {
    const paidThrough = afterRegistration(40);
    expect(computeRole(subscriber({ status: 'active', paidThrough }), afterRegistration(45))).toBe(
      Role.ACTIVE,
    );
    expect(computeRole(subscriber({ status: 'active', paidThrough: null }), afterRegistration(45))).toBe(
      Role.ACTIVE,
    );
  });

  it('gives 4 to an ended subscription before paidThrough and 5 from paidThrough on', () => {
    const paidThrough = afterRegistration(40);
    for (const status of ['cancelled', 'suspended', 'expired'] as const) {
      const account = subscriber({ status, paidThrough });
      expect(computeRole(account, afterRegistration(40, -1))).toBe(Role.CANCELLED);
      expect(computeRole(account, afterRegistration(40))).toBe(Role.INACTIVE);
    }
  });

  it('treats a subscription never paid for as no subscription', () => {
    const account = subscriber({ status: 'pending', paidThrough: null });
    expect(computeRole(account, afterRegistration(10))).toBe(Role.TRIAL);
    expect(computeRole(account, afterRegistration(30))).toBe(Role.TRIAL_OVER);
  });
});

describe('deletingWords for a learner who never subscribed', () => {
  const dates = { registeredAt, paidThrough: null };
  it.each([
    // days after registration, deletingWords, trial days remaining
    [0, 60, 30],
    [29, 31, 1],
    [30, 30, 0],
    [59, 1, 0],
    [60, 0, 0],
    [61, 0, 0],
  ])('day %i: %i days until deletion, %i trial days left', (day, remaining, trialLeft) => {
    const days = deletingWords(dates, afterRegistration(day));
    expect(days).toBe(remaining);
    expect(trialDaysRemaining(days)).toBe(trialLeft);
    expect(deletionDaysShown(days)).toBe(remaining);
    expect(daysLeftFromPreviousSubscription(days)).toBe(0);
  });

  it('rounds up: part of a day left still counts as a day', () => {
    expect(deletingWords(dates, afterRegistration(0, 1))).toBe(60);
    expect(deletingWords(dates, afterRegistration(29, 1))).toBe(31);
    expect(deletingWords(dates, afterRegistration(60, -1))).toBe(1);
  });

  it('shows the last trial day until the trial ends, when the role turns 2', () => {
    const lastMoment = afterRegistration(30, -1);
    expect(trialDaysRemaining(deletingWords(dates, lastMoment))).toBe(1);
    expect(computeRole(trialUser, lastMoment)).toBe(Role.TRIAL);
  });
});

describe('deletingWords for a subscriber', () => {
  const paidThrough = afterRegistration(45);
  const dates = { registeredAt, paidThrough };
  const afterPaidThrough = (days: number, ms = 0) => new Date(paidThrough.getTime() + days * DAY_MS + ms);

  it.each([
    // days after paidThrough, deletingWords, days left from the previous subscription
    [-30, 90, 30],
    [-1, 61, 1],
    [0, 60, 0],
    [29, 31, 0],
    [59, 1, 0],
    [60, 0, 0],
    [61, 0, 0],
  ])('day %i: %i days until deletion, %i paid days left', (day, remaining, paidLeft) => {
    const days = deletingWords(dates, afterPaidThrough(day));
    expect(days).toBe(remaining);
    expect(daysLeftFromPreviousSubscription(days)).toBe(paidLeft);
    expect(deletionDaysShown(days)).toBe(remaining);
  });

  it('counts the last paid moment as one paid day left', () => {
    expect(daysLeftFromPreviousSubscription(deletingWords(dates, afterPaidThrough(0, -1)))).toBe(1);
  });
});

describe('the spec formulas floor at 0', () => {
  it.each([
    [-5, 0, 0, 0],
    [0, 0, 0, 0],
    [45, 15, 45, 0],
    [75, 45, 75, 15],
  ])('deletingWords %i: trial %i, shown %i, previous subscription %i', (days, trial, shown, previous) => {
    expect(trialDaysRemaining(days)).toBe(trial);
    expect(deletionDaysShown(days)).toBe(shown);
    expect(daysLeftFromPreviousSubscription(days)).toBe(previous);
  });
});

describe('deletionDue', () => {
  it('deletes a lapsed trial on day 60, not one day or one moment earlier', () => {
    expect(deletionDue(trialUser, afterRegistration(59))).toBe(false);
    expect(deletionDue(trialUser, afterRegistration(60, -1))).toBe(false);
    expect(deletionDue(trialUser, afterRegistration(60))).toBe(true);
    expect(deletionDue(trialUser, afterRegistration(61))).toBe(true);
  });

  it('deletes a lapsed subscription 60 days after paidThrough', () => {
    const paidThrough = afterRegistration(45);
    const account = subscriber({ status: 'cancelled', paidThrough });
    expect(deletionDue(account, afterRegistration(45 + 59))).toBe(false);
    expect(deletionDue(account, afterRegistration(45 + 60, -1))).toBe(false);
    expect(deletionDue(account, afterRegistration(45 + 60))).toBe(true);
  });

  it('never deletes the words of a manager or an active subscriber, however late', () => {
    const lateDay = afterRegistration(400);
    expect(deletionDue({ ...trialUser, isManager: true }, lateDay)).toBe(false);
    const active = subscriber({ status: 'active', paidThrough: afterRegistration(10) });
    expect(deletionDue(active, lateDay)).toBe(false);
  });

  it('never deletes during a trial or the paid days of a cancelled subscription', () => {
    expect(deletionDue(trialUser, afterRegistration(29))).toBe(false);
    const cancelled = subscriber({ status: 'cancelled', paidThrough: afterRegistration(200) });
    expect(deletionDue(cancelled, afterRegistration(199))).toBe(false);
  });
});
