// LibreTranslate (self-hosted or hosted): POST {base}/translate {q, source, target, format, api_key?}
// → {translatedText}. Errors come back as {error: "..."}.
import { answerShape, Type } from '../answer-shape';
import type { TranslationProvider } from './port';
import {
  checkedTranslation,
  postToVendor,
  unsupportedPair,
  vendorFailed,
  vendorRejectedKey,
} from './vendor-request';

const VENDOR = 'LibreTranslate';

export interface LibreTranslateOptions {
  /** Defaults to a LibreTranslate running beside the API on its standard port. */
  baseUrl?: string;
  /** Only instances started with --api-keys need one. */
  apiKey?: string;
  timeoutMs?: number;
}

/** LibreTranslate names languages by ISO 639-1 code, plus 'zt' for Traditional Chinese. */
export function libreTranslateCode(code: string): string {
  const [base = '', region = ''] = code.toLowerCase().split('-');
  if (base === 'zh' && ['tw', 'hk', 'mo', 'hant'].includes(region)) return 'zt';
  return base;
}

const isTranslated = answerShape(Type.Object({ translatedText: Type.String() }));
const isLibreError = answerShape(Type.Object({ error: Type.String() }));

export function createLibreTranslateProvider(options: LibreTranslateOptions = {}): TranslationProvider {
  const base = (options.baseUrl ?? 'http://localhost:5000').replace(/\/+$/, '');
  return {
    async translate({ sourceLanguage, targetLanguage, text }) {
      const { status, body } = await postToVendor({
        vendor: VENDOR,
        url: `${base}/translate`,
        json: {
          q: text,
          source: libreTranslateCode(sourceLanguage),
          target: libreTranslateCode(targetLanguage),
          format: 'text',
          ...(options.apiKey ? { api_key: options.apiKey } : {}),
        },
        timeoutMs: options.timeoutMs,
      });
      if (status === 200)
        return checkedTranslation(VENDOR, text, isTranslated(body) ? body.translatedText : undefined);
      // A 400 names the language it lacks ("xx is not supported"); other 400s mean a broken request.
      if (status === 400 && isLibreError(body) && /not supported/i.test(body.error)) {
        throw unsupportedPair(VENDOR, sourceLanguage, targetLanguage);
      }
      if (status === 403) throw vendorRejectedKey(VENDOR);
      throw vendorFailed(VENDOR, status);
    },
  };
}
