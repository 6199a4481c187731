// Paints marks with the CSS Custom Highlight API: one Highlight per score, styled by
// ::highlight() rules in an adopted style sheet, so neither an element nor a <style> joins the page.
import { highlightName, MARKING_COLOURS, MARKING_TINTS } from '../../../shared/marking/texts';
import type { Score } from '../../../shared/words/types';
import type { Mark, Painter } from './marks';

const SCORES: Score[] = [1, 2, 3];

/** The page's window, with the globals a content script reads from it. */
type HighlightWindow = Window & typeof globalThis;

/** True when the browser has CSS.highlights and adopted style sheets. */
export function hasHighlightApi(doc: Document): boolean {
  const view = doc.defaultView as (HighlightWindow & { Highlight?: unknown }) | null;
  return Boolean(
    view &&
      typeof view.Highlight === 'function' &&
      view.CSS &&
      'highlights' in view.CSS &&
      'adoptedStyleSheets' in doc,
  );
}

/**
 * The rules name only the root: highlight styles pass down to every element from there (CSS
 * highlight inheritance), and a rule for every element would make the browser restyle a long
 * page at once, a long task of its own (docs/decisions/0030-page-marking.md).
 */
export const highlightRules = (): string =>
  SCORES.map(
    (score) =>
      `:root::highlight(${highlightName(score)}) { background-color: ${MARKING_TINTS[score]}; text-decoration: underline 2px ${MARKING_COLOURS[score]}; }`,
  ).join('\n');

/**
 * The rules' sheet, adopted once per document and kept there, also once marking stops: adding or
 * taking away a rule that matches the root restyles every element of the page at once (80-300 ms
 * on a 5 MB page, a long task), and rules for highlights no longer registered paint nothing.
 */
const adoptedSheets = new WeakMap<Document, CSSStyleSheet>();

function adoptRules(doc: Document, view: HighlightWindow): void {
  let sheet = adoptedSheets.get(doc);
  if (!sheet) {
    sheet = new view.CSSStyleSheet();
    sheet.replaceSync(highlightRules());
    adoptedSheets.set(doc, sheet);
  }
  if (!doc.adoptedStyleSheets.includes(sheet)) doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
}

export function highlightPainter(doc: Document): Painter {
  const view = doc.defaultView as HighlightWindow;
  const highlights = new Map(SCORES.map((score) => [score, new view.Highlight()] as const));
  for (const [score, highlight] of highlights) view.CSS.highlights.set(highlightName(score), highlight);
  adoptRules(doc, view);
  return {
    add: (mark: Mark) => void highlights.get(mark.score)?.add(mark.range),
    remove: (mark: Mark) => void highlights.get(mark.score)?.delete(mark.range),
    clear() {
      for (const [score, highlight] of highlights) {
        highlight.clear();
        view.CSS.highlights.delete(highlightName(score));
      }
    },
  };
}
