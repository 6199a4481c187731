// The one way the extension reaches the Wordhoard API. Every failure becomes an ApiCallError with the
// HTTP status (0 when the server could not be reached) and the API's {code, message}, so callers
// decide on status alone: queue the word, drop it, or show the message.
import { API_BASE, isApiError } from '../../shared/api';
import { serverUnreachableMessage } from '../../shared/extension';
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
  /** Further request headers (If-Match). */
  headers?: Record<string, string>;
}

async function failureOf(response: Response): Promise<ApiCallError> {
  const text = await response.text().catch(() => '');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  if (isApiError(body)) return new ApiCallError(response.status, body.code, body.message);
  return new ApiCallError(response.status, `http_${response.status}`, text.trim() || response.statusText);
}

export async function callApi<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const { method = 'GET', json, form, as = 'json', signed = true } = request;
  const headers = new Headers(request.headers);
  const token = signed ? await tokenItem.getValue() : null;
  if (signed && !token) throw new ApiCallError(401, 'signed_out', 'Sign in to Wordhoard first.');
  if (token) headers.set('authorization', `Bearer ${token}`);
  let body: BodyInit | undefined = form;
  if (json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(json);
  }

  const server = await readServerUrl();
  let response: Response;
  try {
    const url = `${server}${API_BASE}${path}`;
    response = await fetch(url, { method, headers, body, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch {
    throw new ApiCallError(0, 'unreachable', serverUnreachableMessage(server));
  }
  if (!response.ok) {
    const failure = await failureOf(response);
    // Only the token we sent expired: a newer one stored meanwhile stays.
    if (failure.status === 401 && token) await expireSession(token);
    throw failure;
  }
  if (as === 'text') return (await response.text()) as T;
  if (as === 'bytes') return new Uint8Array(await response.arrayBuffer()) as T;
  return (await response.json()) as T;
}
