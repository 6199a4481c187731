// The text position under a point of the view, for the features that paint on pages (marking's
// hover card, the lookup card).

export type CaretDocument = Document & {
  caretPositionFromPoint?: (x: number, y: number) => { offsetNode: Node; offset: number } | null;
  caretRangeFromPoint?: (x: number, y: number) => Range | null;
};

/** The caret position at a point, by the standard call or WebKit's older one. */
export function caretAt(doc: CaretDocument, x: number, y: number): { node: Node; offset: number } | null {
  const position = doc.caretPositionFromPoint?.(x, y);
  if (position) return { node: position.offsetNode, offset: position.offset };
  const range = doc.caretRangeFromPoint?.(x, y);
  return range ? { node: range.startContainer, offset: range.startOffset } : null;
}

/** Whether a point falls inside a box (edges included). */
export const insideBox = (box: DOMRect, x: number, y: number): boolean =>
  x >= box.left && x <= box.right && y >= box.top && y <= box.bottom;
