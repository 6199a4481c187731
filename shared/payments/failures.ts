// What the learner reads when the payment service cannot do what was asked right now, and what a
// learner is told when a second subscription was stopped (docs/decisions/0013-payment-states.md). The API answers
// these texts; the payment page shows an answer's message as it is.

/** PayPal is busy (429) or failing (5xx): nothing changed, and a later try may work. */
export function paymentTryAgainMessage(httpStatus: number, retryAfterSeconds?: number): string {
  const problem = httpStatus === 429 ? 'is busy' : `failed (HTTP ${httpStatus})`;
  const when = retryAfterSeconds
    ? `in ${retryAfterSeconds} ${retryAfterSeconds === 1 ? 'second' : 'seconds'}`
    : 'later';
  return `The payment service (PayPal) ${problem}; please try again ${when}.`;
}

/** A cancel PayPal neither confirmed (204) nor shows as done: the subscription still runs. */
export const CANCEL_NOT_CONFIRMED_MESSAGE =
  'The payment service (PayPal) did not confirm the cancellation, so your subscription still runs; please try again.';

/** The reason PayPal records for a second subscription we stop at once. */
export const SECOND_SUBSCRIPTION_REASON = 'A second subscription of a learner who already has one.';

/** Step 2 of a second subscription: it was stopped before any charge of its own. */
export const SECOND_SUBSCRIPTION_MESSAGE =
  'You already have an active subscription, so this second one was cancelled with PayPal and will not be charged.';

/** Mailed when PayPal activated a second subscription by itself (a webhook), with no page open. */
export const secondSubscriptionMail = (subscriptionId: string, keptId: string) => ({
  subject: 'Your second Wordhoard subscription was cancelled',
  lines: [
    `PayPal activated a second subscription (${subscriptionId}) although you already subscribe (${keptId}).`,
    'We cancelled the second one with PayPal at once, so you are charged for one subscription only.',
    'Your subscription and your words are unchanged.',
  ],
});
