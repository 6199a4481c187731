// Paints marks where the browser has no CSS Custom Highlight API: coloured boxes in one shadow
// root over the page, drawn again on scroll and resize for the marks in view only.
import { MARKING_COLOURS, MARKING_TINTS } from '../../../shared/marking/texts';
import { liveRange, type Mark, type Painter } from './marks';

/** More boxes than this in one view are not drawn (a page of nothing but saved words). */
const MAX_BOXES = 2000;

const sameBox = (a: DOMRect, b: DOMRect) =>
  Math.abs(a.left - b.left) < 0.5 &&
  Math.abs(a.top - b.top) < 0.5 &&
  Math.abs(a.width - b.width) < 0.5 &&
  Math.abs(a.height - b.height) < 0.5;

export function overlayPainter(doc: Document, host: HTMLElement): Painter {
  const root = host.attachShadow({ mode: 'closed' });
  const layer = doc.createElement('div');
  layer.style.cssText = 'position:fixed;inset:0;pointer-events:none;z-index:2147483646';
  root.append(layer);
  const marks = new Set<Mark>();
  let queued = false;

  function draw() {
    queued = false;
    const boxes: HTMLElement[] = [];
    const view = doc.defaultView;
    const height = view?.innerHeight ?? 0;
    for (const mark of marks) {
      if (boxes.length >= MAX_BOXES) break;
      const drawn: DOMRect[] = [];
      for (const rect of liveRange(mark).getClientRects()) {
        if (rect.bottom < 0 || rect.top > height || rect.width === 0) continue;
        // A word across elements ("la <b>bibli</b>othèque") gets the box of an element it holds
        // whole as well as its text's: the same box twice would paint that part darker.
        if (drawn.some((box) => sameBox(box, rect))) continue;
        drawn.push(rect);
        const box = doc.createElement('div');
        const colour = MARKING_COLOURS[mark.score];
        box.style.cssText = `position:absolute;left:${rect.left}px;top:${rect.top}px;width:${rect.width}px;height:${rect.height}px;background:${MARKING_TINTS[mark.score]};border-bottom:2px solid ${colour}`;
        boxes.push(box);
      }
    }
    layer.replaceChildren(...boxes);
  }
  const redraw = () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(draw);
  };
  doc.defaultView?.addEventListener('scroll', redraw, { passive: true, capture: true });
  doc.defaultView?.addEventListener('resize', redraw, { passive: true });

  return {
    add(mark) {
      marks.add(mark);
      redraw();
    },
    remove(mark) {
      marks.delete(mark);
      redraw();
    },
    clear() {
      marks.clear();
      doc.defaultView?.removeEventListener('scroll', redraw, { capture: true });
      doc.defaultView?.removeEventListener('resize', redraw);
      layer.replaceChildren();
    },
  };
}
