// The one error mapper: every failure leaves the API as `{code, message}` JSON with a 4xx
// or 503 status. Anything unexpected is logged and answered as a 500 without internals.
import { Elysia, type ValidationError } from 'elysia';
import { AppError } from '../errors';

const json = (status: number, code: string, message: string, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ code, message }), {
    status,
    headers: { ...headers, 'content-type': 'application/json; charset=utf-8' },
  });

function describeValidation(error: ValidationError): string {
  const first = error.valueError;
  if (!first) return 'The request is not valid.';
  const field = first.path.replace(/^\//, '').replaceAll('/', '.');
  return field ? `Invalid ${field}: ${first.message}.` : `Invalid request: ${first.message}.`;
}

/**
 * Elysia words a failed value with `${value}`; a hostile object such as {"toString": 1} makes that
 * throw a TypeError while the validation error is being built. The input was still invalid.
 */
const failedWhileDescribingInvalidInput = (error: unknown) =>
  error instanceof TypeError && /\b(mapValueError|ValidationError)\b/.test(error.stack ?? '');

/** The error a service threw, also when a body parser threw it and Elysia wrapped it as a parse error. */
const appErrorOf = (error: unknown): AppError | null => {
  if (error instanceof AppError) return error;
  const cause = (error as { cause?: unknown } | null)?.cause;
  return cause instanceof AppError ? cause : null;
};

export const errorMapper = new Elysia({ name: 'error-mapper' }).onError(
  { as: 'global' },
  ({ code, error }) => {
    const known = appErrorOf(error);
    if (known?.answer) return Response.json(known.answer, { status: known.status, headers: known.headers });
    if (known) return json(known.status, known.code, known.message, known.headers);
    switch (code) {
      case 'VALIDATION':
        return json(422, 'invalid', describeValidation(error as ValidationError));
      case 'PARSE':
        return json(
          400,
          'bad_body',
          'The request body could not be read. Send JSON or form data as declared.',
        );
      case 'NOT_FOUND':
        return json(404, 'not_found', 'No such API path.');
      case 'INVALID_FILE_TYPE':
        return json(415, 'unsupported_media', 'File type is not supported');
      default: {
        if (failedWhileDescribingInvalidInput(error))
          return json(422, 'invalid', 'The request is not valid.');
        const status = (error as { status?: unknown }).status;
        if (typeof status === 'number' && status >= 400 && status < 500) {
          return json(status, 'bad_request', error instanceof Error ? error.message : 'Bad request.');
        }
        console.error('Unexpected error', error);
        return json(500, 'internal', 'Something went wrong on our side. Please try again.');
      }
    }
  },
);
