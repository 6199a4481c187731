// Finds the marked word under the pointer, and the next one in view for the keyboard shortcut.
import { caretAt, insideBox as inside } from '../page-overlay/caret';
import type { Mark, MarkStore } from './marks';
import { liveRange } from './marks';

/** The mark under a point and its box, or null: the caret lands near text even off it, so the box decides. */
export function markAtPoint(
  doc: Document,
  store: MarkStore,
  x: number,
  y: number,
): { mark: Mark; box: DOMRect } | null {
  const caret = caretAt(doc, x, y);
  if (!caret) return null;
  // A caret after a word's last letter sits at its end: look one letter back too. Where two marks
  // touch (Japanese, or "新しい図書館" with both saved) the caret between them names both: the
  // one whose box holds the pointer is the word under it, whichever half of a letter it is on.
  for (const offset of [caret.offset, caret.offset - 1]) {
    const mark = store.at(caret.node, offset);
    if (!mark) continue;
    for (const box of liveRange(mark).getClientRects()) if (inside(box, x, y)) return { mark, box };
  }
  return null;
}

/**
 * The marks in view, top to bottom, then in reading order along a line. `marks` are those painted
 * near the view (in-view.ts): the boxes of every mark of a long page would take seconds.
 */
export function marksInView(doc: Document, marks: Iterable<Mark>): { mark: Mark; box: DOMRect }[] {
  const height = doc.defaultView?.innerHeight ?? 0;
  const width = doc.defaultView?.innerWidth ?? 0;
  const seen: { mark: Mark; box: DOMRect }[] = [];
  for (const mark of marks) {
    const box = liveRange(mark).getBoundingClientRect();
    if (box.width === 0 || box.bottom < 0 || box.top > height || box.right < 0 || box.left > width) continue;
    seen.push({ mark, box });
  }
  return seen.sort((a, b) => a.box.top - b.box.top || a.box.left - b.box.left);
}
