// Hands a painter only the marks near the view. Browsers recompute every highlighted range when a
// highlight changes, so a long page with thousands of marks would cost a long task on each change;
// the marks of an element are painted once it comes within a screen of the view, and go when
// it leaves. The store keeps every mark, for the pointer and for the page's changes.
//
// The IntersectionObserver that tells when an element comes near watches only the marked elements
// around the middle of the view, in document order (document-order.ts): its cost on each frame
// grows with its targets. A scroll, a resize or newly marked elements move that window, at most
// every RECENTRE_MS. Known limit: an element far from the middle of the view in document order but
// laid out beside it (a far sidebar) is painted only once the view's middle is near it.

import { type CaretDocument, caretAt } from '../page-overlay/caret';
import { DocumentOrder } from './document-order';
import type { Mark, Painter } from './marks';

/** How far beyond the view marks are already painted: a screen above and below. */
const MARGIN = '100% 0px';
/**
 * Marked elements watched on each side of the middle of the view: more than three screens of
 * them even where a line holds several (each link of a line is one).
 */
export const WATCHED_AROUND = 400;
/** The window follows a scroll, a resize or newly marked elements at most this often. */
export const RECENTRE_MS = 100;

/** The node at the middle of the view, or near it when the middle falls on no text. */
function middleOfView(doc: Document): Node | null {
  const view = doc.defaultView;
  if (!view) return null;
  const [width, height] = [view.innerWidth, view.innerHeight];
  const points = [
    [width / 2, height / 2],
    [width / 2, height / 4],
    [width / 2, (height * 3) / 4],
    [width / 4, height / 2],
  ] as const;
  for (const [x, y] of points) {
    const node = caretAt(doc as CaretDocument, x, y)?.node;
    if (node?.isConnected && doc.body?.contains(node)) return node;
  }
  return null;
}

/** A painter that also answers the marks it painted: those near the view. */
export interface InViewPainter extends Painter {
  painted(): Iterable<Mark>;
}

export function inViewPainter(doc: Document, painter: Painter): InViewPainter {
  // Arrays, not sets: one entry per mark of a long page, kept small (marks.ts).
  const byElement = new Map<Element, Mark[]>();
  const order = new DocumentOrder();
  const watched = new Set<Element>();
  const near = new Set<Element>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        // A record queued before its element left the window is out of date.
        if (!watched.has(entry.target)) continue;
        const marks = byElement.get(entry.target);
        if (entry.isIntersecting) near.add(entry.target);
        else near.delete(entry.target);
        for (const mark of marks ?? []) {
          if (entry.isIntersecting) painter.add(mark);
          else painter.remove(mark);
        }
      }
    },
    { root: null, rootMargin: MARGIN },
  );
  // Marks whose text sits directly in the document (no element) are painted at once.
  const elementOf = (mark: Mark) => mark.node.parentElement ?? doc.documentElement;

  const unwatch = (element: Element) => {
    observer.unobserve(element);
    watched.delete(element);
    if (near.delete(element)) for (const mark of byElement.get(element) ?? []) painter.remove(mark);
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  let centre: Node | null = null;
  const recentre = () => {
    timer = undefined;
    order.settle();
    centre = middleOfView(doc) ?? (centre?.isConnected ? centre : (doc.body ?? doc.documentElement));
    const around = new Set(order.around(centre, WATCHED_AROUND));
    for (const element of [...watched]) if (!around.has(element)) unwatch(element);
    for (const element of around) {
      if (watched.has(element)) continue;
      watched.add(element);
      observer.observe(element);
    }
  };
  // The first marks are watched at once; later changes wait for the interval.
  const schedule = () => {
    timer ??= setTimeout(recentre, watched.size === 0 ? 0 : RECENTRE_MS);
  };
  const view = doc.defaultView;
  let listening = false;
  const listen = (on: boolean) => {
    if (!view || listening === on) return;
    listening = on;
    const method = on ? 'addEventListener' : 'removeEventListener';
    // Capture: the scroll of any scrolling element of the page, not only the window's.
    view[method]('scroll', schedule, { capture: true, passive: true } as AddEventListenerOptions);
    view[method]('resize', schedule, { passive: true } as AddEventListenerOptions);
  };

  return {
    *painted() {
      for (const element of near) yield* byElement.get(element) ?? [];
    },
    add(mark) {
      const element = elementOf(mark);
      let marks = byElement.get(element);
      if (!marks) {
        marks = [];
        byElement.set(element, marks);
        order.add(element);
        listen(true);
        schedule();
      }
      marks.push(mark);
      if (near.has(element)) painter.add(mark);
    },
    remove(mark) {
      const element = elementOf(mark);
      const marks = byElement.get(element);
      const at = marks?.indexOf(mark) ?? -1;
      if (!marks || at < 0) return;
      marks.splice(at, 1);
      // Only a painted mark is in the painter (and has its range made).
      if (near.has(element)) painter.remove(mark);
      if (marks.length === 0) {
        byElement.delete(element);
        order.delete(element);
        if (watched.has(element)) unwatch(element);
      }
    },
    clear() {
      observer.disconnect();
      clearTimeout(timer);
      timer = undefined;
      listen(false);
      byElement.clear();
      watched.clear();
      near.clear();
      order.clear();
      painter.clear();
    },
  };
}
