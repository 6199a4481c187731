// The subscription journey of SPEC §4 "Subscription" and §8, apart from any button: start
// (step 1), activate (step 2) and cancel. Each answers the notice the page shows; the test-mode
// button and the PayPal buttons drive the same steps.
import { Role } from '../../../../shared/accounts/roles';
import type { CreateSubscriptionAnswer } from '../../../../shared/api';
import {
  activationFailedMessage,
  cancelNotConfirmedLog,
  couldNotInitiateMessage,
  SUBSCRIPTION_ACTIVATED_MESSAGE,
  SUBSCRIPTION_CANCELED_MESSAGE,
  SUBSCRIPTION_NOT_ACTIVATED_MESSAGE,
  startFailureDetail,
} from '../../../../shared/payments/texts';
import { arrayOf, fieldOf, object, optional, type Shape, string } from '../../../../shared/shape';
import { handleApiError } from '../../lib/api-client';
import { appStore, preferencesAtom, userAtom } from '../../lib/session';
import { renewToken } from '../../lib/session-start';
import { notifyError, notifySuccess } from '../../lib/toasts';
import { requestActivation, requestCancellation, requestSubscription } from './payment-api';

/** What the page tells the learner after a step. */
export interface PaymentNotice {
  tone: 'success' | 'error';
  text: string;
  /** Shown beside a successful activation. */
  subscriptionId?: string;
}

export type StartOutcome = { id: string } | { notice: PaymentNotice };

/** Step 1's answer: a subscription id, or the provider's {details, message, debug_id}. */
const isStartAnswer: Shape<CreateSubscriptionAnswer> = object({
  id: optional(string),
  details: optional(arrayOf(object({ issue: optional(string), description: optional(string) }))),
  message: optional(string),
  debug_id: optional(string),
});

/** The failure shape of step 1 inside an error answer, if it is one. */
function failureAnswerOf(error: unknown): CreateSubscriptionAnswer | null {
  const data = fieldOf(error, 'data');
  if (!isStartAnswer(data)) return null;
  return data.details !== undefined || data.debug_id !== undefined ? data : null;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Step 1. A failure is shown and logged (SPEC §8), with the provider's name in front. */
export async function startSubscription(providerName: string): Promise<StartOutcome> {
  const prefix = couldNotInitiateMessage(providerName);
  let answer: CreateSubscriptionAnswer;
  try {
    answer = await requestSubscription();
  } catch (error) {
    const failure = failureAnswerOf(error);
    if (!failure) {
      console.error(error);
      return { notice: { tone: 'error', text: `${prefix} ${errorText(error)}` } };
    }
    answer = failure;
  }
  if (answer.id) return { id: answer.id };
  console.error(answer);
  return { notice: { tone: 'error', text: `${prefix} ${startFailureDetail(answer)}` } };
}

/** After any change of subscription the token carries the new role and days. */
async function renewTokenReporting(): Promise<void> {
  try {
    await renewToken();
  } catch (error) {
    handleApiError(error);
  }
}

/**
 * Step 2. Success is status 201 with an order id: the token is renewed and, for the roles that
 * use the words (0, 1, 3, 4), the words and preferences are loaded again.
 */
export async function activateSubscription(
  subscriptionId: string,
  orderID?: string | null,
): Promise<PaymentNotice> {
  let activated = false;
  // An approval without a subscription id has nothing to activate.
  if (subscriptionId) {
    try {
      const response = await requestActivation(subscriptionId, orderID);
      activated = response.status === 201 && Boolean(response._data?.orderID);
    } catch (error) {
      // The server's reason (say, the subscription has ended) goes to the common error handler.
      handleApiError(error);
    }
  }
  if (!activated) {
    void notifyError(SUBSCRIPTION_NOT_ACTIVATED_MESSAGE);
    return { tone: 'error', text: activationFailedMessage(subscriptionId) };
  }
  await renewTokenReporting();
  try {
    // The words' code only after a payment went through: not part of the payment page's download.
    const { loadWordsAndPreferences } = await import('../words/state/words-store');
    await loadWordsAndPreferences();
  } catch (error) {
    handleApiError(error);
  }
  return { tone: 'success', text: SUBSCRIPTION_ACTIVATED_MESSAGE, subscriptionId };
}

/**
 * Cancel. Success is status 204: the token is renewed, and a learner left with no paid days
 * (role 5) no longer keeps words and preferences in the page. Any other status is only logged.
 */
export async function cancelSubscription(): Promise<PaymentNotice | null> {
  try {
    const response = await requestCancellation();
    if (response.status !== 204) {
      console.error(cancelNotConfirmedLog(response.status));
      return null;
    }
  } catch (error) {
    handleApiError(error);
    return null;
  }
  await renewTokenReporting();
  if (appStore.get(userAtom)?.role === Role.INACTIVE) {
    const { resetWordsState } = await import('../words/state/words-store');
    resetWordsState();
    appStore.set(preferencesAtom, null);
  }
  void notifySuccess(SUBSCRIPTION_CANCELED_MESSAGE);
  return { tone: 'success', text: SUBSCRIPTION_CANCELED_MESSAGE };
}
