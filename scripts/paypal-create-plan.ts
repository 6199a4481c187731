// Creates the PayPal product and the $2-a-month plan that PAYMENT_PROVIDER=paypal subscribes
// learners to, and prints the PAYPAL_PLAN_ID to set. Run once per PayPal account (sandbox first);
// running it again finds the product (by name) and the active plan (by name, of that product) it
// made before and prints the same id, and each create carries a PayPal-Request-Id, so a create
// repeated after a lost answer does not make a second one either:
//
//   PAYPAL_CLIENT_ID=… PAYPAL_CLIENT_SECRET=… [PAYPAL_API_BASE=https://api-m.paypal.com] \
//     bun scripts/paypal-create-plan.ts
//
// PAYPAL_API_BASE defaults to the sandbox, as in the server. The plan has no trial cycle on purpose:
// the free trial is the product's own, and a subscription bought during it gets a start_time at
// the trial's end. Then add a webhook in the PayPal developer dashboard pointing at
// {APP_URL}/api/payments/webhook with the events BILLING.SUBSCRIPTION.ACTIVATED, .RE-ACTIVATED,
// .UPDATED, .CANCELLED, .SUSPENDED, .EXPIRED, .PAYMENT.FAILED and PAYMENT.SALE.COMPLETED,
// .REFUNDED, .REVERSED, and set its id as PAYPAL_WEBHOOK_ID.

import { isCreated, isPlanPage, isProductPage } from '../api/src/providers/payment/paypal-answers';
import {
  createPayPalClient,
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

type PayPalApi = ReturnType<typeof createPayPalClient>;

interface ListItem {
  id?: string;
  name?: string;
  status?: string;
}

/** The items of a list page; an answer that is not one reads as an empty page. */
function listOf(key: 'products' | 'plans', body: unknown): ListItem[] {
  if (key === 'products') return isProductPage(body) ? body.products : [];
  return isPlanPage(body) ? body.plans : [];
}

/** PayPal's answer when it is not the expected one, with its own diagnosis. */
function refusal(what: string, answer: { status: number; body: unknown }) {
  const error = paypalError(answer.body);
  return new Error(
    `PayPal refused to ${what} (HTTP ${answer.status}): ${error.message ?? ''} ` +
      `${error.issue ?? ''} ${error.description ?? ''} (debug id ${error.debugId ?? 'none'})`,
  );
}

async function createOne(api: PayPalApi, what: string, path: string, body: object, requestId: string) {
  const answer = await api.call('POST', path, body, { requestId });
  if ((answer.status === 201 || answer.status === 200) && isCreated(answer.body)) return answer.body.id;
  throw refusal(`create the ${what}`, answer);
}

/** PayPal's list pages (at most 20 items each) until `pick` finds one or the list ends. */
async function findListed(
  api: PayPalApi,
  what: string,
  path: string,
  key: 'products' | 'plans',
  pick: (item: ListItem) => boolean,
): Promise<string | undefined> {
  for (let page = 1; page <= 100; page += 1) {
    const separator = path.includes('?') ? '&' : '?';
    const answer = await api.call('GET', `${path}${separator}page_size=20&page=${page}`);
    if (answer.status !== 200) throw refusal(`list the ${what}`, answer);
    const list = listOf(key, answer.body);
    const found = list.find(pick);
    if (found) return found.id;
    if (list.length < 20) return undefined;
  }
  return undefined;
}

export async function createPlan(
  connection: PayPalConnection,
): Promise<{ productId: string; planId: string; created: boolean }> {
  const api = createPayPalClient(connection);
  const isProduct = (item: ListItem) => item.name === PRODUCT.name;
  let productId = await findListed(api, 'products', '/v1/catalogs/products', 'products', isProduct);
  let created = false;
  if (!productId) {
    productId = await createOne(api, 'product', '/v1/catalogs/products', PRODUCT, 'wordhoard-product');
    created = true;
  }
  const plan = planFor(productId);
  const isPlan = (item: ListItem) => item.name === plan.name && item.status === 'ACTIVE';
  const plansPath = `/v1/billing/plans?product_id=${encodeURIComponent(productId)}`;
  let planId = await findListed(api, 'plans', plansPath, 'plans', isPlan);
  if (!planId) {
    planId = await createOne(api, 'plan', '/v1/billing/plans', plan, `wordhoard-plan-${productId}`);
    created = true;
  }
  return { productId, planId, created };
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
    const { productId, planId, created } = await createPlan({ baseUrl, clientId, clientSecret });
    console.log(`Product ${productId} and plan ${planId} ${created ? 'created' : 'found'} at ${baseUrl}.`);
    console.log(`PAYPAL_PLAN_ID=${planId}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
