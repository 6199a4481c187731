// PayPal REST transport (https://developer.paypal.com/api/rest/authentication/): an OAuth
// client-credentials token, cached until shortly before it expires and shared by concurrent
// calls; JSON calls through the vendor helper (vendor-call.ts) with one time-out each. Network
// failures, time-outs and rejected credentials become 503s here; each adapter method reads the
// status and body of the rest.
//
// Decisions:
// - Every POST carries PayPal-Request-Id, PayPal's idempotency key (kept 72 hours): a caller that
//   may repeat a request (a create retried after a time-out) passes a key of its own so the repeat
//   gets PayPal's first answer instead of a second resource; any other POST gets a fresh one.
// - 429 and 5xx are retried twice at once, within the call's time-out, with the same request and
//   so the same PayPal-Request-Id, as PayPal documents (https://developer.paypal.com/api/rest/
//   reference/idempotency/): a repeat PayPal already carried out answers as the first did.
// - When they persist, or PayPal's Retry-After asks for more than a second, the answer tells the
//   learner when to try again, and until then no call goes to PayPal at all, so a busy PayPal is
//   not pressed harder.
import { retryAfterMs } from '../../../../shared/http-call';
import { paymentTryAgainMessage } from '../../../../shared/payments/failures';
import { callVendor, type RetryPolicy, vendorFailure } from '../vendor-call';
import { isPayPalError, isTokenAnswer } from './paypal-answers';
import { PAYMENT_TIMEOUT_MS, PaymentFailure } from './port';

export interface PayPalConnection {
  /** https://api-m.sandbox.paypal.com or https://api-m.paypal.com */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  timeoutMs?: number;
  /** Real time for the token's expiry; tests may pass their own. */
  now?: () => number;
}

export interface PayPalAnswer {
  status: number;
  /** Parsed JSON, the raw text when it was not JSON, or undefined when empty. */
  body: unknown;
  /** Seconds from PayPal's Retry-After header, when it sent a usable one. */
  retryAfter?: number;
}

/** A JSON body already written, sent byte for byte (a webhook event must reach PayPal as it came). */
export class RawJson {
  constructor(readonly text: string) {}
}

interface PayPalRequest {
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

export interface CallOptions {
  /** PayPal-Request-Id of a POST that may be repeated; a fresh one otherwise. */
  requestId?: string;
}

/** A Retry-After longer than this is read as this: the learner is never told to wait for hours. */
const MAX_RETRY_AFTER_S = 3600;

/** Retry-After (seconds or an HTTP date) in whole seconds, at most MAX_RETRY_AFTER_S. */
function retryAfterSeconds(header: string | null, now: number): number | undefined {
  const ms = retryAfterMs(header, now);
  return ms === undefined ? undefined : Math.min(MAX_RETRY_AFTER_S, Math.ceil(ms / 1000));
}

/** PayPal's "try again" statuses, retried at once within the call's time-out. */
export const PAYPAL_RETRY: RetryPolicy = {
  times: 2,
  statuses: [429, 500, 502, 503, 504],
  delayMs: 200,
  maxWaitMs: 1_000,
};

/** PayPal is busy (429) or failing (5xx): nothing happened, try again (when Retry-After says). */
export function tryAgain(answer: PayPalAnswer) {
  const error = paypalError(answer.body);
  const headers: Record<string, string> = answer.retryAfter
    ? { 'retry-after': String(answer.retryAfter) }
    : {};
  return new PaymentFailure(
    503,
    answer.status === 429 ? 'payment_busy' : 'payment_unavailable',
    paymentTryAgainMessage(answer.status, answer.retryAfter),
    error.issue ?? error.name,
    error.description ?? error.message,
    error.debugId,
    headers,
  );
}

/** A token is renewed this long before PayPal says it expires, so none runs out mid-request. */
export const TOKEN_RENEWAL_MARGIN_MS = 5 * 60_000;

/** PayPal's diagnosis in an error answer; every field undefined when the answer is not one. */
export function paypalError(body: unknown) {
  const error = isPayPalError(body) ? body : {};
  const first = error.details?.[0];
  return {
    name: error.name,
    message: error.message,
    debugId: error.debug_id,
    issue: first?.issue,
    description: first?.description,
  };
}

export const badAnswer = () => vendorFailure({ kind: 'payment' }, 'unreadable');

/** PayPal's own failure (5xx, 429 or an unexpected status): worth another try later. */
export const paypalFailed = (answer: PayPalAnswer) => tryAgain(answer);

const credentialsRejected = () =>
  new PaymentFailure(
    503,
    'payment_credentials_rejected',
    "The payment service (PayPal) rejected the server's credentials; please tell the administrator.",
  );

export function createPayPalClient(connection: PayPalConnection) {
  const base = connection.baseUrl.replace(/\/+$/, '');
  const timeoutMs = connection.timeoutMs ?? PAYMENT_TIMEOUT_MS;
  const now = connection.now ?? Date.now;
  let cached: { token: string; renewAt: number } | null = null;
  let pending: Promise<string> | null = null;
  /** Until when PayPal asked us to wait (Retry-After), and the status it asked with. */
  let pause: { until: number; status: number } | null = null;

  async function send(path: string, request: PayPalRequest): Promise<PayPalAnswer> {
    if (pause && now() < pause.until) {
      const retryAfter = Math.ceil((pause.until - now()) / 1000);
      throw tryAgain({ status: pause.status, body: undefined, retryAfter });
    }
    const { status, headers, body } = await callVendor({ kind: 'payment' }, `${base}${path}`, {
      ...request,
      timeoutMs,
      retry: PAYPAL_RETRY,
    });
    const answer: PayPalAnswer = { status, body };
    if (status === 429 || status >= 500) {
      answer.retryAfter = retryAfterSeconds(headers.get('retry-after'), now());
      if (answer.retryAfter) pause = { until: now() + answer.retryAfter * 1000, status };
    }
    return answer;
  }

  async function requestToken(): Promise<string> {
    const basic = Buffer.from(`${connection.clientId}:${connection.clientSecret}`).toString('base64');
    const answer = await send('/v1/oauth2/token', {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
    });
    if (answer.status === 401) throw credentialsRejected();
    if (answer.status !== 200) throw tryAgain(answer);
    if (!isTokenAnswer(answer.body)) throw badAnswer();
    const { access_token: token, expires_in: expiresIn } = answer.body;
    cached = { token, renewAt: now() + Math.max(0, expiresIn * 1000 - TOKEN_RENEWAL_MARGIN_MS) };
    return token;
  }

  function accessToken(): Promise<string> {
    if (cached && now() < cached.renewAt) return Promise.resolve(cached.token);
    pending ??= requestToken().finally(() => {
      pending = null;
    });
    return pending;
  }

  async function call(
    method: 'GET' | 'POST',
    path: string,
    json: unknown,
    requestId: string,
    isRetry = false,
  ): Promise<PayPalAnswer> {
    const headers: Record<string, string> = {
      authorization: `Bearer ${await accessToken()}`,
      accept: 'application/json',
    };
    if (method === 'POST') headers['paypal-request-id'] = requestId;
    if (json !== undefined) headers['content-type'] = 'application/json';
    const body = json instanceof RawJson ? json.text : json === undefined ? undefined : JSON.stringify(json);
    const answer = await send(path, { method, headers, body });
    if (answer.status !== 401) return answer;
    // A 401 with a cached token means PayPal revoked it early: fetch a new one, once.
    cached = null;
    if (isRetry) throw credentialsRejected();
    return call(method, path, json, requestId, true);
  }

  return {
    /** `json` is sent as JSON (a RawJson as written); every POST gets a PayPal-Request-Id. */
    call: (method: 'GET' | 'POST', path: string, json?: unknown, options: CallOptions = {}) =>
      call(method, path, json, options.requestId ?? crypto.randomUUID()),
  };
}

export type PayPalClient = ReturnType<typeof createPayPalClient>;
