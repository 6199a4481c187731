// The errors that cross the extension's contexts. A handler throws a MessageError to choose the code
// its caller sees; anything thrown becomes plain {code, message} data, because an Error object does
// not survive the trip between contexts. A leaf: every module of the extension may import it.
import type { ApiError } from '../../shared/api';

/** Thrown by handlers to choose the code callers see, and rethrown on the caller's side. */
export class MessageError extends Error implements ApiError {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'MessageError';
  }
}

/** Any thrown value as the plain data that crosses contexts. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof MessageError) return { code: error.code, message: error.message };
  if (error instanceof Error) return { code: 'internal', message: error.message };
  return { code: 'internal', message: String(error) };
}
