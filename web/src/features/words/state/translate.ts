// The word form's translations: on this device when the browser has a translator for the pair,
// by the server otherwise (shared/languages/translators.ts decides).
import {
  browserTranslator,
  type Translated,
  translateWithBestEngine,
} from '../../../../../shared/languages/translators';
import { apiErrorCode } from '../../../lib/api-client';
import { translateText } from './words-api';

export function translateForLearner(
  sourceLanguage: string,
  targetLanguage: string,
  text: string,
): Promise<Translated> {
  return translateWithBestEngine({
    sourceLanguage,
    targetLanguage,
    text,
    device: browserTranslator(),
    server: () => translateText(sourceLanguage, targetLanguage, text),
    serverErrorCode: apiErrorCode,
  });
}
