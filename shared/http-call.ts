// One way to call an HTTP service, for the API's vendor adapters (PayPal, translation, cloud
// speech, example sentences) and the extension's client of our own API, on ofetch:
// - one time-out covers the whole call: connecting, waiting, reading the answer and any retry, so a
//   caller knows the longest it can wait, and a server that stalls mid-answer times out too;
// - every answer, 4xx and 5xx included, comes back with its status for the caller to read, its
//   body as JSON when it is JSON and as text otherwise;
// - retries only where the caller asks, for the statuses its vendor documents as "try again",
//   with the same request (headers included, so an idempotency key stays the same); a retry cut
//   short by the time-out or a lost connection leaves the answer before it as the call's answer;
// - no answer at all is an HttpFailure saying why; each caller maps it to its own error once.
import { FetchError, type FetchOptions, type FetchResponse, ofetch } from 'ofetch';

export interface RetryPolicy {
  /** Tries after the first one. */
  times: number;
  /** The statuses the vendor documents as "try again", e.g. 429 and 5xx. */
  statuses: readonly number[];
  /** The wait before the n-th retry is n times this, or what Retry-After asks when that is longer. */
  delayMs: number;
  /** An answer whose Retry-After asks for longer than this is not retried: it goes to the caller. */
  maxWaitMs: number;
}

export interface HttpRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH';
  headers?: Record<string, string> | Headers;
  /** Sent as JSON, with its content type. */
  json?: unknown;
  /** Sent as it is (a form, SSML, JSON already written); the caller gives its content type. */
  body?: string | FormData | Uint8Array;
  timeoutMs: number;
  /** How a 2xx answer is read: JSON-or-text (default), text as it is, or bytes. Errors are JSON-or-text. */
  as?: 'data' | 'text' | 'bytes';
  retry?: RetryPolicy;
}

export interface HttpAnswer {
  status: number;
  statusText: string;
  headers: Headers;
  /** Parsed JSON, the text when it is not JSON, undefined when empty; as asked for a 2xx answer. */
  body: unknown;
}

/** No answer came: the time-out ran out, or the server could not be reached or stopped mid-answer. */
export class HttpFailure extends Error {
  constructor(
    readonly reason: 'timeout' | 'unreachable',
    options?: ErrorOptions,
  ) {
    super(
      reason === 'timeout' ? 'The server did not answer in time.' : 'The server could not be reached.',
      options,
    );
    this.name = 'HttpFailure';
  }
}

/** JSON when the text is JSON, else the text itself; undefined for an empty body. */
export function jsonOrText(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Retry-After in milliseconds: seconds or an HTTP date; undefined when absent or unusable. */
export function retryAfterMs(header: string | null, now: number = Date.now()): number | undefined {
  if (!header) return undefined;
  const text = header.trim();
  const ms = /^\d+$/.test(text) ? Number(text) * 1000 : Date.parse(text) - now;
  return Number.isFinite(ms) && ms > 0 ? ms : undefined;
}

function readBody(status: number, data: unknown, as: HttpRequest['as']): unknown {
  // No body (204, HEAD). Not `instanceof ArrayBuffer`: a test page's fetch may answer from another realm.
  if (data === undefined || data === null) return undefined;
  const bytes = new Uint8Array(data as ArrayBuffer);
  const ok = status >= 200 && status < 300;
  if (ok && as === 'bytes') return bytes;
  const text = new TextDecoder().decode(bytes);
  return ok && as === 'text' ? text : jsonOrText(text);
}

/** The wait before the next try: longer with each try, and at least what Retry-After asks. */
function waitBeforeRetry(policy: RetryPolicy, retriesLeft: unknown, response: Response | undefined): number {
  const attempt = policy.times - (typeof retriesLeft === 'number' ? retriesLeft : 0) + 1;
  const asked = retryAfterMs(response?.headers.get('retry-after') ?? null) ?? 0;
  return Math.max(policy.delayMs * attempt, asked);
}

function answerOf(response: FetchResponse<unknown>, as: HttpRequest['as']): HttpAnswer {
  const { status, statusText, headers } = response;
  return { status, statusText, headers, body: readBody(status, response._data, as) };
}

/** ofetch's retry options for a policy; `answered` hears of every "try again" answer. */
function retryOptions(
  policy: RetryPolicy | undefined,
  deadline: number,
  answered: (response: FetchResponse<unknown>) => void,
): FetchOptions<'arrayBuffer'> {
  if (!policy || policy.times <= 0) return { retry: false };
  return {
    retry: policy.times,
    retryStatusCodes: [...policy.statuses],
    retryDelay: ({ options, response }) => waitBeforeRetry(policy, options.retry, response),
    onResponseError: ({ options, response }) => {
      answered(response);
      const asked = retryAfterMs(response.headers.get('retry-after')) ?? 0;
      const wait = waitBeforeRetry(policy, options.retry, response);
      // A vendor asking for a long pause gets it, and a try that could not end within the
      // time-out is not made: either way the caller gets this answer instead of waiting.
      if (asked > policy.maxWaitMs || Date.now() + wait >= deadline) options.retry = false;
    },
  };
}

export async function httpCall(url: string, request: HttpRequest): Promise<HttpAnswer> {
  const headers = new Headers(request.headers);
  let body = request.body;
  if (request.json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(request.json);
  }
  // Bytes, so that ofetch sends the body exactly as given and adds no headers of its own.
  if (typeof body === 'string') body = new TextEncoder().encode(body);
  const signal = AbortSignal.timeout(request.timeoutMs);
  const deadline = Date.now() + request.timeoutMs;
  // A retry that runs out of time leaves the answer before it standing: the vendor did answer.
  let lastAnswer: FetchResponse<unknown> | undefined;
  try {
    const response = await ofetch.raw(url, {
      method: request.method ?? 'GET',
      headers,
      body,
      signal,
      responseType: 'arrayBuffer',
      ...retryOptions(request.retry, deadline, (answered) => {
        lastAnswer = answered;
      }),
      // Only answers are retried: a time-out has used the whole time, a refused connection is final.
      onRequestError: (context) => {
        context.options.retry = false;
      },
    });
    return answerOf(response, request.as);
  } catch (error) {
    if (error instanceof FetchError && error.response) return answerOf(error.response, request.as);
    if (lastAnswer) return answerOf(lastAnswer, request.as);
    throw new HttpFailure(signal.aborted ? 'timeout' : 'unreachable', { cause: error });
  }
}
