// Stand-in for LibreTranslate's POST /translate (https://libretranslate.com/docs):
// JSON {q, source, target, format, api_key} → {translatedText}; errors are {error: "..."}:
// 400 for a bad request or unsupported language, 403 for a wrong key.
import { json, startVendorStub, type VendorStub } from './json-vendor-stub';

const LANGUAGES = new Set(['en', 'es', 'fr', 'de', 'it', 'pt', 'ru', 'zh', 'zt', 'ja', 'ar', 'he']);

export interface LibreTranslateStubOptions {
  /** When set, requests must carry it as api_key, like an instance started with --api-keys. */
  apiKey?: string;
  /** 'en>es:house' → 'casa'; anything else comes back as '[es] house'. */
  phrases?: Record<string, string>;
}

export function startLibreTranslateStub(options: LibreTranslateStubOptions = {}): VendorStub {
  return startVendorStub(({ method, path, body }) => {
    if (method !== 'POST' || path !== '/translate') return json({ error: 'Not Found' }, 404);
    const { q, source, target, format, api_key } = (body ?? {}) as Record<string, unknown>;
    if (options.apiKey && api_key !== options.apiKey) return json({ error: 'Invalid API key' }, 403);
    if (typeof q !== 'string') return json({ error: 'Invalid request: missing q parameter' }, 400);
    if (typeof source !== 'string') return json({ error: 'Invalid request: missing source parameter' }, 400);
    if (typeof target !== 'string') return json({ error: 'Invalid request: missing target parameter' }, 400);
    if (format !== undefined && format !== 'text' && format !== 'html') {
      return json({ error: `${String(format)} format is not supported` }, 400);
    }
    for (const language of [source, target]) {
      if (language !== 'auto' && !LANGUAGES.has(language))
        return json({ error: `${language} is not supported` }, 400);
    }
    const translatedText = options.phrases?.[`${source}>${target}:${q}`] ?? `[${target}] ${q}`;
    return json({ translatedText });
  });
}
