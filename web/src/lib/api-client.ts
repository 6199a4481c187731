// All HTTP goes through this one client: it adds the bearer token, signs out on a 401 and gives
// the common error handler of SPEC §8 its texts.
import { FetchError, ofetch } from 'ofetch';
import { ANY_ERROR_PREFIX, REQUEST_ERROR_PREFIX } from '../../../shared/accounts/rules';
import { API_BASE, type ApiError } from '../../../shared/api';
import { appStore, clearSession, tokenAtom } from './session';
import { notifyError } from './toasts';

export const api = ofetch.create({
  baseURL: API_BASE,
  onRequest({ options }) {
    const token = appStore.get(tokenAtom);
    if (token) options.headers.set('Authorization', `Bearer ${token}`);
  },
  onResponseError({ options, response }) {
    // Only a token the server refused ends the session: a 401 to a visitor (say, a wrong
    // password at login) must not wipe the connection screen's pending state.
    if (response.status === 401 && options.headers.has('Authorization')) clearSession();
  },
});

const isApiError = (data: unknown): data is ApiError =>
  typeof data === 'object' &&
  data !== null &&
  typeof (data as ApiError).message === 'string' &&
  (data as ApiError).message !== '';

/** What the server answered: its ApiError message, or the body itself when it is something else. */
function responseText(error: FetchError): string {
  const data: unknown = error.data;
  if (isApiError(data)) return data.message;
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
  notifyError(apiErrorText(error));
}
