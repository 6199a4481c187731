import { invalid, unavailable } from '../../errors';
import { callVendor, type RetryPolicy, vendorFailure } from '../vendor-call';
import { VENDOR_TIMEOUT_MS } from './port';

export interface VendorAnswer {
  status: number;
  /** Parsed JSON, or the raw text when an error answer was not JSON. */
  body: unknown;
}

export interface VendorPost {
  /** Product-facing name used in messages, e.g. 'DeepL'. */
  vendor: string;
  url: string;
  json: unknown;
  headers?: Record<string, string>;
  timeoutMs?: number;
  /** Only for vendors that document "try again" statuses (translation is safe to repeat). */
  retry?: RetryPolicy;
}

/** DeepL and Google document 429 and 5xx as "try again"; DeepL also says 529 when it is overloaded. */
export const TRANSLATION_RETRY: RetryPolicy = {
  times: 2,
  statuses: [429, 500, 502, 503, 504, 529],
  delayMs: 200,
  maxWaitMs: 1_000,
};

/**
 * POSTs JSON to a translation vendor. Network failures, time-outs and unreadable success answers
 * become 503s (vendor-call.ts); the adapter interprets the status and body of everything else.
 */
export async function postToVendor({
  vendor,
  url,
  json,
  headers = {},
  timeoutMs = VENDOR_TIMEOUT_MS,
  retry,
}: VendorPost): Promise<VendorAnswer> {
  const service = { kind: 'translation', vendor } as const;
  const { status, body } = await callVendor(service, url, {
    method: 'POST',
    headers: { accept: 'application/json', ...headers },
    json,
    timeoutMs,
    retry,
  });
  // A success must be JSON: text there is a broken answer, where an error's text still says something.
  if (status >= 200 && status < 300 && (typeof body === 'string' || body === undefined)) {
    throw unreadableAnswer(vendor);
  }
  return { status, body };
}

export const unreadableAnswer = (vendor: string) =>
  vendorFailure({ kind: 'translation', vendor }, 'unreadable');

export const vendorFailed = (vendor: string, status: number) =>
  unavailable(
    `The translation service (${vendor}) failed (HTTP ${status}); please try again later.`,
    'translation_failed',
  );

export const vendorRejectedKey = (vendor: string) =>
  unavailable(
    `The translation service (${vendor}) rejected the server's API key; please tell the administrator.`,
    'translation_key_rejected',
  );

export const unsupportedPair = (vendor: string, source: string, target: string) =>
  invalid(
    `The translation service (${vendor}) cannot translate ${source}→${target}.`,
    'translation_unsupported',
  );

/** A non-empty request must come back as non-empty text; anything else is a broken answer. */
export function checkedTranslation(
  vendor: string,
  requestText: string,
  translated: string | undefined,
): string {
  if (translated === undefined) throw unreadableAnswer(vendor);
  if (translated.trim() === '' && requestText.trim() !== '') throw unreadableAnswer(vendor);
  return translated;
}
