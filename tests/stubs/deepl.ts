// Stand-in for DeepL's POST /v2/translate (https://developers.deepl.com/api-reference/translate):
// header `Authorization: DeepL-Auth-Key <key>`, JSON {text: [...], source_lang?, target_lang}
// → {translations: [{detected_source_language, text}]}. Errors are {message}: 403 for a wrong key,
// 400 for a bad parameter. Like DeepL, it refuses the ambiguous targets 'EN' and 'PT'.
import { json, startVendorStub, type VendorStub } from './json-vendor-stub';

const SOURCES = new Set([
  'AR',
  'BG',
  'CS',
  'DA',
  'DE',
  'EL',
  'EN',
  'ES',
  'FR',
  'IT',
  'JA',
  'NL',
  'PL',
  'PT',
  'RU',
  'ZH',
]);
const TARGETS = new Set([
  ...[...SOURCES].filter((code) => code !== 'EN' && code !== 'PT' && code !== 'ZH'),
  ...['EN-GB', 'EN-US', 'PT-BR', 'PT-PT', 'ZH-HANS', 'ZH-HANT', 'ES-419'],
]);

export interface DeepLStubOptions {
  apiKey: string;
  /** 'EN>ES:house' → 'casa'; anything else comes back as '[ES] house'. */
  phrases?: Record<string, string>;
}

export function startDeepLStub(options: DeepLStubOptions): VendorStub {
  return startVendorStub(({ method, path, headers, body }) => {
    if (method !== 'POST' || path !== '/v2/translate') return json({ message: 'Not found' }, 404);
    if (headers.get('authorization') !== `DeepL-Auth-Key ${options.apiKey}`) {
      return json({ message: 'Authorization failure, check auth_key' }, 403);
    }
    const { text, source_lang, target_lang } = (body ?? {}) as Record<string, unknown>;
    if (!Array.isArray(text) || text.length === 0 || !text.every((item) => typeof item === 'string')) {
      return json({ message: "Parameter 'text' not specified." }, 400);
    }
    if (typeof target_lang !== 'string')
      return json({ message: "Parameter 'target_lang' not specified." }, 400);
    const target = target_lang.toUpperCase();
    if (!TARGETS.has(target)) return json({ message: "Value for 'target_lang' not supported." }, 400);
    const source = typeof source_lang === 'string' ? source_lang.toUpperCase() : 'EN';
    if (!SOURCES.has(source)) return json({ message: "Value for 'source_lang' not supported." }, 400);
    const translations = text.map((item: string) => ({
      detected_source_language: source,
      text: options.phrases?.[`${source}>${target}:${item}`] ?? `[${target}] ${item}`,
    }));
    return json({ translations });
  });
}
