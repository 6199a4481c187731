// The catalog part of the PayPal stand-in, as scripts/paypal-create-plan.ts uses it: products
// (POST and GET /v1/catalogs/products) and plans (POST and GET /v1/billing/plans), with PayPal's
// paging (page, page_size) and plans filtered by product_id.
import { type Fields, invalidRequest, json, newId, notFound, paypalNow } from './paypal-shapes';

/** PayPal's list pages: 1-based `page` of `page_size` items (10 unless asked). */
function pageOf<T>(items: T[], query: URLSearchParams) {
  const size = Number(query.get('page_size') ?? 10);
  const page = Number(query.get('page') ?? 1);
  const total = Math.ceil(items.length / size);
  return { items: items.slice((page - 1) * size, page * size), total };
}

export function createCatalog() {
  const products = new Map<string, Fields>();
  const plans = new Map<string, Fields>();
  return {
    products,
    plans,
    createProduct(body: Fields): Response {
      if (typeof body.name !== 'string' || !['PHYSICAL', 'DIGITAL', 'SERVICE'].includes(String(body.type))) {
        return invalidRequest('MISSING_REQUIRED_PARAMETER', 'name and type');
      }
      const id = typeof body.id === 'string' ? body.id : newId('PROD-');
      if (products.has(id)) return invalidRequest('DUPLICATE_RESOURCE_IDENTIFIER', 'id');
      const product = { ...body, id, create_time: paypalNow() };
      products.set(id, product);
      return json(product, 201);
    },
    listProducts(query: URLSearchParams): Response {
      const { items, total } = pageOf([...products.values()], query);
      const elements = items.map(({ id, name, description, create_time }) => ({
        id,
        name,
        description,
        create_time,
      }));
      return json({ products: elements, total_items: products.size, total_pages: total, links: [] });
    },
    createPlan(body: Fields): Response {
      if (!products.has(String(body.product_id))) return notFound('product_id');
      const cycles = body.billing_cycles;
      if (!Array.isArray(cycles) || cycles.length === 0 || typeof body.payment_preferences !== 'object') {
        return invalidRequest('MISSING_REQUIRED_PARAMETER', 'billing_cycles and payment_preferences');
      }
      const plan = { ...body, id: newId('P-'), status: body.status ?? 'CREATED', create_time: paypalNow() };
      plans.set(plan.id, plan);
      return json(plan, 201);
    },
    listPlans(query: URLSearchParams): Response {
      const productId = query.get('product_id');
      const matching = [...plans.values()].filter((plan) => !productId || plan.product_id === productId);
      const { items, total } = pageOf(matching, query);
      // Without Prefer: return=representation PayPal lists each plan's summary only.
      const summaries = items.map(({ id, product_id, name, status, description, create_time }) => ({
        id,
        product_id,
        name,
        status,
        description,
        create_time,
      }));
      return json({ plans: summaries, total_items: matching.length, total_pages: total, links: [] });
    },
  };
}
