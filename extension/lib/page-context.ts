// The sentence around a selection, read in the page the learner clicked in. The click grants the
// tab (activeTab), and scripting.executeScript runs sentenceAroundSelection there.
import { browser } from 'wxt/browser';
import { SENTENCE_MAX } from '../../shared/words/rules';

/**
 * Runs in the page, so it must carry everything it uses: the browser serialises the function alone.
 * Takes the text of the block (paragraph, list item, cell…) holding the selection, splits it into
 * sentences with Intl.Segmenter in the page's language, and answers the sentence(s) the selection
 * touches with white space collapsed; longer than `max`, a window of `max` characters around the
 * selection. '' when there is no selection.
 */
export function sentenceAroundSelection(max: number): string {
  const selection = window.getSelection();
  if (!selection || selection.rangeCount === 0) return '';
  const range = selection.getRangeAt(0);
  const startNode = range.startContainer;
  let block: Element | null = startNode instanceof Element ? startNode : startNode.parentElement;
  // Up from inline elements (b, a, span…) and boxless ones (display: contents) to the block.
  const flowsInLine = (element: Element) => /^(inline|contents|$)/.test(getComputedStyle(element).display);
  while (block && block !== document.body && flowsInLine(block)) block = block.parentElement;
  if (!block) return '';

  // Text offsets measured the same way on both sides: by ranges over the block.
  const whole = document.createRange();
  whole.selectNodeContents(block);
  const text = whole.toString();
  const before = document.createRange();
  before.selectNodeContents(block);
  before.setEnd(range.startContainer, range.startOffset);
  const start = before.toString().length;
  const end = Math.min(text.length, start + range.toString().length);

  // White space as the page shows it: a line break in the HTML source is a space, not a sentence end.
  const collapse = (part: string) => part.replace(/\s+/g, ' ');
  const flat = collapse(text);
  const flatStart = collapse(text.slice(0, start)).length;
  const flatEnd = collapse(text.slice(0, end)).length;

  const language = document.documentElement.lang || undefined;
  let from = 0;
  let to = flat.length;
  try {
    const segments = Array.from(new Intl.Segmenter(language, { granularity: 'sentence' }).segment(flat));
    from = segments.findLast((segment) => segment.index <= flatStart)?.index ?? 0;
    const last = segments.find((segment) => segment.index + segment.segment.length >= flatEnd);
    to = last ? last.index + last.segment.length : flat.length;
  } catch {
    // An unknown language tag: the whole block stands in for the sentence.
  }

  const sentence = flat.slice(from, to).trim();
  if (sentence.length <= max) return sentence;
  // Too long for one sentence: keep the selection in the middle of what fits, on word boundaries.
  const centre = flat.slice(from, flatStart).trimStart().length;
  const windowStart = Math.max(0, Math.min(centre - Math.floor(max / 2), sentence.length - max));
  const cut = sentence.slice(windowStart, windowStart + max);
  const firstSpace = windowStart > 0 ? cut.indexOf(' ') + 1 : 0;
  const lastSpace = windowStart + max < sentence.length ? cut.lastIndexOf(' ') : cut.length;
  return cut.slice(firstSpace, lastSpace > firstSpace ? lastSpace : cut.length).trim();
}

/** The sentence around the selection in a tab's frame, or '' when the page cannot be read. */
export async function readSelectionSentence(tabId: number, frameId = 0): Promise<string> {
  try {
    const [result] = await browser.scripting.executeScript({
      target: { tabId, frameIds: [frameId] },
      func: sentenceAroundSelection,
      args: [SENTENCE_MAX],
    });
    return typeof result?.result === 'string' ? result.result : '';
  } catch {
    // Pages no extension may script (the browser's own, the web store): save the word alone.
    return '';
  }
}

/**
 * Runs in the page: the language the page gives the selected text (the nearest `lang`, as the
 * lookup card reads it), '' when none.
 */
export function selectionLanguage(): string {
  const node = window.getSelection()?.anchorNode;
  const element = node instanceof Element ? node : node?.parentElement;
  return (element?.closest('[lang]')?.getAttribute('lang') ?? '').trim();
}

/** The language of the selection in a tab's frame, or '' when the page names none or cannot be read. */
export async function readSelectionLanguage(tabId: number, frameId = 0): Promise<string> {
  try {
    const [result] = await browser.scripting.executeScript({
      target: { tabId, frameIds: [frameId] },
      func: selectionLanguage,
    });
    return typeof result?.result === 'string' ? result.result : '';
  } catch {
    return '';
  }
}
