// The popup's Translate buttons: the browser's on-device translator when it has the learner's pair
// (a window context has the Translator API; the background's service worker does not), the server
// otherwise. shared/languages/translators.ts makes the choice, as it does in the web app.
import {
  browserTranslator,
  type Translated,
  translateWithBestEngine,
} from '../../shared/languages/translators';
import { sendMessage, toApiError } from './messages';

export async function translateInPopup(text: string): Promise<Translated> {
  const pair = await sendMessage('translationPair');
  return translateWithBestEngine({
    ...pair,
    text: text.trim(),
    device: browserTranslator(),
    server: () => sendMessage('translate', { text }),
    serverErrorCode: (error) => toApiError(error).code,
  });
}
