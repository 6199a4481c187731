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

export interface ApprovedSubscription {
  status: 'ACTIVE' | 'APPROVED';
  orderId?: string;
  /** Epoch ms of the next charge, when the provider tells it. */
  nextBillingTime?: number;
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
