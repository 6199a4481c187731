// DeepL API v2: POST {base}/v2/translate, header `Authorization: DeepL-Auth-Key …`,
// JSON {text: [...], source_lang, target_lang} → {translations: [{text}]}.
import { unavailable } from '../../errors';
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

const VENDOR = 'DeepL';

export interface DeepLOptions {
  apiKey: string;
  /** Defaults to the free or the pro endpoint, chosen from the key (free keys end in ':fx'). */
  baseUrl?: string;
  timeoutMs?: number;
}

/** DeepL wants source languages without a region: 'EN', 'PT', 'ZH'. */
export function deeplSourceCode(code: string): string {
  return (code.split('-')[0] ?? '').toUpperCase();
}

/** DeepL refuses bare 'EN' and 'PT' as targets and spells Chinese by script. */
export function deeplTargetCode(code: string): string {
  const [base = '', region = ''] = code.toUpperCase().split('-');
  if (base === 'EN') return region === 'GB' ? 'EN-GB' : 'EN-US';
  if (base === 'PT') return region === 'PT' ? 'PT-PT' : 'PT-BR';
  if (base === 'ZH') return ['TW', 'HK', 'MO', 'HANT'].includes(region) ? 'ZH-HANT' : 'ZH-HANS';
  if (base === 'ES' && region === '419') return 'ES-419';
  return base;
}

const isTranslated = answerShape(
  Type.Object({ translations: Type.Array(Type.Object({ text: Type.String() }), { minItems: 1 }) }),
);
const isDeepLError = answerShape(Type.Object({ message: Type.String() }));

const firstTranslation = (body: unknown) => (isTranslated(body) ? body.translations[0]?.text : undefined);
const errorMessage = (body: unknown) => (isDeepLError(body) ? body.message : '');

export function createDeepLProvider(options: DeepLOptions): TranslationProvider {
  if (!options.apiKey) throw new Error('The DeepL translation provider needs an API key.');
  const defaultBase = options.apiKey.endsWith(':fx') ? 'https://api-free.deepl.com' : 'https://api.deepl.com';
  const base = (options.baseUrl ?? defaultBase).replace(/\/+$/, '');
  return {
    async translate({ sourceLanguage, targetLanguage, text }) {
      const { status, body } = await postToVendor({
        vendor: VENDOR,
        url: `${base}/v2/translate`,
        headers: { authorization: `DeepL-Auth-Key ${options.apiKey}` },
        json: {
          text: [text],
          source_lang: deeplSourceCode(sourceLanguage),
          target_lang: deeplTargetCode(targetLanguage),
        },
        timeoutMs: options.timeoutMs,
        retry: TRANSLATION_RETRY,
      });
      if (status === 200) return checkedTranslation(VENDOR, text, firstTranslation(body));
      // "Value for 'target_lang' not supported." is how DeepL says it lacks a language.
      if (status === 400 && /_lang/i.test(errorMessage(body))) {
        throw unsupportedPair(VENDOR, sourceLanguage, targetLanguage);
      }
      if (status === 403) throw vendorRejectedKey(VENDOR);
      if (status === 456) {
        throw unavailable(
          'The translation service (DeepL) has used up its monthly quota; please tell the administrator.',
          'translation_quota',
        );
      }
      throw vendorFailed(VENDOR, status);
    },
  };
}
