// Hands a painter only the marks near the view. Browsers recompute every highlighted range when a
// highlight changes, so a long page with thousands of marks would cost a long task on each change;
// the marks of an element are painted once it comes within a screen of the view, and go when
// it leaves. The store keeps every mark, for the pointer and for the page's changes.
import type { Mark, Painter } from './marks';

/** How far beyond the view marks are already painted: a screen above and below. */
const MARGIN = '100% 0px';

export function inViewPainter(doc: Document, painter: Painter): Painter {
  const byElement = new Map<Element, Set<Mark>>();
  const near = new Set<Element>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
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

  return {
    add(mark) {
      const element = elementOf(mark);
      let marks = byElement.get(element);
      if (!marks) {
        marks = new Set();
        byElement.set(element, marks);
        observer.observe(element);
      }
      marks.add(mark);
      if (near.has(element)) painter.add(mark);
    },
    remove(mark) {
      const element = elementOf(mark);
      const marks = byElement.get(element);
      marks?.delete(mark);
      painter.remove(mark);
      if (marks?.size === 0) {
        byElement.delete(element);
        near.delete(element);
        observer.unobserve(element);
      }
    },
    clear() {
      observer.disconnect();
      byElement.clear();
      near.clear();
      painter.clear();
    },
  };
}
