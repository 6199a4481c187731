// Runs of inline text: the text nodes a reader sees as one stretch of prose inside one block, so a
// saved "la bibliothèque" is found in `la <b>bibliothèque</b>`. A run ends at any element that is
// not inline by its tag (a <p>, <li>, <td>, <div>, a <br> or an <img>): telling by the tag keeps
// the walk free of style look-ups, which would cost a long page a layout's worth of time.
import { isSkippedElement } from './page-text';

/** Elements that sit inside a line of text; every other element ends a run. */
const INLINE_TAGS = new Set([
  'A',
  'ABBR',
  'B',
  'BDI',
  'BDO',
  'BIG',
  'CITE',
  'CODE',
  'DATA',
  'DEL',
  'DFN',
  'EM',
  'FONT',
  'I',
  'INS',
  'KBD',
  'LABEL',
  'MARK',
  'NOBR',
  'Q',
  'S',
  'SAMP',
  'SMALL',
  'SPAN',
  'STRONG',
  'SUB',
  'SUP',
  'TIME',
  'TT',
  'U',
  'VAR',
]);

export const isInline = (element: Element): boolean => INLINE_TAGS.has(element.tagName.toUpperCase());

/** The block a node's text belongs to: its nearest ancestor (or itself) that is not inline. */
export function blockOf(node: Node): Element | null {
  let element = node.nodeType === Node.ELEMENT_NODE ? (node as Element) : node.parentElement;
  while (element && isInline(element)) element = element.parentElement;
  return element;
}

/**
 * A walker over the text under `root` (whitespace too, as it joins "ice" and "cream" in
 * `<b>ice</b> <em>cream</em>`) and over the elements that end a run. `ignore` is Wordhoard's own
 * host, never marked.
 */
export function runWalker(root: Node, ignore?: Element): TreeWalker {
  const doc = root.ownerDocument ?? (root as Document);
  return doc.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
    acceptNode(node) {
      if (node.nodeType !== Node.ELEMENT_NODE) return NodeFilter.FILTER_ACCEPT;
      const element = node as Element;
      if (element === ignore || isSkippedElement(element)) return NodeFilter.FILTER_REJECT;
      return isInline(element) ? NodeFilter.FILTER_SKIP : NodeFilter.FILTER_ACCEPT;
    },
  });
}

/** The run a text node is part of, in document order: its neighbours up to the ends of the run. */
export function runAround(node: Text, ignore?: Element): Text[] {
  const block = blockOf(node);
  const walker = runWalker(block ?? node.ownerDocument, ignore);
  const before: Text[] = [];
  walker.currentNode = node;
  for (let at = walker.previousNode(); at && isInRun(at, block); at = walker.previousNode()) {
    before.push(at as Text);
  }
  const after: Text[] = [];
  walker.currentNode = node;
  for (let at = walker.nextNode(); at && isInRun(at, block); at = walker.nextNode()) after.push(at as Text);
  return [...before.reverse(), node, ...after];
}

const isInRun = (node: Node, block: Element | null) =>
  node.nodeType === Node.TEXT_NODE && blockOf(node) === block;
