// "Send “…” to Anki" in a page's context menu, for a word saved before.
import type { Browser } from 'wxt/browser';
import { browser } from 'wxt/browser';
import { ANKI_MENU_TITLE } from '../../shared/export/send-to-anki-texts';

export const SEND_TO_ANKI_MENU = {
  id: 'send-to-anki',
  title: ANKI_MENU_TITLE,
  contexts: ['selection'],
} as const satisfies Browser.contextMenus.CreateProperties;

/** The menu item is there only while Send to Anki is on: no entry leads to a switched-off feature. */
export async function showAnkiMenu(enabled: boolean): Promise<void> {
  try {
    await browser.contextMenus.remove(SEND_TO_ANKI_MENU.id);
  } catch {
    // It was not there.
  }
  if (enabled)
    browser.contextMenus.create({ ...SEND_TO_ANKI_MENU, contexts: [...SEND_TO_ANKI_MENU.contexts] });
}
