// The centre of a word in an element, as the page lays it out: run in the page by Playwright
// (Chromium) and puppeteer-core (Firefox) alike, `page.evaluate(wordCentre, [selector, word])`.
export function wordCentre([selector, word]: readonly [string, string]): { x: number; y: number } {
  const walker = document.createTreeWalker(document.querySelector(selector) as Element, NodeFilter.SHOW_TEXT);
  let text = walker.nextNode() as Text;
  while (!text.data.includes(word)) text = walker.nextNode() as Text;
  const range = document.createRange();
  const start = text.data.indexOf(word);
  range.setStart(text, start);
  range.setEnd(text, start + word.length);
  const box = range.getBoundingClientRect();
  return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
}

/** Where a word in an element is laid out, in the viewport: run in the page like `wordCentre`
 * (each is passed alone to the page, so neither calls the other). */
export function wordBox([selector, word]: readonly [string, string]): {
  left: number;
  right: number;
  top: number;
  bottom: number;
} {
  const walker = document.createTreeWalker(document.querySelector(selector) as Element, NodeFilter.SHOW_TEXT);
  let text = walker.nextNode() as Text;
  while (!text.data.includes(word)) text = walker.nextNode() as Text;
  const range = document.createRange();
  range.setStart(text, text.data.indexOf(word));
  range.setEnd(text, text.data.indexOf(word) + word.length);
  const { left, right, top, bottom } = range.getBoundingClientRect();
  return { left, right, top, bottom };
}
