// WXT's ContentScriptContext announces each start to the page: a window.postMessage and a
// CustomEvent on the document, both named with the extension's id, so a newer copy of a content
// script can stop an older one. Any script of the page hears them: they tell every site that
// Wordhoard runs there and, for page marking, when it starts (docs/decisions/0035-marks-threat-model.md).
// This context keeps WXT's signal, timers and invalidation on the extension's unloading, and says
// nothing. The build gives it to every content script in place of WXT's (wxt.config.ts).
import { ContentScriptContext } from 'wxt/utils/content-script-context';

export class QuietContentScriptContext extends ContentScriptContext {
  /** WXT posts its start to the page's window here; a quiet start posts nothing. */
  override stopOldScripts(): void {}

  /** And listens for the next copy's announcement on the document: there is none to hear. */
  override listenForNewerScripts(): void {}
}

export { QuietContentScriptContext as ContentScriptContext };
