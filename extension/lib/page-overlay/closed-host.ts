// The one element the extension adds to a page it paints on: a host under <html> with a closed
// shadow root holding full-view layers (marks, cards). Its shape is the same whatever it holds, so
// the page's own scripts learn nothing from it (docs/decisions/0035-marks-threat-model.md):
// - a built-in element (`div`): a page may define a custom element under any name it guesses,
//   and an element of that name would run the page's constructor, whose ElementInternals reach
//   even a closed shadow root; a built-in one can be neither defined nor upgraded;
// - no size, fixed to the view, pointer-events off, every property reset, from `:host` rules
//   marked important inside the shadow root: those win over any rule or inline style of the page;
// - each layer is a fixed, view-sized box under `contain: strict` that clips what it holds, so
//   nothing inside changes a size, a scroll extent or a layout the page can measure, even when the
//   page styles the host into a containing block.

const HOST_CSS = `
:host { all: initial !important; display: block !important; position: fixed !important; top: 0 !important;
  left: 0 !important; width: 0 !important; height: 0 !important; margin: 0 !important; padding: 0 !important;
  border: 0 !important; overflow: visible !important; transform: none !important; filter: none !important;
  contain: none !important; pointer-events: none !important; z-index: 2147483647 !important; }
.layer { position: fixed; inset: 0; overflow: hidden; contain: strict; pointer-events: none; }
`;

export interface ClosedHost {
  /** The element in the page's tree, for code that must skip it (the marker's walk). */
  readonly element: HTMLElement;
  /** A full-view layer of the closed root; later layers paint above earlier ones. */
  layer(): HTMLElement;
  /** Rules for what the layers hold, added to the closed root. */
  addStyle(css: string): void;
}

/** Adds the host under `doc`'s root element; call once per page. */
export function attachClosedHost(doc: Document): ClosedHost {
  const element = doc.createElement('div');
  const root = element.attachShadow({ mode: 'closed' });
  const addStyle = (css: string) => {
    const style = doc.createElement('style');
    style.textContent = css;
    root.append(style);
  };
  addStyle(HOST_CSS);
  doc.documentElement.append(element);
  return {
    element,
    addStyle,
    layer() {
      const layer = doc.createElement('div');
      layer.className = 'layer';
      root.append(layer);
      return layer;
    },
  };
}
