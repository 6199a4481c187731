// Creates the PayPal product and the $2-a-month plan that PAYMENT_PROVIDER=paypal subscribes
// learners to, and prints the PAYPAL_PLAN_ID to set. Run once per PayPal account (sandbox first):
//
//   PAYPAL_CLIENT_ID=… PAYPAL_CLIENT_SECRET=… [PAYPAL_API_BASE=https://api-m.paypal.com] \
//     bun scripts/paypal-create-plan.ts
//
// PAYPAL_API_BASE defaults to the sandbox, as in the server. The plan has no trial cycle on purpose:
// the free trial is the product's own, and a subscription bought during it gets a start_time at
// the trial's end. Then add a webhook in the PayPal developer dashboard pointing at
// {APP_URL}/api/payments/webhook with the events BILLING.SUBSCRIPTION.ACTIVATED, .CANCELLED,
// .SUSPENDED, .EXPIRED, .PAYMENT.FAILED and PAYMENT.SALE.COMPLETED, and set its id as
// PAYPAL_WEBHOOK_ID.

import {
  createPayPalClient,
  field,
  type PayPalConnection,
  paypalError,
} from '../api/src/providers/payment/paypal-client';
import { PRICE_USD } from '../shared/accounts/roles';

export const PRODUCT = {
  name: 'Wordhoard',
  description: 'Save words while you read, memorize them and test yourself.',
  type: 'SERVICE',
  category: 'SOFTWARE',
};

export function planFor(productId: string) {
  return {
    product_id: productId,
    name: 'Wordhoard monthly',
    description: `Wordhoard, $${PRICE_USD} per month`,
    status: 'ACTIVE',
    billing_cycles: [
      {
        frequency: { interval_unit: 'MONTH', interval_count: 1 },
        tenure_type: 'REGULAR',
        sequence: 1,
        total_cycles: 0, // renews until cancelled
        pricing_scheme: { fixed_price: { value: String(PRICE_USD), currency_code: 'USD' } },
      },
    ],
    payment_preferences: {
      auto_bill_outstanding: true,
      setup_fee: { value: '0', currency_code: 'USD' },
      setup_fee_failure_action: 'CONTINUE',
      // PayPal retries a failed charge, then suspends the subscription (a SUSPENDED webhook).
      payment_failure_threshold: 3,
    },
  };
}

async function createOne(
  api: ReturnType<typeof createPayPalClient>,
  what: string,
  path: string,
  body: object,
) {
  const answer = await api.call('POST', path, body);
  const id = field(answer.body, 'id', 'string');
  if ((answer.status === 201 || answer.status === 200) && id) return id;
  const error = paypalError(answer.body);
  throw new Error(
    `PayPal refused to create the ${what} (HTTP ${answer.status}): ${error.message ?? ''} ` +
      `${error.issue ?? ''} ${error.description ?? ''} (debug id ${error.debugId ?? 'none'})`,
  );
}

export async function createPlan(
  connection: PayPalConnection,
): Promise<{ productId: string; planId: string }> {
  const api = createPayPalClient(connection);
  const productId = await createOne(api, 'product', '/v1/catalogs/products', PRODUCT);
  const planId = await createOne(api, 'plan', '/v1/billing/plans', planFor(productId));
  return { productId, planId };
}

if (import.meta.main) {
  const clientId = process.env.PAYPAL_CLIENT_ID?.trim();
  const clientSecret = process.env.PAYPAL_CLIENT_SECRET?.trim();
  if (!clientId || !clientSecret) {
    console.error('Set PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET (from the PayPal developer dashboard).');
    process.exit(1);
  }
  const baseUrl = process.env.PAYPAL_API_BASE?.trim() || 'https://api-m.sandbox.paypal.com';
  try {
    const { productId, planId } = await createPlan({ baseUrl, clientId, clientSecret });
    console.log(`Product ${productId} and plan ${planId} created at ${baseUrl}.`);
    console.log(`PAYPAL_PLAN_ID=${planId}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
