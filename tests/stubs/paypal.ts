// Stand-in for the parts of PayPal's REST API the payment adapter uses, keeping subscription state:
// - POST /v1/oauth2/token (Basic client id:secret, grant_type=client_credentials)
//   → {access_token, token_type, expires_in}; 401 {error: 'invalid_client', error_description}
// - POST /v1/billing/subscriptions {plan_id, custom_id, start_time?, application_context}
//   → 201 {id: 'I-…', status: 'APPROVAL_PENDING', links: [{rel: 'approve', …}]}
// - GET /v1/billing/subscriptions/{id} → {id, plan_id, custom_id, status, billing_info}
// - POST /v1/billing/subscriptions/{id}/cancel {reason} → 204
// - POST /v1/notifications/verify-webhook-signature → {verification_status: SUCCESS | FAILURE}
// - POST /v1/catalogs/products and POST /v1/billing/plans, for scripts/paypal-create-plan.ts
// Errors have PayPal's shape {name, message, debug_id, details: [{issue, description}]}.
// The buyer's approval in PayPal's window is `approve(id)`. Signatures are a stand-in too: a
// SHA-256 over the transmission fields and the event, made by `signatureHeaders(event)`.
import type { Server } from 'bun';
import {
  createCatalog,
  debugId,
  type Fields,
  internalError,
  invalidRequest,
  json,
  newId,
  notFound,
  paypalNow,
  type StubSubscription,
  stubSignature,
  unprocessable,
  verifySignature,
} from './paypal-shapes';

export type { StubSubscription };

export interface PayPalStubOptions {
  clientId: string;
  clientSecret: string;
  planId: string;
  webhookId: string;
  /** expires_in of each token, in seconds (PayPal: about 9 hours). */
  tokenLifetimeS?: number;
}

export interface RecordedCall {
  method: string;
  path: string;
  headers: Headers;
  /** Parsed JSON, or the raw text. */
  body: unknown;
}

export interface PayPalFailures {
  /** Every token request answers 401 invalid_client. */
  oauthUnauthorized: boolean;
  /** The next subscription creations answer this status and body. */
  create: { status: number; body: unknown } | null;
  /** Every signature verification answers FAILURE. */
  webhookSignature: 'SUCCESS' | 'FAILURE';
  /** Delay before each answer, to test time-outs. */
  delayMs: number;
  /** Every call but the token request answers 500 INTERNAL_SERVER_ERROR. */
  serverError: boolean;
}

export function startPayPalStub(options: PayPalStubOptions) {
  const subscriptions = new Map<string, StubSubscription>();
  const tokens = new Set<string>();
  const catalog = createCatalog();
  const calls: RecordedCall[] = [];
  const failures: PayPalFailures = {
    oauthUnauthorized: false,
    create: null,
    webhookSignature: 'SUCCESS',
    delayMs: 0,
    serverError: false,
  };

  function token(headers: Headers, text: string): Response {
    const expected = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`;
    if (failures.oauthUnauthorized || headers.get('authorization') !== expected) {
      return json({ error: 'invalid_client', error_description: 'Client Authentication failed' }, 401);
    }
    if (new URLSearchParams(text).get('grant_type') !== 'client_credentials') {
      return json({ error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' }, 400);
    }
    const accessToken = newId('A21AA');
    tokens.add(accessToken);
    return json({
      scope: 'https://uri.paypal.com/services/subscriptions',
      access_token: accessToken,
      token_type: 'Bearer',
      app_id: 'APP-80W284485P519543T',
      expires_in: options.tokenLifetimeS ?? 32_400,
      nonce: debugId(),
    });
  }

  function create(body: Fields): Response {
    if (failures.create) return json(failures.create.body, failures.create.status);
    if (body.plan_id !== options.planId && !catalog.plans.has(String(body.plan_id))) {
      return unprocessable('PLAN_NOT_FOUND', 'The specified plan does not exist.');
    }
    const context = body.application_context as Record<string, unknown> | undefined;
    if (typeof body.custom_id !== 'string' || body.custom_id.length > 127)
      return invalidRequest('INVALID_PARAMETER_VALUE', 'custom_id');
    if (context?.user_action !== 'SUBSCRIBE_NOW' || context.shipping_preference !== 'NO_SHIPPING') {
      return invalidRequest('INVALID_PARAMETER_VALUE', 'application_context');
    }
    const now = paypalNow();
    if (body.start_time !== undefined) {
      const start = Date.parse(String(body.start_time));
      if (!/Z$/.test(String(body.start_time)) || !Number.isFinite(start) || start < Date.now()) {
        return invalidRequest('INVALID_PARAMETER_VALUE', 'start_time must be a future date-time.');
      }
    }
    const subscription: StubSubscription = {
      id: newId('I-'),
      plan_id: String(body.plan_id),
      custom_id: body.custom_id,
      status: 'APPROVAL_PENDING',
      start_time: String(body.start_time ?? now),
      create_time: now,
    };
    subscriptions.set(subscription.id, subscription);
    const self = `${stub.url}/v1/billing/subscriptions/${subscription.id}`;
    return json(
      {
        ...subscription,
        status_update_time: now,
        links: [
          {
            href: `https://www.sandbox.paypal.com/webapps/billing/subscriptions?ba_token=${newId('BA-')}`,
            rel: 'approve',
            method: 'GET',
          },
          { href: self, rel: 'edit', method: 'PATCH' },
          { href: self, rel: 'self', method: 'GET' },
        ],
      },
      201,
    );
  }

  function show(subscription: StubSubscription): Response {
    const next = new Date(Math.max(Date.parse(subscription.start_time), Date.now())).toISOString();
    return json({
      ...subscription,
      quantity: '1',
      billing_info: {
        outstanding_balance: { currency_code: 'USD', value: '0.0' },
        next_billing_time: next,
        failed_payments_count: 0,
      },
    });
  }

  function cancel(subscription: StubSubscription, body: Fields): Response {
    if (typeof body.reason !== 'string' || body.reason.length === 0 || body.reason.length > 128)
      return invalidRequest('MISSING_REQUIRED_PARAMETER', 'reason');
    if (!['ACTIVE', 'SUSPENDED', 'APPROVED'].includes(subscription.status)) {
      return unprocessable(
        'SUBSCRIPTION_STATUS_INVALID',
        'Invalid subscription status for cancel action; subscription status should be active or suspended.',
      );
    }
    subscription.status = 'CANCELLED';
    return new Response(null, { status: 204 });
  }

  function route(method: string, path: string, headers: Headers, text: string, body: unknown): Response {
    if (method === 'POST' && path === '/v1/oauth2/token') return token(headers, text);
    const bearer = /^Bearer (\S+)$/.exec(headers.get('authorization') ?? '')?.[1];
    if (!bearer || !tokens.has(bearer))
      return json({ error: 'invalid_token', error_description: 'Token signature verification failed' }, 401);
    if (failures.serverError) {
      return internalError();
    }
    const fields = (typeof body === 'object' && body !== null ? body : {}) as Fields;
    if (method === 'POST' && path === '/v1/billing/subscriptions') return create(fields);
    if (method === 'POST' && path === '/v1/catalogs/products') return catalog.createProduct(fields);
    if (method === 'POST' && path === '/v1/billing/plans') return catalog.createPlan(fields);
    if (method === 'POST' && path === '/v1/notifications/verify-webhook-signature')
      return verifySignature(fields, options.webhookId, failures.webhookSignature === 'FAILURE');
    const match = /^\/v1\/billing\/subscriptions\/([^/]+)(\/cancel)?$/.exec(path);
    const subscription = match ? subscriptions.get(decodeURIComponent(match[1] ?? '')) : undefined;
    if (!match || !subscription) return notFound();
    if (method === 'GET' && !match[2]) return show(subscription);
    if (method === 'POST' && match[2]) return cancel(subscription, fields);
    return notFound();
  }

  let server: Server<undefined> | undefined;
  const stub = {
    url: '',
    subscriptions,
    plans: catalog.plans,
    calls,
    failures,
    /** The buyer approves in PayPal's window; an immediate-start subscription turns ACTIVE. */
    approve(subscriptionId: string, status: StubSubscription['status'] = 'ACTIVE') {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`no stub subscription ${subscriptionId}`);
      subscription.status = status;
    },
    /** A subscription made outside our server: for another user or another plan. */
    add(fields: Partial<StubSubscription>): StubSubscription {
      const now = new Date().toISOString();
      const subscription: StubSubscription = {
        id: newId('I-'),
        plan_id: options.planId,
        status: 'ACTIVE',
        start_time: now,
        create_time: now,
        ...fields,
      };
      subscriptions.set(subscription.id, subscription);
      return subscription;
    },
    /** How many calls reached this path. */
    count: (path: string) => calls.filter((call) => call.path === path).length,
    /** The headers PayPal would send with this event; `tamper` makes the signature wrong. */
    signatureHeaders(event: unknown, tamper = false): Record<string, string> {
      const transmissionId = crypto.randomUUID();
      const time = new Date().toISOString();
      const signed = stubSignature(transmissionId, time, options.webhookId, event);
      return {
        'paypal-auth-algo': 'SHA256withRSA',
        'paypal-cert-url': `${stub.url}/v1/notifications/certs/CERT-360caa42-fca2a594-a5cafa77`,
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-time': time,
        'paypal-transmission-sig': tamper ? `${signed.slice(0, -4)}AAA=` : signed,
      };
    },
    async stop() {
      await server?.stop(true);
    },
  };

  server = Bun.serve({
    hostname: '127.0.0.1',
    port: 0,
    async fetch(request) {
      const url = new URL(request.url);
      const text = await request.text();
      let body: unknown = text;
      try {
        body = text === '' ? undefined : JSON.parse(text);
      } catch {}
      calls.push({ method: request.method, path: url.pathname, headers: request.headers, body });
      if (failures.delayMs > 0) await Bun.sleep(failures.delayMs);
      return route(request.method, url.pathname, request.headers, text, body);
    },
  });
  stub.url = `http://127.0.0.1:${server.port}`;
  return stub;
}

export type PayPalStub = ReturnType<typeof startPayPalStub>;
