// The browser's on-device Translator for saves made from a page's context menu: the background's
// service worker has no Translator API, the page's window has, so the translation runs in the
// extension's isolated world of the tab the learner clicked in (the click grants it, activeTab).
import { browser } from 'wxt/browser';
import type { BrowserState } from '../../shared/languages/translators';

export type TabTranslation = { texts: string[] } | BrowserState;

/**
 * Runs in the page, so it carries everything it uses: the browser serialises the function alone.
 * Translates each text with the page window's Translator, never waiting on a model still to be
 * downloaded; answers what the browser said when it cannot.
 */
export async function translateWithWindowTranslator(
  texts: string[],
  pair: { sourceLanguage: string; targetLanguage: string },
  timeoutMs: number,
): Promise<TabTranslation> {
  type Api = {
    availability(pair: object): Promise<string>;
    create(pair: object): Promise<{ translate(text: string): Promise<string> }>;
  };
  const api = (globalThis as { Translator?: Api }).Translator;
  if (!api || typeof api.availability !== 'function' || typeof api.create !== 'function') return 'none';
  const work = async (): Promise<TabTranslation> => {
    const availability = await api.availability(pair);
    if (availability === 'unavailable') return 'unavailable';
    if (availability !== 'available') return 'preparing';
    const translator = await api.create(pair);
    const out: string[] = [];
    for (const text of texts) out.push(text.trim() === '' ? '' : (await translator.translate(text)).trim());
    return { texts: out };
  };
  const late = new Promise<TabTranslation>((settle) => setTimeout(() => settle('unavailable'), timeoutMs));
  try {
    return await Promise.race([work(), late]);
  } catch {
    return 'unavailable';
  }
}

/** The texts translated on the device in a tab's frame, or why not ('none' when the page cannot be reached). */
export async function translateInTab(
  tabId: number,
  frameId: number,
  texts: string[],
  pair: { sourceLanguage: string; targetLanguage: string },
): Promise<TabTranslation> {
  try {
    const [result] = await browser.scripting.executeScript({
      target: { tabId, frameIds: [frameId] },
      func: translateWithWindowTranslator,
      args: [texts, pair, 10_000],
    });
    const value = result?.result as TabTranslation | undefined;
    if (typeof value === 'object' && value !== null && Array.isArray(value.texts)) return value;
    return value === 'unavailable' || value === 'preparing' ? value : 'none';
  } catch {
    // Pages no extension may script (the browser's own, the web store): the server translates.
    return 'none';
  }
}
