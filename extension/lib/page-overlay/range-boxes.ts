// Paints boxes over ranges of the page's text in a layer of the closed host (closed-host.ts):
// absolutely placed, pointer-events off, measured from the ranges' client rects in the extension's
// own world. The page's tree, styles and hit-testing stay as they were; only the extension knows
// what is painted. Redrawn on the next frame after a scroll (of any element), a resize, a change of
// the page's size or fonts, a change of the items, or `refresh()`; items out of view draw nothing.

/** More boxes than this in one view are not drawn (a page of nothing but painted words). */
export const MAX_BOXES = 2000;

export interface RangeBoxesOptions<T> {
  /** A live range over the item, made at each drawing: a static one does not follow the page. */
  rangeOf(item: T): Range;
  /** The class of the item's boxes, styled by the caller's rules in the closed root. */
  classOf(item: T): string;
}

export interface RangeBoxes<T> {
  add(item: T): void;
  delete(item: T): void;
  clear(): void;
  /** Draws again on the next frame (the page changed in a way no listener hears). */
  refresh(): void;
  /** Stops listening and takes every box away. */
  stop(): void;
}

const sameBox = (a: DOMRect, b: DOMRect) =>
  Math.abs(a.left - b.left) < 0.5 &&
  Math.abs(a.top - b.top) < 0.5 &&
  Math.abs(a.width - b.width) < 0.5 &&
  Math.abs(a.height - b.height) < 0.5;

export function rangeBoxes<T>(
  doc: Document,
  layer: HTMLElement,
  options: RangeBoxesOptions<T>,
): RangeBoxes<T> {
  const view = doc.defaultView as Window;
  const items = new Set<T>();
  // Boxes are kept and moved rather than made anew at each frame.
  const pool: HTMLElement[] = [];
  let shown = 0;
  let frame: number | undefined;

  const boxAt = (index: number): HTMLElement => {
    let box = pool[index];
    if (!box) {
      box = doc.createElement('div');
      box.style.position = 'absolute';
      pool.push(box);
    }
    if (!box.isConnected) layer.append(box);
    return box;
  };

  function draw() {
    frame = undefined;
    const [width, height] = [view.innerWidth, view.innerHeight];
    let count = 0;
    for (const item of items) {
      if (count >= MAX_BOXES) break;
      const drawn: DOMRect[] = [];
      for (const rect of options.rangeOf(item).getClientRects()) {
        if (rect.bottom < 0 || rect.top > height || rect.right < 0 || rect.left > width || rect.width === 0)
          continue;
        // A range across elements ("la <b>bibli</b>othèque") gets the box of an element it holds
        // whole as well as its text's: the same box twice would paint that part darker.
        if (drawn.some((box) => sameBox(box, rect))) continue;
        drawn.push(rect);
        const box = boxAt(count);
        box.className = options.classOf(item);
        box.style.left = `${rect.left}px`;
        box.style.top = `${rect.top}px`;
        box.style.width = `${rect.width}px`;
        box.style.height = `${rect.height}px`;
        count += 1;
        if (count >= MAX_BOXES) break;
      }
    }
    for (let index = count; index < shown; index += 1) pool[index]?.remove();
    shown = count;
  }

  const refresh = () => {
    frame ??= view.requestAnimationFrame(draw);
  };
  // The page's size or fonts changed: its text moved without a scroll.
  const resized = new ResizeObserver(refresh);
  resized.observe(doc.documentElement);
  if (doc.body) resized.observe(doc.body);
  doc.fonts?.addEventListener('loadingdone', refresh);
  view.addEventListener('scroll', refresh, { passive: true, capture: true });
  view.addEventListener('resize', refresh, { passive: true });

  return {
    add(item) {
      items.add(item);
      refresh();
    },
    delete(item) {
      if (items.delete(item)) refresh();
    },
    clear() {
      items.clear();
      refresh();
    },
    refresh,
    stop() {
      items.clear();
      if (frame !== undefined) view.cancelAnimationFrame(frame);
      frame = undefined;
      resized.disconnect();
      doc.fonts?.removeEventListener('loadingdone', refresh);
      view.removeEventListener('scroll', refresh, { capture: true });
      view.removeEventListener('resize', refresh);
      for (const box of pool) box.remove();
      shown = 0;
    },
  };
}
