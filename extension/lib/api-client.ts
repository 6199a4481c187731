// The one way the extension reaches the Wordhoard API. Every failure becomes an ApiCallError with the
// HTTP status (0 when the server could not be reached) and the API's {code, message}, so callers
// decide on status alone: queue the word, drop it, or show the message. The call itself goes
// through the helper the API's vendor adapters use (shared/http-call.ts), without retries: a save
// that fails waits in the queue, which tries again on its own.
import { API_BASE, isApiError } from '../../shared/api';
import { serverUnreachableMessage, serverUnreadableMessage } from '../../shared/extension';
import { type HttpAnswer, httpCall } from '../../shared/http-call';
import { MessageError } from './message-errors';
import { expireSession } from './session';
import { readServerUrl, tokenItem } from './storage';

/** A request that takes longer is treated as unreachable, so a hanging server never blocks a save. */
const TIMEOUT_MS = 15_000;

export class ApiCallError extends MessageError {
  constructor(
    /** HTTP status, or 0 when no answer came. */
    readonly status: number,
    code: string,
    message: string,
    /** The whole error answer, for answers that carry more than {code, message}. */
    readonly body?: unknown,
  ) {
    super(code, message);
    this.name = 'ApiCallError';
  }
}

/**
 * True for failures that pass: no answer, an expired session (401), a lapsed subscription (403),
 * too many requests (429) or a server error. A word that failed so waits in the queue.
 */
export const isPassingFailure = (error: unknown): boolean =>
  error instanceof ApiCallError &&
  (error.status === 0 ||
    error.status === 401 ||
    error.status === 403 ||
    error.status === 429 ||
    error.status >= 500);

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH';
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as multipart/form-data. */
  form?: FormData;
  /** How to read a successful answer. */
  as?: 'json' | 'text' | 'bytes';
  /** Send the stored token; a 401 then signs the extension out. Default true. */
  signed?: boolean;
  /**
   * Send this token rather than the one stored now: the session of the learner a waiting save or
   * answer was made for, kept for a whole round even if another learner signs in meanwhile.
   */
  token?: string;
  /** Further request headers (If-Match). */
  headers?: Record<string, string>;
}

/** The API's {code, message} of an error answer, or its status and text when it sent another. */
function failureOf({ status, statusText, body }: HttpAnswer): ApiCallError {
  if (isApiError(body)) return new ApiCallError(status, body.code, body.message, body);
  const text = typeof body === 'string' ? body.trim() : body === undefined ? '' : JSON.stringify(body);
  return new ApiCallError(status, `http_${status}`, text || statusText);
}

export async function callApi<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const { method = 'GET', json, form, as = 'json', signed = true } = request;
  const headers = new Headers(request.headers);
  const token = signed ? (request.token ?? (await tokenItem.getValue())) : null;
  if (signed && !token) throw new ApiCallError(401, 'signed_out', 'Sign in to Wordhoard first.');
  if (token) headers.set('authorization', `Bearer ${token}`);

  const server = await readServerUrl();
  let answer: HttpAnswer;
  try {
    answer = await httpCall(`${server}${API_BASE}${path}`, {
      method,
      headers,
      json,
      body: form,
      timeoutMs: TIMEOUT_MS,
      as: as === 'json' ? 'data' : as,
    });
  } catch {
    throw new ApiCallError(0, 'unreachable', serverUnreachableMessage(server));
  }
  if (answer.status < 200 || answer.status >= 300) {
    const failure = failureOf(answer);
    // Only the token we sent expired: a newer one stored meanwhile stays.
    if (failure.status === 401 && token) await expireSession(token);
    throw failure;
  }
  // A JSON call answered with something that is not JSON: the server is not one we can read.
  if (as === 'json' && typeof answer.body === 'string') {
    throw new ApiCallError(answer.status, 'bad_answer', serverUnreadableMessage(server));
  }
  return answer.body as T;
}
