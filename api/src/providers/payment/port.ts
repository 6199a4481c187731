// The payment port: the payments module starts, verifies and cancels subscriptions and checks
// webhook signatures without knowing who handles the money.
import type { PaymentProviderName } from '../../../../shared/payments/texts';
import { AppError, conflict, invalid, notFound } from '../../errors';

export type { PaymentProviderName };

export interface PaymentUser {
  id: number;
  uuid: string;
  email: string;
}

export interface CreateSubscriptionOptions {
  /** When billing starts (epoch ms), if later than now: a subscription bought during the trial. */
  billingStartsAt?: number;
  /**
   * The same for every try of one checkout, so a create repeated after a time-out or a failure
   * answers the subscription the first try made instead of a second one.
   */
  attemptKey?: string;
}

/** The provider's statuses of a subscription (PayPal's words). */
export type ProviderStatus =
  | 'APPROVAL_PENDING'
  | 'APPROVED'
  | 'ACTIVE'
  | 'SUSPENDED'
  | 'CANCELLED'
  | 'EXPIRED';

/**
 * A subscription as the provider keeps it, read back with GET /v1/billing/subscriptions/{id}:
 * the truth the subscription rows follow, whatever order its events came in.
 */
export interface SubscriptionSnapshot {
  status: ProviderStatus;
  /** The learner's uuid it was made for (PayPal's custom_id). */
  customId?: string;
  /** Whether it is a subscription to our plan. */
  ofOurPlan: boolean;
  /** Epoch ms of its last status change (PayPal's status_update_time, whole seconds). */
  statusUpdatedAt?: number;
  /** Epoch ms of the next charge (billing_info.next_billing_time). */
  nextBillingTime?: number;
  /** Epoch ms of the last payment (billing_info.last_payment.time). */
  lastPaymentAt?: number;
  orderId?: string;
}

export interface ApprovedSubscription extends SubscriptionSnapshot {
  status: 'ACTIVE' | 'APPROVED';
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Step 1: a subscription waiting for the learner's approval. */
  createSubscription(user: PaymentUser, options?: CreateSubscriptionOptions): Promise<{ id: string }>;
  /**
   * Step 2: resolves only for a subscription of this user, of our plan, approved or active.
   * Throws 404 (unknown or another user's), 422 (another plan) or 409 (not approved).
   */
  verifyApproved(subscriptionId: string, user: PaymentUser): Promise<ApprovedSubscription>;
  /** Reads the subscription back from the provider. Throws 404 for an unknown id, 503 when it cannot tell. */
  readSubscription(subscriptionId: string): Promise<SubscriptionSnapshot>;
  /**
   * Stops future charges; resolves only once the provider confirmed it. Throws 404 for an unknown
   * id, 409 for one that is no longer active or suspended, 503 when the cancel is not confirmed.
   */
  cancel(subscriptionId: string, reason: string): Promise<void>;
  /** Whether a webhook call really comes from the provider. */
  verifyWebhook(headers: Record<string, string | undefined>, rawBody: string): Promise<boolean>;
}

/** Every provider call gives up after this long, so a stalled service never holds a learner's request. */
export const PAYMENT_TIMEOUT_MS = 5_000;

/**
 * A provider failure that carries the provider's own diagnosis, so step 1 can answer the shape the
 * payment page reads: {details: [{issue, description}], message, debug_id}.
 */
export class PaymentFailure extends AppError {
  constructor(
    status: number,
    code: string,
    message: string,
    readonly issue?: string,
    readonly description?: string,
    readonly debugId?: string,
    headers: Record<string, string> = {},
  ) {
    super(status, code, message, headers);
    this.name = 'PaymentFailure';
  }
}

export const subscriptionNotFound = () =>
  notFound('This subscription was not found among yours.', 'subscription_not_found');

export const subscriptionOfAnotherPlan = () =>
  invalid('This subscription is not for the Wordhoard plan.', 'subscription_wrong_plan');

export const subscriptionNotApproved = (status: string) =>
  conflict(
    `This subscription is not approved (its status is ${status}). Please subscribe again.`,
    'subscription_not_approved',
  );

export const subscriptionNotCancellable = () =>
  conflict('This subscription is no longer active.', 'subscription_not_cancellable');
