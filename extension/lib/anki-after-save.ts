// Where Send to Anki meets the learner: after a word is saved (from a page or the popup), and from
// the page's context menu for a word saved before. Whatever Anki does, the word stays saved in
// Wordhoard; the outcome is told in the page's toast or the popup's notice.
import type { Browser } from 'wxt/browser';
import { ANKI_MESSAGES, wordNotSentToAnkiMessage } from '../../shared/export/send-to-anki-texts';
import { duplicateKey } from '../../shared/words/rules';
import type { Word } from '../../shared/words/types';
import { SEND_TO_ANKI_MENU } from './anki-menu';
import { readAnkiSettings } from './anki-settings';
import { toApiError } from './message-errors';
import type { AnkiOutcome } from './message-types';
import { showPageToast } from './page-toast';
import { sendToAnki } from './send-to-anki';
import { readWordsCache } from './storage';
import { fetchWords } from './words-cache';

/** Sends a word just saved when Send to Anki is on; undefined when it is off. */
export async function forwardToAnki(word: Word): Promise<AnkiOutcome | undefined> {
  if (!(await readAnkiSettings()).enabled) return undefined;
  try {
    return { ok: true, message: (await sendToAnki(word)).message };
  } catch (error) {
    return { ok: false, message: wordNotSentToAnkiMessage(word.word, toApiError(error).message) };
  }
}

/** The learner's saved word for a selection, from the cache, else from the server once. */
async function savedWord(text: string): Promise<Word | undefined> {
  const key = duplicateKey(text);
  const find = (words: readonly Word[]) => words.find((word) => duplicateKey(word.word) === key);
  return find(await readWordsCache()) ?? find(await fetchWords().catch(() => []));
}

/** "Send “…” to Anki" on a page's selection. Other menu items are not ours to handle. */
export function sendSelectionToAnki(
  info: Browser.contextMenus.OnClickData,
  tab: Browser.tabs.Tab | undefined,
): Promise<AnkiOutcome> | undefined {
  if (info.menuItemId !== SEND_TO_ANKI_MENU.id) return undefined;
  return (async () => {
    const word = await savedWord((info.selectionText ?? '').trim());
    const outcome = word
      ? ((await forwardToAnki(word)) ?? { ok: false, message: ANKI_MESSAGES.notEnabled })
      : { ok: false, message: ANKI_MESSAGES.notSaved };
    if (tab?.id !== undefined && tab.id >= 0)
      await showPageToast(tab.id, outcome.message, outcome.ok ? 'success' : 'error');
    return outcome;
  })();
}
