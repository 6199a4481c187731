// PayPal's answer shapes for the stand-in (tests/stubs/paypal.ts): ids, the error body
// {name, message, debug_id, details: [{issue, description}]}, and the stand-in's signature.
import { createHash } from 'node:crypto';

export interface StubSubscription {
  id: string;
  plan_id: string;
  custom_id?: string;
  status: 'APPROVAL_PENDING' | 'APPROVED' | 'ACTIVE' | 'SUSPENDED' | 'CANCELLED' | 'EXPIRED';
  start_time: string;
  create_time: string;
  /** When the status last changed (PayPal: whole seconds). */
  status_update_time?: string;
  /** The last payment PayPal took, if any. */
  last_payment?: { time: string };
}

export type Fields = Record<string, unknown>;

export const debugId = () => crypto.randomUUID().replaceAll('-', '').slice(0, 13);
export const newId = (prefix: string) =>
  `${prefix}${crypto.randomUUID().replaceAll('-', '').slice(0, 13).toUpperCase()}`;
export const json = (body: unknown, status = 200) => Response.json(body, { status });
/** PayPal's date-time: Internet format without milliseconds. */
export const paypalTime = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
export const paypalNow = () => paypalTime(Date.now());

export const paypalError = (
  status: number,
  name: string,
  message: string,
  issue: string,
  description: string,
) => json({ name, message, debug_id: debugId(), details: [{ issue, description }], links: [] }, status);

export const notFound = (description = 'Requested resource ID was not found.') =>
  paypalError(
    404,
    'RESOURCE_NOT_FOUND',
    'The specified resource does not exist.',
    'INVALID_RESOURCE_ID',
    description,
  );

export const invalidRequest = (issue: string, description: string) =>
  paypalError(
    400,
    'INVALID_REQUEST',
    'Request is not well-formed, syntactically incorrect, or violates schema.',
    issue,
    description,
  );

export const unprocessable = (issue: string, description: string) =>
  paypalError(
    422,
    'UNPROCESSABLE_ENTITY',
    'The requested action could not be performed.',
    issue,
    description,
  );

export const unavailable = () =>
  paypalError(
    503,
    'SERVICE_UNAVAILABLE',
    'Service Unavailable.',
    'SERVICE_UNAVAILABLE',
    'The service is temporarily unavailable.',
  );

/** A MONTH billing interval after `ms` (same day of the next month, or its last day). */
export function nextMonth(ms: number): number {
  const date = new Date(ms);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + 1);
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, last));
  return date.getTime();
}

export const internalError = () =>
  paypalError(
    500,
    'INTERNAL_SERVER_ERROR',
    'An internal server error has occurred.',
    'INTERNAL_SERVER_ERROR',
    'An internal server error has occurred.',
  );

/**
 * PayPal signs each delivery with its private key, over the event's bytes as it sent them (a CRC32
 * of the body); the stand-in uses a SHA-256 over the same inputs, so any change to the event's
 * bytes (a re-serialised event included) or to the transmission headers fails verification.
 */
export function stubSignature(
  transmissionId: string,
  time: string,
  webhookId: string,
  eventText: string,
): string {
  // Hex, since PayPal's schema wants transmission_sig to start with a word character.
  return createHash('sha256').update(`${transmissionId}|${time}|${webhookId}|${eventText}`).digest('hex');
}

const SIGNATURE_FIELDS = [
  'auth_algo',
  'cert_url',
  'transmission_id',
  'transmission_sig',
  'transmission_time',
  'webhook_id',
];

/**
 * POST /v1/notifications/verify-webhook-signature. `eventText` is the webhook_event member exactly
 * as the request wrote it (rawMember), since that is what the signature covers.
 */
export function verifySignature(
  body: Fields,
  eventText: string | undefined,
  webhookId: string,
  forceFailure: boolean,
): Response {
  for (const name of SIGNATURE_FIELDS) {
    if (typeof body[name] !== 'string' || body[name] === '')
      return invalidRequest('MISSING_REQUIRED_PARAMETER', name);
  }
  if (typeof body.webhook_event !== 'object' || body.webhook_event === null || !eventText) {
    return invalidRequest('MISSING_REQUIRED_PARAMETER', 'webhook_event');
  }
  const expected = stubSignature(
    String(body.transmission_id),
    String(body.transmission_time),
    webhookId,
    eventText,
  );
  const valid = body.webhook_id === webhookId && body.transmission_sig === expected;
  return json({ verification_status: valid && !forceFailure ? 'SUCCESS' : 'FAILURE' });
}

/** The end of the JSON value that starts at `from`: after its closing bracket, or at the , or } after it. */
function valueEnd(text: string, from: number): number {
  let depth = 0;
  for (let i = from; i < text.length; i += 1) {
    const c = text[i];
    if (c === '"') {
      i += 1;
      while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
      if (depth === 0) return i + 1;
    } else if (c === '{' || c === '[') depth += 1;
    else if (c === '}' || c === ']') {
      if (depth === 0) return i;
      depth -= 1;
      if (depth === 0) return i + 1;
    } else if (c === ',' && depth === 0) return i;
  }
  return text.length;
}

/** The text of a top-level member of a JSON object, byte for byte as written; undefined when absent. */
export function rawMember(text: string, name: string): string | undefined {
  let depth = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (c === '"') {
      const start = i;
      i += 1;
      while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
      const after = /^\s*:\s*/.exec(text.slice(i + 1));
      if (depth === 1 && after && JSON.parse(text.slice(start, i + 1)) === name) {
        const from = i + 1 + after[0].length;
        return text.slice(from, valueEnd(text, from)).trim();
      }
    } else if (c === '{' || c === '[') depth += 1;
    else if (c === '}' || c === ']') depth -= 1;
  }
  return undefined;
}
