// scripts/paypal-create-plan.ts against the stand-in: one product, one $2-a-month plan that our
// subscriptions can then use.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPayPalProvider } from '../../../api/src/providers/payment/paypal';
import { createPlan } from '../../../scripts/paypal-create-plan';
import { type PayPalStub, startPayPalStub } from '../../stubs/paypal';
import { APP_URL, PAYPAL } from './helpers';

let stub: PayPalStub;
beforeEach(() => {
  stub = startPayPalStub(PAYPAL);
});
afterEach(() => stub.stop());

describe('creating the PayPal plan', () => {
  it('creates the product, then an active monthly $2 plan for it', async () => {
    const { productId, planId } = await createPlan({ ...PAYPAL, baseUrl: stub.url });
    expect(productId).toMatch(/^PROD-/);
    const plan = stub.plans.get(planId);
    expect(plan).toMatchObject({
      product_id: productId,
      status: 'ACTIVE',
      billing_cycles: [
        {
          frequency: { interval_unit: 'MONTH', interval_count: 1 },
          tenure_type: 'REGULAR',
          total_cycles: 0,
          pricing_scheme: { fixed_price: { value: '2', currency_code: 'USD' } },
        },
      ],
    });

    const paypal = createPayPalProvider({ ...PAYPAL, planId, baseUrl: stub.url, appUrl: APP_URL });
    const { id } = await paypal.createSubscription({ id: 1, uuid: 'u-1', email: 'a@example.com' });
    expect(stub.subscriptions.get(id)?.plan_id).toBe(planId);
  });

  it("reports PayPal's refusal with its diagnosis", async () => {
    stub.failures.serverError = true;
    await expect(createPlan({ ...PAYPAL, baseUrl: stub.url })).rejects.toThrow(
      /refused to create the product \(HTTP 500\).*INTERNAL_SERVER_ERROR.*debug id/,
    );
  });
});
