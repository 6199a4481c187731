// Where a card opens beside a word (marking's hover card, the lookup card): below it, or above it
// near the bottom of the view, starting where the reader's eye is: at the word's left edge in
// left-to-right text, at its right edge in right-to-left text; always inside the view.

/** A word as laid out: its box and which way its line runs. */
export interface WordPlace {
  box: DOMRect;
  rtl: boolean;
}

/** Whether a node's text runs right to left, as the page lays it out (`dir`, `direction`). */
export function runsRightToLeft(node: Node): boolean {
  const element = node instanceof Element ? node : node.parentElement;
  return element !== null && getComputedStyle(element).direction === 'rtl';
}

/** Places a shown card (position: absolute in a view-sized layer) beside the word. */
export function placeBeside(
  card: HTMLElement,
  { box, rtl }: WordPlace,
  guess: { width: number; height: number },
) {
  const view = card.ownerDocument.defaultView;
  const width = view?.innerWidth ?? 0;
  const height = view?.innerHeight ?? 0;
  const cardHeight = card.offsetHeight || guess.height;
  const below = box.bottom + 6 + cardHeight <= height;
  card.style.top = `${below ? box.bottom + 6 : Math.max(4, box.top - cardHeight - 6)}px`;
  const cardWidth = card.offsetWidth || guess.width;
  const start = rtl ? box.right - cardWidth : box.left;
  card.style.left = `${Math.max(8, Math.min(start, width - cardWidth - 8))}px`;
}
