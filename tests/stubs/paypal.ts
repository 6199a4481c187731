// Stand-in for the parts of PayPal's REST API the payment adapter uses, keeping subscription state:
// - POST /v1/oauth2/token (Basic client id:secret, grant_type=client_credentials)
//   → {access_token, token_type, expires_in}; 401 {error: 'invalid_client', error_description}
// - POST /v1/billing/subscriptions {plan_id, custom_id, start_time?, application_context}
//   → 201 {id: 'I-…', status: 'APPROVAL_PENDING', links: [{rel: 'approve', …}]}
// - GET /v1/billing/subscriptions/{id} → {id, plan_id, custom_id, status, status_update_time,
//   billing_info: {next_billing_time, last_payment, …}}: the subscription's true state now, which
//   the buyer's and PayPal's own actions change (approve, suspend, reactivate, cancelAtPayPal, pay)
// - POST /v1/billing/subscriptions/{id}/cancel {reason} → 204
// - POST /v1/notifications/verify-webhook-signature → {verification_status: SUCCESS | FAILURE}
// - POST and GET /v1/catalogs/products and /v1/billing/plans, for scripts/paypal-create-plan.ts
// Errors have PayPal's shape {name, message, debug_id, details: [{issue, description}]}.
// Like PayPal, it checks every request against PayPal's OpenAPI documents (paypal-openapi.ts):
// a violation answers 400 and is kept in `violations`, and `stop()` then fails the test. A POST
// repeated with the same PayPal-Request-Id gets the first answer again and changes nothing.
// The buyer's approval in PayPal's window is `approve(id)`. Signatures are a stand-in too: a
// SHA-256 over the transmission fields and the event, made by `signatureHeaders(event)`.
import type { Server } from 'bun';
import { createCatalog } from './paypal-catalog';
import { schemaViolations } from './paypal-openapi';
import {
  debugId,
  type Fields,
  internalError,
  invalidRequest,
  json,
  newId,
  nextMonth,
  notFound,
  paypalTime,
  rawMember,
  type StubSubscription,
  stubSignature,
  unavailable,
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
  query: URLSearchParams;
  headers: Headers;
  /** Parsed JSON, or the raw text. */
  body: unknown;
  text: string;
  /** What PayPal's schema found wrong with it; empty when valid. */
  violations: string[];
}

/** An answer the cancel call gives instead of PayPal's 204, and whether it cancels all the same. */
export interface CancelAnswer {
  status: number;
  body?: string;
  cancels: boolean;
  delayMs?: number;
}

export interface PayPalFailures {
  /** Every token request answers 401 invalid_client. */
  oauthUnauthorized: boolean;
  /** The next subscription creations answer this status, body and headers (`times` of them, or all). */
  create: { status: number; body: unknown; headers?: Record<string, string>; times?: number } | null;
  /** Every signature verification answers FAILURE. */
  webhookSignature: 'SUCCESS' | 'FAILURE';
  /** Delay before each answer, to test time-outs. */
  delayMs: number;
  /** Every call but the token request answers 500 INTERNAL_SERVER_ERROR. */
  serverError: boolean;
  /** Only GET /v1/billing/subscriptions/{id} answers 503 SERVICE_UNAVAILABLE. */
  readDown: boolean;
  /** Only POST /v1/notifications/verify-webhook-signature answers 503 SERVICE_UNAVAILABLE. */
  verifyDown: boolean;
  /** Every call but the token request answers 429 RATE_LIMIT_REACHED, with this Retry-After if any. */
  rateLimited: { retryAfter?: string } | null;
  /** The next cancel calls answer this. */
  cancel: CancelAnswer | null;
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
    readDown: false,
    verifyDown: false,
    rateLimited: null,
    cancel: null,
  };
  const violations: string[] = [];
  /** PayPal's clock; a test may set it to the app's, so both tell the same time. */
  let now = Date.now;
  const stamp = () => paypalTime(now());
  /** A status change as PayPal makes it, stamped with its (whole-second) time. */
  function setStatus(subscription: StubSubscription, status: StubSubscription['status']) {
    subscription.status = status;
    subscription.status_update_time = stamp();
  }
  /** First answers by PayPal-Request-Id, replayed for a repeated POST. */
  const idempotent = new Map<string, Promise<Response>>();

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
    if (failures.create) {
      const answer = json(failures.create.body, failures.create.status);
      for (const [name, value] of Object.entries(failures.create.headers ?? {}))
        answer.headers.set(name, value);
      if (failures.create.times !== undefined && --failures.create.times <= 0) failures.create = null;
      return answer;
    }
    if (body.plan_id !== options.planId && !catalog.plans.has(String(body.plan_id))) {
      return unprocessable('PLAN_NOT_FOUND', 'The specified plan does not exist.');
    }
    const context = body.application_context as Record<string, unknown> | undefined;
    if (typeof body.custom_id !== 'string' || body.custom_id.length > 127)
      return invalidRequest('INVALID_PARAMETER_VALUE', 'custom_id');
    if (context?.user_action !== 'SUBSCRIBE_NOW' || context.shipping_preference !== 'NO_SHIPPING') {
      return invalidRequest('INVALID_PARAMETER_VALUE', 'application_context');
    }
    const created = stamp();
    if (body.start_time !== undefined) {
      const start = Date.parse(String(body.start_time));
      if (!/Z$/.test(String(body.start_time)) || !Number.isFinite(start) || start < now()) {
        return invalidRequest('INVALID_PARAMETER_VALUE', 'start_time must be a future date-time.');
      }
    }
    const subscription: StubSubscription = {
      id: newId('I-'),
      plan_id: String(body.plan_id),
      custom_id: body.custom_id,
      status: 'APPROVAL_PENDING',
      start_time: String(body.start_time ?? created),
      create_time: created,
      status_update_time: created,
    };
    subscriptions.set(subscription.id, subscription);
    const self = `${stub.url}/v1/billing/subscriptions/${subscription.id}`;
    return json(
      {
        ...subscription,
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
    const { last_payment: last, ...shown } = subscription;
    const running = ['ACTIVE', 'SUSPENDED'].includes(subscription.status);
    // The next charge: the start, or a month after the last payment; none once it ended.
    const next = last
      ? nextMonth(Date.parse(last.time))
      : Math.max(Date.parse(subscription.start_time), now());
    return json({
      ...shown,
      quantity: '1',
      update_time: subscription.status_update_time,
      billing_info: {
        outstanding_balance: { currency_code: 'USD', value: '0.0' },
        ...(running ? { next_billing_time: paypalTime(next) } : {}),
        ...(last
          ? { last_payment: { amount: { currency_code: 'USD', value: '2.00' }, time: last.time } }
          : {}),
        failed_payments_count: 0,
      },
    });
  }

  async function cancel(subscription: StubSubscription, body: Fields): Promise<Response> {
    const override = failures.cancel;
    if (override) {
      if (override.cancels) setStatus(subscription, 'CANCELLED');
      if (override.delayMs) await Bun.sleep(override.delayMs);
      return new Response(override.body ?? null, {
        status: override.status,
        headers: override.body ? { 'content-type': 'application/json' } : {},
      });
    }
    if (typeof body.reason !== 'string' || body.reason.length === 0 || body.reason.length > 128)
      return invalidRequest('MISSING_REQUIRED_PARAMETER', 'reason');
    if (!['ACTIVE', 'SUSPENDED', 'APPROVED'].includes(subscription.status)) {
      return unprocessable(
        'SUBSCRIPTION_STATUS_INVALID',
        'Invalid subscription status for cancel action; subscription status should be active or suspended.',
      );
    }
    setStatus(subscription, 'CANCELLED');
    return new Response(null, { status: 204 });
  }

  function route(call: RecordedCall): Response | Promise<Response> {
    const { method, path, headers, text, body, query } = call;
    if (method === 'POST' && path === '/v1/oauth2/token') return token(headers, text);
    const bearer = /^Bearer (\S+)$/.exec(headers.get('authorization') ?? '')?.[1];
    if (!bearer || !tokens.has(bearer))
      return json({ error: 'invalid_token', error_description: 'Token signature verification failed' }, 401);
    if (call.violations.length > 0)
      return invalidRequest('INVALID_PARAMETER_SYNTAX', call.violations.join('; '));
    if (failures.serverError) {
      return internalError();
    }
    if (failures.rateLimited) {
      const limited = json(
        { name: 'RATE_LIMIT_REACHED', message: 'Too many requests.', debug_id: debugId() },
        429,
      );
      if (failures.rateLimited.retryAfter)
        limited.headers.set('retry-after', failures.rateLimited.retryAfter);
      return limited;
    }
    const fields = (typeof body === 'object' && body !== null ? body : {}) as Fields;
    if (method === 'POST' && path === '/v1/billing/subscriptions') return create(fields);
    if (method === 'POST' && path === '/v1/catalogs/products') return catalog.createProduct(fields);
    if (method === 'GET' && path === '/v1/catalogs/products') return catalog.listProducts(query);
    if (method === 'POST' && path === '/v1/billing/plans') return catalog.createPlan(fields);
    if (method === 'GET' && path === '/v1/billing/plans') return catalog.listPlans(query);
    if (method === 'POST' && path === '/v1/notifications/verify-webhook-signature') {
      if (failures.verifyDown) return unavailable();
      const event = rawMember(text, 'webhook_event');
      return verifySignature(fields, event, options.webhookId, failures.webhookSignature === 'FAILURE');
    }
    const match = /^\/v1\/billing\/subscriptions\/([^/]+)(\/cancel)?$/.exec(path);
    const subscription = match ? subscriptions.get(decodeURIComponent(match[1] ?? '')) : undefined;
    if (!match || !subscription) return notFound();
    if (method === 'GET' && !match[2]) return failures.readDown ? unavailable() : show(subscription);
    if (method === 'POST' && match[2]) return cancel(subscription, fields);
    return notFound();
  }

  /** The answer to a call; a POST repeated with a PayPal-Request-Id PayPal carried out gets its first answer. */
  async function answerOnce(call: RecordedCall): Promise<Response> {
    const requestId = call.headers.get('paypal-request-id');
    if (call.method !== 'POST' || !requestId || call.violations.length > 0) return route(call);
    const key = `${call.path} ${requestId}`;
    const first = idempotent.get(key);
    if (first) return (await first).clone();
    const answer = Promise.resolve(route(call));
    idempotent.set(key, answer);
    // Only a request PayPal carried out is answered again; a failed one may be tried anew.
    if ((await answer).status >= 300) idempotent.delete(key);
    return (await answer).clone();
  }

  function find(subscriptionId: string): StubSubscription {
    const subscription = subscriptions.get(subscriptionId);
    if (!subscription) throw new Error(`no stub subscription ${subscriptionId}`);
    return subscription;
  }

  let server: Server<undefined> | undefined;
  const stub = {
    url: '',
    subscriptions,
    plans: catalog.plans,
    products: catalog.products,
    calls,
    failures,
    violations,
    /** Sets PayPal's clock (the app's, so their times agree); real time by default. */
    useClock(clock: () => number) {
      now = clock;
    },
    /** The buyer approves in PayPal's window; an immediate-start subscription turns ACTIVE. */
    approve(subscriptionId: string, status: StubSubscription['status'] = 'ACTIVE') {
      setStatus(find(subscriptionId), status);
    },
    /** PayPal suspends it (payments failed), reactivates it, or the buyer cancels it on PayPal's site. */
    suspend: (subscriptionId: string) => setStatus(find(subscriptionId), 'SUSPENDED'),
    reactivate: (subscriptionId: string) => setStatus(find(subscriptionId), 'ACTIVE'),
    cancelAtPayPal: (subscriptionId: string) => setStatus(find(subscriptionId), 'CANCELLED'),
    expire: (subscriptionId: string) => setStatus(find(subscriptionId), 'EXPIRED'),
    /** PayPal takes a payment now (or at `at`): billing_info.last_payment. */
    pay(subscriptionId: string, at?: string) {
      find(subscriptionId).last_payment = { time: at ?? stamp() };
    },
    /** A subscription made outside our server: for another user or another plan. */
    add(fields: Partial<StubSubscription>): StubSubscription {
      const created = stamp();
      const subscription: StubSubscription = {
        id: newId('I-'),
        plan_id: options.planId,
        status: 'ACTIVE',
        start_time: created,
        create_time: created,
        status_update_time: created,
        ...fields,
      };
      subscriptions.set(subscription.id, subscription);
      return subscription;
    },
    /** How many calls reached this path. */
    count: (path: string) => calls.filter((call) => call.path === path).length,
    /**
     * The headers PayPal would send with this event (an object sent as JSON.stringify writes it,
     * or the body's exact text); `tamper` makes the signature wrong.
     */
    signatureHeaders(event: unknown, tamper = false): Record<string, string> {
      const transmissionId = crypto.randomUUID();
      const time = new Date().toISOString();
      const text = typeof event === 'string' ? event : JSON.stringify(event);
      const signed = stubSignature(transmissionId, time, options.webhookId, text);
      return {
        'paypal-auth-algo': 'SHA256withRSA',
        'paypal-cert-url': `${stub.url}/v1/notifications/certs/CERT-360caa42-fca2a594-a5cafa77`,
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-time': time,
        'paypal-transmission-sig': tamper ? `${signed.slice(0, -4)}aaaa` : signed,
      };
    },
    /** Stops the server; fails when the app sent a request PayPal's schema rejects. */
    async stop() {
      await server?.stop(true);
      if (violations.length > 0) {
        throw new Error(`Requests PayPal's OpenAPI documents reject:\n${violations.join('\n')}`);
      }
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
      const { method, headers } = request;
      const path = url.pathname;
      const query = url.searchParams;
      // The token call has no OpenAPI document; token() checks it by hand.
      const found =
        path === '/v1/oauth2/token' ? [] : schemaViolations({ method, path, query, headers, text });
      violations.push(...found.map((problem) => `${method} ${path}: ${problem}`));
      const call = { method, path, query, headers, body, text, violations: found };
      calls.push(call);
      // PayPal does the work, then the answer is late: a caller that gave up may have missed it.
      const answer = await answerOnce(call);
      if (failures.delayMs > 0) await Bun.sleep(failures.delayMs);
      return answer;
    },
  });
  stub.url = `http://127.0.0.1:${server.port}`;
  return stub;
}

export type PayPalStub = ReturnType<typeof startPayPalStub>;
