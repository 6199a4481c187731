// The word a pointer is on where a script writes no spaces: the caret between 新しい and 図書館 is
// the end of one and the start of the other, and the card must open for the word under the
// pointer. Layout is stood in for (happy-dom lays nothing out): every character is 10 px wide on
// one line, and the caret at a point is the nearest character edge, as browsers answer it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LookupCard } from '../../../extension/lib/lookup/card';
import type { LookupPorts } from '../../../extension/lib/lookup/describe-word';
import { startPageLookup } from '../../../extension/lib/lookup/page-lookup';
import { attachClosedHost } from '../../../extension/lib/page-overlay/closed-host';
import { DEFAULT_LOOKUP_TRIGGERS } from '../../../shared/lookup/texts';

const WIDTH = 10;
const never = <T>() => new Promise<T>(() => undefined);
const ports: LookupPorts = {
  lookupWord: never,
  translate: never,
  save: never,
  speak: never,
  linkOf: (uuid) => `/words/list?word=${uuid}`,
  pageUrl: () => 'http://127.0.0.1/ja.html',
  pageTitle: () => 'ja',
};

function layOut(text: Text): void {
  vi.spyOn(Range.prototype, 'getClientRects').mockImplementation(function (this: Range) {
    const box = new DOMRect(this.startOffset * WIDTH, 0, (this.endOffset - this.startOffset) * WIDTH, 20);
    return [box] as unknown as DOMRectList;
  });
  Object.assign(document, {
    caretPositionFromPoint: (x: number) => ({
      offsetNode: text,
      offset: Math.min(text.data.length, Math.round(x / WIDTH)),
    }),
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(document, 'caretPositionFromPoint');
  document.body.innerHTML = '';
});

describe('the lookup card on a page without spaces', () => {
  const sentence = '東京では新しい図書館が開かれました。';
  const start = sentence.indexOf('図書館');

  async function cardAt(x: number): Promise<string> {
    document.body.innerHTML = `<p lang="ja">${sentence}</p>`;
    layOut(document.querySelector('p')?.firstChild as Text);
    const host = attachClosedHost(document);
    host.addStyle(LookupCard.css);
    const lookup = startPageLookup(document, host.element, host.layer(), {
      triggers: DEFAULT_LOOKUP_TRIGGERS,
      matcher: null,
      ports,
    });
    const shown = await lookup.lookupAt(x, 10);
    return shown ? lookup.probe().text : '';
  }

  it('opens for the word whose first character is pointed at, not the word before it', async () => {
    // The left half of 図: the nearest caret is between しい and 図.
    expect(await cardAt(start * WIDTH + 2)).toContain('図書館');
  });

  it('opens for the word whose last character is pointed at, not the word after it', async () => {
    // The right half of 館: the nearest caret is between 館 and が.
    const card = await cardAt((start + 3) * WIDTH - 2);
    expect(card).toContain('図書館');
    expect(card).not.toContain('が');
  });
});
