// Texts of the subscription flow (SPEC §4, §8): the spec's own messages, quoted exactly, and the
// lines the payment page needs that the spec describes without quoting. The API and the screens
// both read them from here.
import { PRICE_USD, RETENTION_DAYS, TRIAL_DAYS } from '../accounts/roles';

/** The body of step 1 of a subscription (SPEC §7). */
export const SUBSCRIBE_NOW = 'SUBSCRIBE_NOW';

export const SUBSCRIPTION_ACTIVATED_MESSAGE = 'Subscription Successfully Activated!';
export const SUBSCRIPTION_CANCELED_MESSAGE = 'Subscription Canceled Successfully!';
export const SUBSCRIPTION_NOT_ACTIVATED_MESSAGE = 'Subscription Not Activated.';
export const activationFailedMessage = (subscriptionId: string) =>
  `Failed to activate the subscription: ${subscriptionId}.`;
/** Followed by the issue, the description or the message, and the debug id in parentheses. */
export const couldNotInitiateMessage = (providerName: string) =>
  `Could not initiate ${providerName} Subscription...`;

/** The status words of the payment page, per role (SPEC §4). */
export const STATUS_WORDS = {
  manager: 'MANAGER',
  notActive: 'NOT ACTIVE',
  active: 'ACTIVE',
} as const;

/** How each payment provider is named to the learner. */
export const PROVIDER_DISPLAY_NAMES = {
  local: 'Test',
  paypal: 'PayPal',
} as const;
export type PaymentProviderName = keyof typeof PROVIDER_DISPLAY_NAMES;

/** Shown on the payment page while PAYMENT_PROVIDER=local (ARCHITECTURE §1). */
export const TEST_MODE_LABEL = 'Test mode: subscribing here charges no money.';
export const TEST_MODE_SUBSCRIBE_BUTTON = 'Subscribe (test mode)';

export const PLAN_TITLE = 'Plan details';
export const PLAN_DETAILS_LINES = [
  `${TRIAL_DAYS} days free, then $${PRICE_USD} per month.`,
  'Paid by card through PayPal; no PayPal account needed.',
  'A subscription bought during the trial is first charged when the trial ends.',
  'Cancel at any time: the days already paid for stay yours.',
  `Saved words are deleted ${RETENTION_DAYS} days after the subscription lapses.`,
] as const;

export const CANCEL_BUTTON = 'Cancel subscription';
export const CANCEL_CONFIRMATION =
  'Cancel the subscription? You keep using your words until the days already paid for run out.';

export const trialDaysLine = (days: number) =>
  `Free trial: ${days} ${days === 1 ? 'day' : 'days'} remaining.`;
export const paidDaysLine = (days: number) =>
  `${days} ${days === 1 ? 'day' : 'days'} remaining from your previous subscription.`;
export const deletionWarningLine = (days: number) =>
  `Your saved words will be deleted in ${days} ${days === 1 ? 'day' : 'days'} unless you subscribe.`;
export const THANKS_LINE = 'Thank you for subscribing!';
export const subscriptionIdLine = (subscriptionId: string) => `Subscription ID: ${subscriptionId}`;
