// PayPal REST transport (https://developer.paypal.com/api/rest/authentication/): an OAuth
// client-credentials token, cached until shortly before it expires and shared by concurrent
// calls; JSON calls with a time-out. Network failures, time-outs, rejected credentials and
// PayPal's own 5xx become 503s here; each adapter method reads the status and body of the rest.
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

/** PayPal's own failure (5xx or an unexpected status): worth another try later. */
export function paypalFailed(answer: PayPalAnswer) {
  const error = paypalError(answer.body);
  return new PaymentFailure(
    503,
    'payment_unavailable',
    `The payment service (PayPal) failed (HTTP ${answer.status}); please try again later.`,
    error.issue ?? error.name,
    error.description ?? error.message,
    error.debugId,
  );
}

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

  async function send(path: string, init: RequestInit): Promise<PayPalAnswer> {
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
      return { status: response.status, body };
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
    if (answer.status !== 200) throw paypalFailed(answer);
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

  async function call(method: 'GET' | 'POST', path: string, json?: unknown, isRetry = false) {
    const answer = await send(path, {
      method,
      headers: {
        authorization: `Bearer ${await accessToken()}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    if (answer.status !== 401) return answer;
    // A 401 with a cached token means PayPal revoked it early: fetch a new one, once.
    cached = null;
    if (isRetry) throw credentialsRejected();
    return call(method, path, json, true);
  }

  return {
    call: (method: 'GET' | 'POST', path: string, json?: unknown): Promise<PayPalAnswer> =>
      call(method, path, json),
  };
}

export type PayPalClient = ReturnType<typeof createPayPalClient>;
