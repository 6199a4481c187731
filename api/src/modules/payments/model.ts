// Request shapes of the subscription calls, and the answer step 1 gives when it fails.
import { t } from 'elysia';
import type { ApiError, CreateSubscriptionAnswer } from '../../../../shared/api';
import { PROVIDER_DISPLAY_NAMES, SUBSCRIBE_NOW } from '../../../../shared/payments/texts';
import type { AppDeps } from '../../deps';
import type { AppError } from '../../errors';
import { PaymentFailure } from '../../providers/payment/port';

/** Provider ids look like PayPal's 'I-BW452GLLEP1G'; anything else never reaches the database or a URL. */
const PROVIDER_ID = '^[A-Za-z0-9-]{1,64}$';

export const startBody = t.Object({ userAction: t.Literal(SUBSCRIBE_NOW) });
export const activateParams = t.Object({ id: t.String({ pattern: PROVIDER_ID }) });
/** Step 2 has no body (SPEC §7); a page may pass on the orderID its provider button gave it. */
export const activateBody = t.Optional(t.Object({ orderID: t.Optional(t.String({ pattern: PROVIDER_ID })) }));

/** Not in SPEC §7: what the payment page needs to show the right button (the client id is public). */
export const PAYMENT_SETTINGS_PATH = '/payments/settings';
export interface PaymentSettingsAnswer {
  provider: keyof typeof PROVIDER_DISPLAY_NAMES;
  providerName: string;
  testMode: boolean;
  /** PayPal's public client id for its script; null in test mode. */
  clientId: string | null;
}

export const paymentSettings = (deps: AppDeps): PaymentSettingsAnswer => ({
  provider: deps.payment.name,
  providerName: PROVIDER_DISPLAY_NAMES[deps.payment.name],
  testMode: deps.payment.name === 'local',
  clientId: deps.payment.name === 'paypal' ? (deps.config.payment.paypalClientId ?? null) : null,
});

/**
 * Step 1's failure (SPEC §3, §8): {details: [{issue, description}], message, debug_id}, plus our
 * usual `code`. The provider's own diagnosis when it gave one; otherwise ours, under a debug id
 * that is logged for server-side failures so an administrator can find the cause.
 */
export function startFailure(error: AppError): Required<Omit<CreateSubscriptionAnswer, 'id'>> & ApiError {
  const failure = error instanceof PaymentFailure ? error : undefined;
  const debugId = failure?.debugId ?? crypto.randomUUID().replaceAll('-', '').slice(0, 13);
  if (error.status >= 500)
    console.warn(`Subscription could not start (debug id ${debugId}): ${error.message}`);
  return {
    code: error.code,
    message: error.message,
    details: [
      {
        issue: failure?.issue ?? error.code.toUpperCase(),
        description: failure?.description ?? error.message,
      },
    ],
    debug_id: debugId,
  };
}
