// The background: owns the context menu and answers the popup's and pages' calls (lib/messages.ts).
// Listeners are added synchronously in main() so a woken service worker or event page sees the
// event that woke it.
import { browser } from 'wxt/browser';
import { defineBackground } from 'wxt/utils/define-background';
import { listenForMessages } from '../lib/messages';
import { SAVE_SELECTION_MENU, saveSelectionFromMenu } from '../lib/save-selection';
import { readSession } from '../lib/session';

export default defineBackground(() => {
  browser.runtime.onInstalled.addListener(async () => {
    // Menus outlive updates and reloads; clearing first avoids a duplicate-id error.
    await browser.contextMenus.removeAll();
    browser.contextMenus.create({ ...SAVE_SELECTION_MENU, contexts: [...SAVE_SELECTION_MENU.contexts] });
  });

  browser.contextMenus.onClicked.addListener((info, tab) => {
    void saveSelectionFromMenu(info, tab);
  });

  listenForMessages({
    ping: () => 'pong',
    getSession: () => readSession(),
  });
});
