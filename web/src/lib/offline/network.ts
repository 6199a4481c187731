// Whether a call failed for want of a network rather than by the server's answer: such a change
// is kept in the outbox (docs/decisions/0031-offline-study.md), an answer is not.
import { FetchError } from 'ofetch';

export const isNetworkFailure = (error: unknown): boolean =>
  error instanceof FetchError ? !error.response : error instanceof TypeError;

export const isOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

/** The HTTP status a call was answered with, if it was answered. */
export const answeredStatus = (error: unknown): number | undefined =>
  error instanceof FetchError ? error.response?.status : undefined;
