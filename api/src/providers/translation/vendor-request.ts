import { invalid, unavailable } from '../../errors';
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
}

/**
 * POSTs JSON to a translation vendor. Network failures, time-outs and unreadable success answers
 * become 503s here; the adapter interprets the status and body of everything else.
 */
export async function postToVendor({
  vendor,
  url,
  json,
  headers = {},
  timeoutMs = VENDOR_TIMEOUT_MS,
}: VendorPost): Promise<VendorAnswer> {
  // One signal covers connecting, waiting and reading the body.
  const signal = AbortSignal.timeout(timeoutMs);
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify(json),
      signal,
    });
    text = await response.text();
  } catch {
    if (signal.aborted) {
      throw unavailable(
        `The translation service (${vendor}) did not answer in time; please try again later.`,
        'translation_timeout',
      );
    }
    throw unavailable(
      `The translation service (${vendor}) could not be reached; please try again later.`,
      'translation_unreachable',
    );
  }
  try {
    return { status: response.status, body: JSON.parse(text) };
  } catch {
    if (response.ok) throw unreadableAnswer(vendor);
    return { status: response.status, body: text };
  }
}

export const unreadableAnswer = (vendor: string) =>
  unavailable(
    `The translation service (${vendor}) sent an answer that could not be read; please try again later.`,
    'translation_bad_answer',
  );

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

/** Reads a string field from an unknown object, or undefined when it is absent or not a string. */
export function stringField(value: unknown, key: string): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const field = (value as Record<string, unknown>)[key];
  return typeof field === 'string' ? field : undefined;
}

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
