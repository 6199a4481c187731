// The saved word under the pointer where two saved words touch (新しい|図書館, both saved): the
// caret between them is the end of one and the start of the other, and the hover card must be the
// word whose box holds the pointer. Layout is stood in for (happy-dom lays nothing out): every
// character is 10 px wide on one line, and the caret at a point is the nearest character edge.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MarkStore, WordMark } from '../../../extension/lib/marking/marks';
import { markAtPoint } from '../../../extension/lib/marking/pointer';

const WIDTH = 10;
const SENTENCE = '東京では新しい図書館が開かれました。';
const painter = { add: () => undefined, remove: () => undefined, clear: () => undefined };

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(document, 'caretPositionFromPoint');
  document.body.innerHTML = '';
});

/** The page with 新しい (word 0) and 図書館 (word 1) marked, laid out 10 px a character. */
function touchingMarks(): { store: MarkStore; atarashii: number; toshokan: number } {
  document.body.innerHTML = `<p lang="ja">${SENTENCE}</p>`;
  const text = document.querySelector('p')?.firstChild as Text;
  vi.spyOn(Range.prototype, 'getClientRects').mockImplementation(function (this: Range) {
    const box = new DOMRect(this.startOffset * WIDTH, 0, (this.endOffset - this.startOffset) * WIDTH, 20);
    return [box] as unknown as DOMRectList;
  });
  Object.assign(document, {
    caretPositionFromPoint: (x: number) => ({ offsetNode: text, offset: Math.round(x / WIDTH) }),
  });
  const atarashii = SENTENCE.indexOf('新しい');
  const toshokan = SENTENCE.indexOf('図書館');
  const store = new MarkStore(painter);
  store.setRun(
    [text],
    [
      new WordMark(text, atarashii, text, atarashii + 3, undefined, 0, 1),
      new WordMark(text, toshokan, text, toshokan + 3, undefined, 1, 2),
    ],
  );
  return { store, atarashii, toshokan };
}

describe('the marked word under the pointer', () => {
  it('is the left word when the pointer is on the right half of its last character', () => {
    const { store, toshokan } = touchingMarks();
    // The right half of い: the nearest caret is between 新しい and 図書館.
    expect(markAtPoint(document, store, toshokan * WIDTH - 2, 10)?.mark.word).toBe(0);
  });

  it('is the right word when the pointer is on the left half of its first character', () => {
    const { store, toshokan } = touchingMarks();
    expect(markAtPoint(document, store, toshokan * WIDTH + 2, 10)?.mark.word).toBe(1);
  });

  it('is the word in its middle, and none off the marks', () => {
    const { store, atarashii } = touchingMarks();
    expect(markAtPoint(document, store, (atarashii + 1) * WIDTH + 5, 10)?.mark.word).toBe(0);
    expect(markAtPoint(document, store, 1 * WIDTH + 5, 10)).toBeNull();
  });
});
