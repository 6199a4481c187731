// What the learner reads when the payment service cannot do what was asked right now. The API
// answers these texts; the payment page shows an answer's message as it is.

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
