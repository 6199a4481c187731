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
      /refused to list the products \(HTTP 500\).*INTERNAL_SERVER_ERROR.*debug id/,
    );
  });
});

describe('running the plan script again', () => {
  it('re-running the plan script finds the product and plan it made before instead of duplicating them', async () => {
    const first = await createPlan({ ...PAYPAL, baseUrl: stub.url });
    const again = await createPlan({ ...PAYPAL, baseUrl: stub.url });
    expect(again).toEqual({ productId: first.productId, planId: first.planId, created: false });
    expect(stub.products.size).toBe(1);
    expect(stub.plans.size).toBe(1);
  });

  it('finds them beyond the first page of PayPal’s lists', async () => {
    for (let i = 0; i < 25; i += 1) {
      stub.products.set(`PROD-OTHER${i}`, { id: `PROD-OTHER${i}`, name: `Other ${i}` });
    }
    const first = await createPlan({ ...PAYPAL, baseUrl: stub.url });
    const again = await createPlan({ ...PAYPAL, baseUrl: stub.url });
    expect(again.productId).toBe(first.productId);
    expect(stub.products.size).toBe(26);
  });
});
