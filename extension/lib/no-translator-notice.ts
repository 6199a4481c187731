// "No translator here": told once, the first time a save from a page finds neither the browser's
// on-device translator nor the server's, with how to get one; never again after.
import { storage } from 'wxt/utils/storage';
import { type BrowserState, noTranslatorMessage } from '../../shared/languages/translators';
import { showPageToast } from './page-toast';

export const noTranslatorToldItem = storage.defineItem<boolean>('local:noTranslatorTold', {
  fallback: false,
  version: 1,
});

/** Tells the learner on the page, unless they were told before. */
export async function tellNoTranslatorOnce(
  tabId: number,
  pair: { sourceLanguage: string; targetLanguage: string },
  browserState: BrowserState,
): Promise<boolean> {
  if ((await noTranslatorToldItem.getValue()) === true) return false;
  await noTranslatorToldItem.setValue(true);
  const message = noTranslatorMessage(pair, browserState);
  await showPageToast(tabId, message.charAt(0).toUpperCase() + message.slice(1), 'info');
  return true;
}
