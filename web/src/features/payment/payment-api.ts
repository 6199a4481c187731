// The subscription calls of SPEC §7, typed by shared/api.ts. Steps 2 and cancel answer their raw
// response: the page decides by the status (201, 204), as the spec says.
import {
  type ActivateSubscriptionAnswer,
  type CreateSubscriptionAnswer,
  type PaymentSettingsAnswer,
  paths,
} from '../../../../shared/api';
import { SUBSCRIBE_NOW } from '../../../../shared/payments/texts';
import { api } from '../../lib/api-client';

export const fetchPaymentSettings = () => api<PaymentSettingsAnswer>(paths.paymentSettings);

/** Step 1: a subscription waiting for approval, or the provider's failure shape. */
export const requestSubscription = () =>
  api<CreateSubscriptionAnswer>(paths.createSubscription, {
    method: 'POST',
    body: { userAction: SUBSCRIBE_NOW },
  });

/** Step 2, after approval. The provider's button may hand over an order id; test mode has none. */
export const requestActivation = (subscriptionId: string, orderID?: string | null) =>
  api.raw<ActivateSubscriptionAnswer>(paths.activateSubscription(subscriptionId), {
    method: 'POST',
    body: orderID ? { orderID } : undefined,
  });

export const requestCancellation = () => api.raw(paths.cancelSubscription, { method: 'POST' });

/** Brings the learner's subscriptions to what the provider keeps, before the status is shown. */
export const syncSubscriptions = () => api(paths.paymentSync, { method: 'POST' });
