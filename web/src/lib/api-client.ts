// All HTTP goes through this one client: it adds the bearer token, signs out on a 401 and gives
// the common error handler of SPEC §8 its texts.
import { FetchError, ofetch } from 'ofetch';
import { ANY_ERROR_PREFIX, REQUEST_ERROR_PREFIX } from '../../../shared/accounts/rules';
import { API_BASE, type ApiError, isApiError } from '../../../shared/api';
import { appStore, clearSession, tokenAtom } from './session';
import { endedWithSession, withSessionSignal } from './session-requests';
import { notifyError } from './toasts';

export const api = ofetch.create({
  baseURL: API_BASE,
  onRequest({ options }) {
    const token = appStore.get(tokenAtom);
    // A call that names its own token (a sign-out's) is not the session's: it outlives its end.
    if (!token || options.headers.has('Authorization')) return;
    options.headers.set('Authorization', `Bearer ${token}`);
    options.signal = withSessionSignal(options.signal);
  },
  onResponseError({ options, response }) {
    // Only the token in force refused ends the session: a 401 to a visitor (say, a wrong password
    // at login) must not wipe the connection screen's pending state, and a 401 to a token that
    // another sign-in replaced meanwhile must not sign the new learner out.
    const sent = options.headers.get('Authorization');
    if (response.status === 401 && sent && sent === `Bearer ${appStore.get(tokenAtom)}`) clearSession();
  },
});

/** The API's {code, message}, with a message worth showing. */
const isShowableApiError = (data: unknown): data is ApiError => isApiError(data) && data.message !== '';

/** A text answer (a call made with responseType 'text') that is really an ApiError's JSON. */
function parsedText(data: unknown): unknown {
  if (typeof data !== 'string' || !data.startsWith('{')) return data;
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

/** What the server answered: its ApiError message, or the body itself when it is something else. */
function responseText(error: FetchError): string {
  // Calls that expect text (translation, sentences) get the error's JSON as a string: the learner
  // must see its message, never the JSON (SPEC §8 "plus the error").
  const data: unknown = parsedText(error.data);
  if (isShowableApiError(data)) return data.message;
  if (typeof data === 'string' && data !== '') return data;
  if (data !== undefined && data !== null && data !== '') return JSON.stringify(data);
  return `${error.status ?? ''} ${error.statusText ?? ''}`.trim();
}

function requestText(error: FetchError): string {
  const request = error.request;
  const url = typeof request === 'string' ? request : (request?.url ?? '');
  const method = error.options?.method ?? 'GET';
  return `${method} ${url}`;
}

/** The server's error code (`translation_unavailable`, …), when it answered with an ApiError. */
export function apiErrorCode(error: unknown): string | undefined {
  if (!(error instanceof FetchError)) return undefined;
  const data = parsedText(error.data);
  return isShowableApiError(data) ? data.code : undefined;
}

/** The server's whole error answer (its JSON), for answers that carry more than {code, message}. */
export function apiErrorBody(error: unknown): unknown {
  return error instanceof FetchError ? parsedText(error.data) : undefined;
}

/** The text the common error handler shows for any failure of a call. */
export function apiErrorText(error: unknown): string {
  if (error instanceof FetchError) {
    if (error.response) return responseText(error);
    if (error.request) return REQUEST_ERROR_PREFIX + requestText(error);
  }
  const message = error instanceof Error ? error.message : String(error);
  return ANY_ERROR_PREFIX + message;
}

/** The common error handler: a red notice saying what went wrong. */
export function handleApiError(error: unknown): void {
  // A call aborted because its learner signed out: the learner asked for that, nothing failed.
  if (endedWithSession(error)) return;
  notifyError(apiErrorText(error));
}
