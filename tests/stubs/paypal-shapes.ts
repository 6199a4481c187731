// PayPal's answer shapes for the stand-in (tests/stubs/paypal.ts): ids, the error body
// {name, message, debug_id, details: [{issue, description}]}, and the stand-in's signature.
import { createHash } from 'node:crypto';

export interface StubSubscription {
  id: string;
  plan_id: string;
  custom_id?: string;
  status: 'APPROVAL_PENDING' | 'APPROVED' | 'ACTIVE' | 'SUSPENDED' | 'CANCELLED' | 'EXPIRED';
  start_time: string;
  create_time: string;
}

export type Fields = Record<string, unknown>;

export const debugId = () => crypto.randomUUID().replaceAll('-', '').slice(0, 13);
export const newId = (prefix: string) =>
  `${prefix}${crypto.randomUUID().replaceAll('-', '').slice(0, 13).toUpperCase()}`;
export const json = (body: unknown, status = 200) => Response.json(body, { status });
/** PayPal's date-time: Internet format without milliseconds. */
export const paypalNow = () => new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');

export const paypalError = (
  status: number,
  name: string,
  message: string,
  issue: string,
  description: string,
) => json({ name, message, debug_id: debugId(), details: [{ issue, description }], links: [] }, status);

export const notFound = (description = 'Requested resource ID was not found.') =>
  paypalError(
    404,
    'RESOURCE_NOT_FOUND',
    'The specified resource does not exist.',
    'INVALID_RESOURCE_ID',
    description,
  );

export const invalidRequest = (issue: string, description: string) =>
  paypalError(
    400,
    'INVALID_REQUEST',
    'Request is not well-formed, syntactically incorrect, or violates schema.',
    issue,
    description,
  );

export const unprocessable = (issue: string, description: string) =>
  paypalError(
    422,
    'UNPROCESSABLE_ENTITY',
    'The requested action could not be performed.',
    issue,
    description,
  );

export const internalError = () =>
  paypalError(
    500,
    'INTERNAL_SERVER_ERROR',
    'An internal server error has occurred.',
    'INTERNAL_SERVER_ERROR',
    'An internal server error has occurred.',
  );

/**
 * PayPal signs each delivery with its private key; the stand-in uses a SHA-256 over the same
 * inputs, so any change to the event or the transmission headers fails verification.
 */
export function stubSignature(
  transmissionId: string,
  time: string,
  webhookId: string,
  event: unknown,
): string {
  return createHash('sha256')
    .update(`${transmissionId}|${time}|${webhookId}|${JSON.stringify(event)}`)
    .digest('base64');
}

const SIGNATURE_FIELDS = [
  'auth_algo',
  'cert_url',
  'transmission_id',
  'transmission_sig',
  'transmission_time',
  'webhook_id',
];

/** POST /v1/notifications/verify-webhook-signature. */
export function verifySignature(body: Fields, webhookId: string, forceFailure: boolean): Response {
  for (const name of SIGNATURE_FIELDS) {
    if (typeof body[name] !== 'string' || body[name] === '')
      return invalidRequest('MISSING_REQUIRED_PARAMETER', name);
  }
  if (typeof body.webhook_event !== 'object' || body.webhook_event === null) {
    return invalidRequest('MISSING_REQUIRED_PARAMETER', 'webhook_event');
  }
  const expected = stubSignature(
    String(body.transmission_id),
    String(body.transmission_time),
    webhookId,
    body.webhook_event,
  );
  const valid = body.webhook_id === webhookId && body.transmission_sig === expected;
  return json({ verification_status: valid && !forceFailure ? 'SUCCESS' : 'FAILURE' });
}

/** POST /v1/catalogs/products and POST /v1/billing/plans, as scripts/paypal-create-plan.ts uses them. */
export function createCatalog() {
  const products = new Set<string>();
  const plans = new Map<string, Fields>();
  return {
    plans,
    createProduct(body: Fields): Response {
      if (typeof body.name !== 'string' || !['PHYSICAL', 'DIGITAL', 'SERVICE'].includes(String(body.type))) {
        return invalidRequest('MISSING_REQUIRED_PARAMETER', 'name and type');
      }
      const product = { ...body, id: newId('PROD-'), create_time: paypalNow() };
      products.add(product.id);
      return json(product, 201);
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
  };
}
