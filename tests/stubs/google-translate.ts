// Stand-in for Cloud Translation v2 (Basic), POST /language/translate/v2?key=…
// (https://cloud.google.com/translate/docs/reference/rest/v2/translate): JSON {q, source?, target,
// format} → {data: {translations: [{translatedText}]}}. Errors are {error: {code, message, errors}}:
// a wrong key is 400 "API key not valid", an unknown language 400 "Invalid Value".
import { json, startVendorStub, type VendorStub } from './json-vendor-stub';

const LANGUAGES = new Set([
  'en',
  'es',
  'fr',
  'de',
  'it',
  'pt',
  'pt-PT',
  'ru',
  'ja',
  'zh-CN',
  'zh-TW',
  'he',
  'iw',
]);

const googleError = (status: number, message: string, reason: string) =>
  json({ error: { code: status, message, errors: [{ message, domain: 'global', reason }] } }, status);

export interface GoogleTranslateStubOptions {
  apiKey: string;
  /** 'en>es:house' → 'casa'; anything else comes back as '[es] house'. */
  phrases?: Record<string, string>;
}

export function startGoogleTranslateStub(options: GoogleTranslateStubOptions): VendorStub {
  return startVendorStub(({ method, path, query, body }) => {
    if (method !== 'POST' || path !== '/language/translate/v2')
      return googleError(404, 'Not Found', 'notFound');
    if (query.get('key') !== options.apiKey) {
      return googleError(400, 'API key not valid. Please pass a valid API key.', 'badRequest');
    }
    const { q, source, target, format } = (body ?? {}) as Record<string, unknown>;
    if (typeof q !== 'string' || typeof target !== 'string') {
      return googleError(400, 'Required Text', 'required');
    }
    if (format !== undefined && format !== 'text' && format !== 'html') {
      return googleError(400, 'Invalid Value', 'invalid');
    }
    for (const language of [source ?? 'en', target]) {
      if (typeof language !== 'string' || !LANGUAGES.has(language)) {
        return googleError(400, 'Invalid Value', 'invalid');
      }
    }
    const translatedText = options.phrases?.[`${source}>${target}:${q}`] ?? `[${target}] ${q}`;
    return json({ data: { translations: [{ translatedText }] } });
  });
}
