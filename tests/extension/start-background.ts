// Runs the background entrypoint on the fake browser. contextMenus is not in the fake browser, so the
// harness stands in for it and hands the test the click listeners the background added.
import { vi } from 'vitest';
import type { Browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import background from '../../extension/entrypoints/background';

type ClickListener = (info: Browser.contextMenus.OnClickData, tab?: Browser.tabs.Tab) => void;

export function startBackground() {
  const create = vi.spyOn(fakeBrowser.contextMenus, 'create').mockImplementation(() => 'save-selection');
  const removeAll = vi.spyOn(fakeBrowser.contextMenus, 'removeAll').mockResolvedValue(undefined);
  const clickListeners: ClickListener[] = [];
  vi.spyOn(fakeBrowser.contextMenus.onClicked, 'addListener').mockImplementation((listener) => {
    clickListeners.push(listener as ClickListener);
  });
  background.main();
  const click = (info: Partial<Browser.contextMenus.OnClickData>, tab?: Partial<Browser.tabs.Tab>) => {
    for (const listener of clickListeners) {
      listener({ menuItemId: 'save-selection', editable: false, ...info }, tab as Browser.tabs.Tab);
    }
  };
  return { create, removeAll, click };
}
