// Which text of a page may be marked: text the reader sees, outside code the page runs, form
// fields and anything the reader edits (a marked word there would sit under the caret).
const SKIPPED_TAGS = new Set([
  'SCRIPT',
  'STYLE',
  'NOSCRIPT',
  'TEXTAREA',
  'INPUT',
  'SELECT',
  'OPTION',
  'TEMPLATE',
  'IFRAME',
  'OBJECT',
  'CANVAS',
  'SVG',
]);

/** True when nothing inside the element may be marked. */
export function isSkippedElement(element: Element): boolean {
  if (SKIPPED_TAGS.has(element.tagName.toUpperCase())) return true;
  if (element instanceof HTMLElement && (element.isContentEditable || element.hidden)) return true;
  // contenteditable="plaintext-only" and other values, for DOMs without isContentEditable (happy-dom).
  const editable = element.getAttribute('contenteditable');
  return editable !== null && editable !== 'false';
}

/** True when a text node may be marked: some letters, in an element shown and not edited. */
export function isMarkableText(text: Text): boolean {
  if (!/\S/.test(text.data)) return false;
  for (let element = text.parentElement; element; element = element.parentElement) {
    if (isSkippedElement(element)) return false;
  }
  const parent = text.parentElement;
  // checkVisibility: display:none, content-visibility and visibility:hidden ancestors.
  return !parent?.checkVisibility || parent.checkVisibility({ visibilityProperty: true });
}

/**
 * A walker over the markable text under `root`, read lazily so a long page is walked in slices.
 * `ignore` is Wordhoard's own card host, never marked.
 */
export function textWalker(root: Node, ignore?: Element): TreeWalker {
  const doc = root.ownerDocument ?? (root as Document);
  return doc.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
    acceptNode(node) {
      if (node.nodeType === Node.ELEMENT_NODE) {
        const element = node as Element;
        return element === ignore || isSkippedElement(element)
          ? NodeFilter.FILTER_REJECT
          : NodeFilter.FILTER_SKIP;
      }
      return /\S/.test((node as Text).data) ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP;
    },
  });
}

/** The language the text is written in: the nearest lang attribute, else the document's. */
export function languageOf(text: Text): string | undefined {
  return text.parentElement?.closest('[lang]')?.getAttribute('lang') ?? undefined;
}
