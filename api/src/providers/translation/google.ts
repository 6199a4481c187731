// Google Cloud Translation v2 (Basic): POST {base}/language/translate/v2?key=…
// {q, source, target, format: 'text'} → {data: {translations: [{translatedText}]}}.
// Errors come back as {error: {code, message, errors: [{reason}]}}.
import { answerShape, Type } from '../answer-shape';
import type { TranslationProvider } from './port';
import {
  checkedTranslation,
  postToVendor,
  TRANSLATION_RETRY,
  unsupportedPair,
  vendorFailed,
  vendorRejectedKey,
} from './vendor-request';

const VENDOR = 'Google Cloud Translation';

export interface GoogleTranslateOptions {
  apiKey: string;
  baseUrl?: string;
  timeoutMs?: number;
}

/** Google takes ISO 639-1 codes and keeps the region only where it changes the language. */
export function googleLanguageCode(code: string): string {
  const [base = '', region = ''] = code.split('-');
  const lower = base.toLowerCase();
  if (lower === 'zh') return ['TW', 'HK', 'MO', 'HANT'].includes(region.toUpperCase()) ? 'zh-TW' : 'zh-CN';
  if (lower === 'pt' && region.toUpperCase() === 'PT') return 'pt-PT';
  return lower;
}

const isTranslated = answerShape(
  Type.Object({
    data: Type.Object({
      translations: Type.Array(Type.Object({ translatedText: Type.String() }), { minItems: 1 }),
    }),
  }),
);
const isGoogleError = answerShape(Type.Object({ error: Type.Object({ message: Type.String() }) }));

const firstTranslation = (body: unknown) =>
  isTranslated(body) ? body.data.translations[0]?.translatedText : undefined;
const errorMessage = (body: unknown) => (isGoogleError(body) ? body.error.message : '');

export function createGoogleTranslateProvider(options: GoogleTranslateOptions): TranslationProvider {
  if (!options.apiKey) throw new Error('The Google translation provider needs an API key.');
  const base = (options.baseUrl ?? 'https://translation.googleapis.com').replace(/\/+$/, '');
  const url = `${base}/language/translate/v2?key=${encodeURIComponent(options.apiKey)}`;
  return {
    async translate({ sourceLanguage, targetLanguage, text }) {
      const { status, body } = await postToVendor({
        vendor: VENDOR,
        url,
        json: {
          q: text,
          source: googleLanguageCode(sourceLanguage),
          target: googleLanguageCode(targetLanguage),
          format: 'text',
        },
        timeoutMs: options.timeoutMs,
        retry: TRANSLATION_RETRY,
      });
      if (status === 200) return checkedTranslation(VENDOR, text, firstTranslation(body));
      const message = errorMessage(body);
      // Google answers a bad key with 400 "API key not valid", and a key without access with 403.
      if ((status === 400 && /api key/i.test(message)) || status === 401 || status === 403) {
        throw vendorRejectedKey(VENDOR);
      }
      // Any other 400 is "Invalid Value" / "Bad language pair": the language is not offered.
      if (status === 400) throw unsupportedPair(VENDOR, sourceLanguage, targetLanguage);
      throw vendorFailed(VENDOR, status);
    },
  };
}
