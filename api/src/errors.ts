// Typed errors thrown by services. One mapper (plugins/errors.ts) turns them into
// `{code, message}` answers; services never see the request.
export class AppError extends Error {
  /** A call whose clients read another error shape (subscription step 1) answers this instead. */
  answer?: object;

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Extra answer headers, e.g. Retry-After. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, code = 'bad_request') => new AppError(400, code, message);
export const unauthorized = (message = 'Please log in again.', code = 'unauthorized') =>
  new AppError(401, code, message);
export const forbidden = (message: string, code = 'forbidden') => new AppError(403, code, message);
export const notFound = (message = 'Not found.', code = 'not_found') => new AppError(404, code, message);
export const conflict = (message: string, code = 'conflict') => new AppError(409, code, message);
export const tooLarge = (message: string, code = 'too_large') => new AppError(413, code, message);
export const unsupportedMedia = (message: string, code = 'unsupported_media') =>
  new AppError(415, code, message);
export const invalid = (message: string, code = 'invalid') => new AppError(422, code, message);
export const tooManyRequests = (message: string, code = 'too_many_requests', retryAfterSeconds?: number) =>
  new AppError(429, code, message, retryAfterSeconds ? { 'retry-after': String(retryAfterSeconds) } : {});
export const unavailable = (message: string, code = 'unavailable') => new AppError(503, code, message);
