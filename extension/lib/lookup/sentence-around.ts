// The sentence around a word met on a page: the text of its block read across inline elements
// (`The old <a>harbour</a> had…`), at most a few hundred characters each side of the word, so a
// block of a million words costs no more than a short one.

/** Characters read on each side of the word. */
const REACH = 400;

/** The block holding a node: up from inline elements, by their computed display. */
function blockOf(node: Node): Element | null {
  let element = node.parentElement;
  const inline = (candidate: Element) => /^(inline|contents)/.test(getComputedStyle(candidate).display);
  while (element?.parentElement && inline(element)) element = element.parentElement;
  return element;
}

/** The sentence holding `range` (a range in one text node), white space collapsed; '' when none. */
export function sentenceAround(range: Range, lang: string): string {
  const node = range.startContainer;
  const block = blockOf(node);
  const doc = node.ownerDocument;
  if (!block || !doc) return '';
  const walker = doc.createTreeWalker(block, NodeFilter.SHOW_TEXT);
  const value = node.nodeValue ?? '';
  let before = value.slice(Math.max(0, range.startOffset - REACH), range.startOffset);
  let after = value.slice(range.startOffset, range.endOffset + REACH);
  walker.currentNode = node;
  for (let text = walker.previousNode(); text && before.length < REACH; text = walker.previousNode())
    before = (text.nodeValue ?? '').slice(-REACH) + before;
  walker.currentNode = node;
  for (let text = walker.nextNode(); text && after.length < REACH * 2; text = walker.nextNode())
    after += (text.nodeValue ?? '').slice(0, REACH);
  const text = before + after;
  try {
    const segments = new Intl.Segmenter(lang || undefined, { granularity: 'sentence' }).segment(text);
    return (segments.containing(before.length)?.segment ?? '').replace(/\s+/g, ' ').trim();
  } catch {
    // An unknown language tag: the text read stands in for the sentence.
    return text.replace(/\s+/g, ' ').trim();
  }
}
