// A web page for the background to script: the test's own (happy-dom) document. executeScript runs
// the injected function here, as the browser runs it in the tab, and the toasts shown are recorded.
import { vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { showToastInPage } from '../../extension/lib/page-toast';

export const PAGE = { id: 4, url: 'https://example.org/story', title: 'A story' };

// happy-dom computes no display for elements without a rule; a browser's own style sheet gives these.
const BROWSER_STYLES = '<style>p, div, li, td, th, h1, h2, blockquote { display: block; }</style>';

/** Puts the HTML in the page and selects the first occurrence of `word` in it. */
export function openPage(html: string, word: string): void {
  document.body.innerHTML = BROWSER_STYLES + html;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const at = node.textContent?.indexOf(word) ?? -1;
    if (at < 0) continue;
    const range = document.createRange();
    range.setStart(node, at);
    range.setEnd(node, at + word.length);
    window.getSelection()?.removeAllRanges();
    window.getSelection()?.addRange(range);
    return;
  }
  throw new Error(`"${word}" is not on the page`);
}

export interface ScriptedPage {
  /** [message, kind] of each toast shown, in order. */
  toasts: [string, string][];
  /** How many times the page was read (anything but a toast). */
  reads: () => number;
}

export function scriptPage(): ScriptedPage {
  const page: ScriptedPage = { toasts: [], reads: () => 0 };
  let reads = 0;
  page.reads = () => reads;
  // The injection as the extension passes it: a function and its arguments.
  type Injection = { func: (...args: unknown[]) => unknown; args?: unknown[] };
  vi.spyOn(fakeBrowser.scripting, 'executeScript').mockImplementation((async ({
    func,
    args = [],
  }: Injection) => {
    if (func === showToastInPage) page.toasts.push([String(args[0]), String(args[1])]);
    else reads += 1;
    return [{ frameId: 0, documentId: 'page', result: func(...args) }];
  }) as never);
  return page;
}
