// PayPal Subscriptions API v1 (https://developer.paypal.com/docs/api/subscriptions/v1/):
// create → POST /v1/billing/subscriptions, verify and read back → GET /v1/billing/subscriptions/{id},
// cancel → POST /v1/billing/subscriptions/{id}/cancel, and webhook signatures through
// POST /v1/notifications/verify-webhook-signature. custom_id carries our user's uuid, so a
// subscription approved by someone else can never activate this account.
//
// Decisions:
// - A cancel is done only when PayPal answers 204, or when a follow-up GET shows the subscription
//   CANCELLED: any other answer, a time-out included, is checked with PayPal before the learner is
//   told anything, so the app never shows cancelled what PayPal keeps billing, nor the reverse.
// - The signature check sends PayPal the webhook event exactly as PayPal sent it: the signature
//   covers those bytes, and a re-serialised event (other spacing, escapes, number forms) differs.
// - return_url and cancel_url (required by PayPal's schema) lead back to the payment page.
import { PAYMENT_PAGE_PATH } from '../../../../shared/app';
import { CANCEL_NOT_CONFIRMED_MESSAGE } from '../../../../shared/payments/failures';
import { isCreated, isJsonObject, isSubscription, isVerification } from './paypal-answers';
import {
  badAnswer,
  createPayPalClient,
  type PayPalAnswer,
  type PayPalConnection,
  paypalError,
  paypalFailed,
  RawJson,
} from './paypal-client';
import {
  type ApprovedSubscription,
  PaymentFailure,
  type PaymentProvider,
  type SubscriptionSnapshot,
  subscriptionNotApproved,
  subscriptionNotCancellable,
  subscriptionNotFound,
  subscriptionOfAnotherPlan,
} from './port';

export interface PayPalOptions extends PayPalConnection {
  planId: string;
  webhookId: string;
  /** The app's public URL: PayPal's return and cancel links lead to its payment page. */
  appUrl: string;
}

/** The headers PayPal signs each webhook delivery with, by the field name the verification wants. */
const SIGNATURE_HEADERS = {
  auth_algo: 'paypal-auth-algo',
  cert_url: 'paypal-cert-url',
  transmission_id: 'paypal-transmission-id',
  transmission_sig: 'paypal-transmission-sig',
  transmission_time: 'paypal-transmission-time',
} as const;

/** PayPal wants Internet date-time without milliseconds. */
const paypalTime = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

const subscriptionPath = (id: string) => `/v1/billing/subscriptions/${encodeURIComponent(id)}`;

/** PayPal refused our request (a 4xx): its own diagnosis goes to the payment page. */
function refused(answer: PayPalAnswer) {
  // Busy (429) or failing (5xx) is not a refusal: the learner may try again.
  if (answer.status >= 500 || answer.status < 400 || answer.status === 429) return paypalFailed(answer);
  const error = paypalError(answer.body);
  return new PaymentFailure(
    502,
    'payment_refused',
    error.message ?? `The payment service (PayPal) refused the request (HTTP ${answer.status}).`,
    error.issue ?? error.name,
    error.description,
    error.debugId,
  );
}

const cancelNotConfirmed = () =>
  new PaymentFailure(503, 'cancel_not_confirmed', CANCEL_NOT_CONFIRMED_MESSAGE);

/** PayPal's date-time as epoch ms; undefined when absent or unreadable. */
function timeOf(value: string | undefined): number | undefined {
  const parsed = value === undefined ? Number.NaN : Date.parse(value);
  return Number.isFinite(parsed) ? parsed : undefined;
}

function snapshotOf(body: unknown, planId: string): SubscriptionSnapshot {
  if (!isSubscription(body)) throw badAnswer();
  return {
    status: body.status,
    customId: body.custom_id,
    ofOurPlan: body.plan_id === planId,
    statusUpdatedAt: timeOf(body.status_update_time),
    nextBillingTime: timeOf(body.billing_info?.next_billing_time),
    lastPaymentAt: timeOf(body.billing_info?.last_payment?.time),
  };
}

export function createPayPalProvider(options: PayPalOptions): PaymentProvider {
  const api = createPayPalClient(options);
  const paymentPage = `${options.appUrl.replace(/\/+$/, '')}${PAYMENT_PAGE_PATH}`;

  /** The subscription as PayPal keeps it now: 404 when PayPal does not know it, 503 when it fails. */
  async function readSubscription(subscriptionId: string): Promise<SubscriptionSnapshot> {
    const answer = await api.call('GET', subscriptionPath(subscriptionId));
    if (answer.status === 404) throw subscriptionNotFound();
    if (answer.status !== 200) throw paypalFailed(answer);
    return snapshotOf(answer.body, options.planId);
  }

  /** PayPal's status of a subscription now, or undefined when it cannot tell (unknown, failing). */
  async function statusOf(subscriptionId: string): Promise<string | undefined> {
    try {
      return (await readSubscription(subscriptionId)).status;
    } catch {
      return undefined;
    }
  }

  /** After an answer that is not PayPal's 204 (a time-out included): done only if PayPal says so. */
  async function confirmCancelled(subscriptionId: string, failure: Error): Promise<void> {
    const status = await statusOf(subscriptionId);
    if (status === 'CANCELLED') return;
    if (status === 'EXPIRED') throw subscriptionNotCancellable();
    throw failure;
  }

  return {
    name: 'paypal',

    async createSubscription(user, { billingStartsAt, attemptKey } = {}) {
      const body = {
        plan_id: options.planId,
        custom_id: user.uuid,
        // Bought during the trial: the first charge waits until the trial ends.
        ...(billingStartsAt === undefined ? {} : { start_time: paypalTime(billingStartsAt) }),
        application_context: {
          shipping_preference: 'NO_SHIPPING',
          user_action: 'SUBSCRIBE_NOW',
          return_url: paymentPage,
          cancel_url: paymentPage,
        },
      };
      const requestId = attemptKey ? `wordhoard-subscription-${attemptKey}` : undefined;
      const answer = await api.call('POST', '/v1/billing/subscriptions', body, { requestId });
      if (answer.status !== 201 && answer.status !== 200) throw refused(answer);
      if (!isCreated(answer.body) || !/^[A-Za-z0-9-]{1,64}$/.test(answer.body.id)) throw badAnswer();
      return { id: answer.body.id };
    },

    readSubscription,

    async verifyApproved(subscriptionId, user): Promise<ApprovedSubscription> {
      const subscription = await readSubscription(subscriptionId);
      if (subscription.customId !== user.uuid) throw subscriptionNotFound();
      if (!subscription.ofOurPlan) throw subscriptionOfAnotherPlan();
      const { status } = subscription;
      if (status !== 'ACTIVE' && status !== 'APPROVED') throw subscriptionNotApproved(status);
      return { ...subscription, status };
    },

    async cancel(subscriptionId, reason) {
      let answer: PayPalAnswer;
      try {
        // A fresh PayPal-Request-Id each time: a cancel tried again after one PayPal did not
        // carry out must be carried out, not answered from PayPal's memory of the first.
        answer = await api.call('POST', `${subscriptionPath(subscriptionId)}/cancel`, {
          reason: reason.slice(0, 128),
        });
      } catch (error) {
        // A time-out or a lost connection: PayPal may have cancelled all the same.
        return confirmCancelled(subscriptionId, error instanceof Error ? error : cancelNotConfirmed());
      }
      if (answer.status === 204) return;
      if (answer.status === 404) throw subscriptionNotFound();
      if (answer.status === 422 && paypalError(answer.body).issue === 'SUBSCRIPTION_STATUS_INVALID') {
        throw subscriptionNotCancellable();
      }
      // Another 2xx (PayPal documents only 204) or a failure: ask PayPal what became of it.
      const failure =
        answer.status >= 200 && answer.status < 300 ? cancelNotConfirmed() : paypalFailed(answer);
      return confirmCancelled(subscriptionId, failure);
    },

    async verifyWebhook(headers, rawBody) {
      const signature: Record<string, string> = {};
      for (const [name, header] of Object.entries(SIGNATURE_HEADERS)) {
        const value = headers[header]?.trim();
        if (!value) return false;
        signature[name] = value;
      }
      let event: unknown;
      try {
        event = JSON.parse(rawBody);
      } catch {
        return false;
      }
      if (!isJsonObject(event)) return false;
      // The fields as JSON, then the event's own bytes as its value.
      const fields = JSON.stringify({ ...signature, webhook_id: options.webhookId });
      const body = new RawJson(`${fields.slice(0, -1)},"webhook_event":${rawBody}}`);
      const answer = await api.call('POST', '/v1/notifications/verify-webhook-signature', body);
      // A 400 means the signature fields themselves are malformed: not PayPal's delivery.
      if (answer.status === 400) return false;
      if (answer.status !== 200) throw paypalFailed(answer);
      if (!isVerification(answer.body)) throw badAnswer();
      return answer.body.verification_status === 'SUCCESS';
    },
  };
}
