// Every PayPal answer the app reads, declared once as a TypeBox schema (PayPal's REST reference:
// https://developer.paypal.com/api/rest/). Fields PayPal adds and the app does not read are allowed.
import { answerShape, Type } from '../answer-shape';

/** POST /v1/oauth2/token */
export const isTokenAnswer = answerShape(
  Type.Object({
    access_token: Type.String({ minLength: 1 }),
    expires_in: Type.Number({ exclusiveMinimum: 0 }),
  }),
);

/** A created resource: a subscription, a catalog product, a plan. */
export const isCreated = answerShape(Type.Object({ id: Type.String({ minLength: 1 }) }));

export const SUBSCRIPTION_STATUSES = [
  'APPROVAL_PENDING',
  'APPROVED',
  'ACTIVE',
  'SUSPENDED',
  'CANCELLED',
  'EXPIRED',
] as const;

/** GET /v1/billing/subscriptions/{id} */
export const isSubscription = answerShape(
  Type.Object({
    id: Type.String({ minLength: 1 }),
    status: Type.Union(SUBSCRIPTION_STATUSES.map((status) => Type.Literal(status))),
    plan_id: Type.String({ minLength: 1 }),
    custom_id: Type.Optional(Type.String()),
    status_update_time: Type.Optional(Type.String()),
    billing_info: Type.Optional(
      Type.Object({
        next_billing_time: Type.Optional(Type.String()),
        last_payment: Type.Optional(Type.Object({ time: Type.String() })),
      }),
    ),
  }),
);

/** POST /v1/notifications/verify-webhook-signature */
export const isVerification = answerShape(
  Type.Object({ verification_status: Type.Union([Type.Literal('SUCCESS'), Type.Literal('FAILURE')]) }),
);

/** PayPal's error answer: {name, message, debug_id, details: [{issue, description}]}. */
export const isPayPalError = answerShape(
  Type.Object({
    name: Type.Optional(Type.String()),
    message: Type.Optional(Type.String()),
    debug_id: Type.Optional(Type.String()),
    details: Type.Optional(
      Type.Array(
        Type.Object({ issue: Type.Optional(Type.String()), description: Type.Optional(Type.String()) }),
      ),
    ),
  }),
);

/** A page of GET /v1/catalogs/products or /v1/billing/plans (scripts/paypal-create-plan.ts). */
const listItem = Type.Object({
  id: Type.Optional(Type.String()),
  name: Type.Optional(Type.String()),
  status: Type.Optional(Type.String()),
});
export const isProductPage = answerShape(Type.Object({ products: Type.Array(listItem) }));
export const isPlanPage = answerShape(Type.Object({ plans: Type.Array(listItem) }));

/** A JSON object: what a webhook event must be before its signature is checked. */
export const isJsonObject = answerShape(Type.Object({}));
