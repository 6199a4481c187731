// PayPal REST transport (https://developer.paypal.com/api/rest/authentication/): an OAuth
// client-credentials token, cached until shortly before it expires and shared by concurrent
// calls; JSON calls with a time-out. Network failures, time-outs and rejected credentials become
// 503s here; each adapter method reads the status and body of the rest.
//
// Decisions:
// - Every POST carries PayPal-Request-Id, PayPal's idempotency key (kept 72 hours): a caller that
//   may repeat a request (a create retried after a time-out) passes a key of its own so the repeat
//   gets PayPal's first answer instead of a second resource; any other POST gets a fresh one.
// - 429 and 5xx are "try again": the answer tells the learner when, from PayPal's Retry-After, and
//   until then no call goes to PayPal at all, so a busy PayPal is not pressed harder.
import { paymentTryAgainMessage } from '../../../../shared/payments/failures';
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

export interface CallOptions {
  /** PayPal-Request-Id of a POST that may be repeated; a fresh one otherwise. */
  requestId?: string;
}

/** A Retry-After longer than this is read as this: the learner is never told to wait for hours. */
const MAX_RETRY_AFTER_S = 3600;

/** Retry-After is either seconds or an HTTP date. */
function retryAfterSeconds(header: string | null, now: number): number | undefined {
  if (!header) return undefined;
  const seconds = /^\d+$/.test(header.trim()) ? Number(header) : (Date.parse(header) - now) / 1000;
  if (!Number.isFinite(seconds) || seconds <= 0) return undefined;
  return Math.min(MAX_RETRY_AFTER_S, Math.ceil(seconds));
}

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

/** Reads a field from an unknown JSON object; undefined when absent or of another type. */
export function field<T extends 'string' | 'number' | 'object'>(
  value: unknown,
  key: string,
  type: T,
): (T extends 'string' ? string : T extends 'number' ? number : Record<string, unknown>) | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const found = (value as Record<string, unknown>)[key];
  if (type === 'object' && (found === null || Array.isArray(found))) return undefined;
  return typeof found === type ? (found as never) : undefined;
}

/** PayPal's error answer: {name, message, debug_id, details: [{issue, description}]}. */
export function paypalError(body: unknown) {
  const details =
    typeof body === 'object' && body !== null ? (body as { details?: unknown }).details : undefined;
  const first = Array.isArray(details) ? details[0] : undefined;
  return {
    name: field(body, 'name', 'string'),
    message: field(body, 'message', 'string'),
    debugId: field(body, 'debug_id', 'string'),
    issue: field(first, 'issue', 'string'),
    description: field(first, 'description', 'string'),
  };
}

export const badAnswer = () =>
  new PaymentFailure(
    503,
    'payment_bad_answer',
    'The payment service (PayPal) sent an answer that could not be read; please try again later.',
  );

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

  async function send(path: string, init: RequestInit): Promise<PayPalAnswer> {
    if (pause && now() < pause.until) {
      const retryAfter = Math.ceil((pause.until - now()) / 1000);
      throw tryAgain({ status: pause.status, body: undefined, retryAfter });
    }
    // One signal covers connecting, waiting and reading the body.
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      const response = await fetch(`${base}${path}`, { ...init, signal });
      const text = await response.text();
      let body: unknown;
      try {
        body = text === '' ? undefined : JSON.parse(text);
      } catch {
        body = text;
      }
      const answer = { status: response.status, body } as PayPalAnswer;
      if (response.status === 429 || response.status >= 500) {
        answer.retryAfter = retryAfterSeconds(response.headers.get('retry-after'), now());
        if (answer.retryAfter) pause = { until: now() + answer.retryAfter * 1000, status: response.status };
      }
      return answer;
    } catch {
      const [code, problem] = signal.aborted
        ? ['payment_timeout', 'did not answer in time']
        : ['payment_unreachable', 'could not be reached'];
      throw new PaymentFailure(503, code, `The payment service (PayPal) ${problem}; please try again later.`);
    }
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
    const token = field(answer.body, 'access_token', 'string');
    const expiresIn = field(answer.body, 'expires_in', 'number');
    if (!token || expiresIn === undefined || expiresIn <= 0) throw badAnswer();
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
