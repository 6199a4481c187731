// Texts of the subscription flow (SPEC §4, §8): the spec's own messages, quoted exactly, and the
// lines the payment page needs that the spec describes without quoting. The API and the screens
// both read them from here.
import { PRICE_USD, RETENTION_DAYS, Role, TRIAL_DAYS } from '../accounts/roles';

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
export const PLAN_PAID_BY_CARD_LINE = 'Paid by card through PayPal; no PayPal account needed.';
/** How billing starts for a subscription bought during the trial. */
export const TRIAL_BILLING_TERM =
  'A subscription bought during the trial is first charged when the trial ends.';
/** The plan's terms after the billing one, in the order the payment page lists them. */
export const PLAN_TERMS_LINES = [
  'Cancel at any time: the days already paid for stay yours.',
  `Saved words are deleted ${RETENTION_DAYS} days after the subscription lapses.`,
] as const;
/**
 * When the first payment falls, worded for the learner reading the plan (the server's rule:
 * billing starts at the latest of now, the trial's end and the end of days already paid): a line
 * under the price, and the first of the terms (none for an active subscriber).
 */
export function planBilling(role: number | undefined): { line: string; term: string | null } {
  switch (role) {
    case Role.TRIAL_OVER:
    case Role.INACTIVE:
      return {
        line: 'charged from the day you subscribe',
        term: 'The first month is charged the day you subscribe, then every month until you cancel.',
      };
    case Role.CANCELLED:
      return {
        line: 'charged once your paid days run out',
        term: 'Subscribing again charges nothing until the days already paid for run out.',
      };
    case Role.ACTIVE:
      return { line: 'charged every month until you cancel', term: null };
    default:
      return { line: PLAN_TRIAL_LINE, term: TRIAL_BILLING_TERM };
  }
}

export const CANCEL_BUTTON = 'Cancel subscription';
export const CANCEL_CONFIRMATION =
  'Cancel the subscription? You keep using your words until the days already paid for run out.';

export const trialDaysLine = (days: number) =>
  `Free trial: ${days} ${days === 1 ? 'day' : 'days'} remaining.`;
/** Role 2's trial days: always none, so the line says what that means. */
export const TRIAL_ENDED_LINE = 'Your free trial has ended: no trial days remaining.';
export const paidDaysLine = (days: number) =>
  `${days} ${days === 1 ? 'day' : 'days'} remaining from your previous subscription.`;
/** At 0 days the retention job deletes the words within the hour, if it has not already. */
export const deletionWarningLine = (days: number) =>
  days > 0
    ? `Your saved words will be deleted in ${days} ${days === 1 ? 'day' : 'days'} unless you subscribe.`
    : 'Your saved words are due for deletion today unless you subscribe.';
export const THANKS_LINE = 'Thank you for subscribing!';
export const SUBSCRIPTION_ID_LABEL = 'Subscription ID';

/** SPEC §1, §9: the languages with spoken audio. */
export const AUDIO_LANGUAGES = 149;

export const PAYMENT_PAGE_TITLE = 'Payment';
export const STATUS_TITLE = 'Subscription status';
export const MANAGER_LINE = 'The manager account needs no subscription.';

export const PLAN_NAME = 'Wordhoard Monthly';
export const PLAN_PRICE = `$${PRICE_USD}`;
export const PLAN_PERIOD = 'per month';
export const PLAN_TRIAL_LINE = `after the ${TRIAL_DAYS}-day free trial`;
export const PLAN_INCLUDED_TITLE = "What's included";
/** What the subscription gives (SPEC §1). */
export const PLAN_INCLUDED_LINES = [
  'Unlimited words',
  'Pictures for your words',
  `Audio in ${AUDIO_LANGUAGES} languages`,
  'Translation of words and sentences',
  'Media player and test modes',
] as const;

export const SUBSCRIBE_TITLE = 'Subscribe';
export const SUBSCRIBE_LINE = `Keep every word and every study mode for $${PRICE_USD} per month.`;
export const SUBSCRIBING_LABEL = 'Subscribing…';
export const PAYMENT_OPTIONS_FAILED_LINE = 'The payment options could not be loaded.';
export const RETRY_BUTTON = 'Try again';
export const providerScriptFailedMessage = (providerName: string) =>
  `Failed to load the ${providerName} script.`;
/** A programming error: the payment buttons need the provider's script context around them. */
export const PROVIDER_CONTEXT_ERROR =
  'The payment buttons must be used inside their provider (PayPalScriptProvider).';

/** Step 1's failure answer as one line: the issue, the description or the message, then the debug id. */
export function startFailureDetail(answer: {
  details?: { issue?: string; description?: string }[];
  message?: string;
  debug_id?: string;
}): string {
  const detail = answer.details?.[0];
  const parts = [detail?.issue, detail?.description ?? answer.message].filter(Boolean);
  if (answer.debug_id) parts.push(`(${answer.debug_id})`);
  return parts.join(' ');
}

export const CANCEL_TITLE = 'Cancel subscription';
export const CANCEL_LINE = 'You can cancel at any time; the days already paid for stay yours.';
export const CANCEL_CONFIRM_BUTTON = 'Yes, cancel';
export const CANCEL_KEEP_BUTTON = 'Keep subscription';
export const CANCELLING_LABEL = 'Cancelling…';
/** Logged when the cancel call answers a status other than 204 (SPEC §8: only logged). */
export const cancelNotConfirmedLog = (status: number) =>
  `The subscription was not cancelled: the server answered ${status} instead of 204.`;
