// Translation through the API, between the learner's source and target languages.
import { type Preferences, paths } from '../../shared/api';
import { isNoTranslatorCode } from '../../shared/languages/translators';
import { callApi } from './api-client';
import { toApiError } from './message-errors';
import { currentPreferences } from './words-cache';

/** The languages a text is translated between. */
export type TranslationPair = Pick<Preferences, 'sourceLanguage' | 'targetLanguage'>;

export async function translateText(text: string, pair?: TranslationPair): Promise<string> {
  const { sourceLanguage, targetLanguage } = pair ?? (await currentPreferences());
  const translated = await callApi<string>(paths.translation, {
    method: 'POST',
    json: { sourceLanguage, targetLanguage, text: text.trim() },
    as: 'text',
  });
  return translated.trim();
}

/** The learner's pair: the popup tries its on-device translator with it before asking the server. */
export async function translationPair(): Promise<{ sourceLanguage: string; targetLanguage: string }> {
  const { sourceLanguage, targetLanguage } = await currentPreferences();
  return { sourceLanguage, targetLanguage };
}

/**
 * The translation, or '' when there is nothing to translate or it failed: a save goes on without it
 * (the server answers 503 when no translator serves the language pair).
 */
export async function translateQuietly(text: string, pair: TranslationPair): Promise<string> {
  if (text.trim() === '') return '';
  try {
    return await translateText(text, pair);
  } catch (error) {
    if (isNoTranslatorCode(toApiError(error).code)) serverHadNoTranslator = true;
    return '';
  }
}

/** Set when the server last said it has no translator for the pair; read once by takeNoTranslator. */
let serverHadNoTranslator = false;

/** Whether a quiet translation since the last call met a server without a translator. */
export function takeNoTranslator(): boolean {
  const had = serverHadNoTranslator;
  serverHadNoTranslator = false;
  return had;
}
