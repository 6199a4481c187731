// A note field's HTML as the reader turns it into text: no markup survives, so nothing a package
// carries can run in our pages; the media it names are picked out.
import { describe, expect, it } from 'vitest';
import {
  htmlToText,
  imagesIn,
  soundsIn,
  sourceOf,
} from '../../../api/src/modules/import/anki-package/note-html';

describe('a note field read as text', () => {
  it('drops scripts, styles, handlers and tags, and keeps the words and line breaks', () => {
    const html =
      '<div>Haus<script>alert(1)</script></div><style>b{}</style><img src="x.png" onerror="alert(2)">&lt;b&gt; &amp; &#x41;&#66;<br>zwei';
    expect(htmlToText(html)).toBe('Haus\n<b> & AB\nzwei');
  });

  it('names the pictures and sounds, whatever the quoting', () => {
    const html = `<img src="a b.jpg"><img alt='' src='c.png'><img src=d.webp>[sound:e.mp3] [sound:f&amp;g.ogg]`;
    expect(imagesIn(html)).toEqual(['a b.jpg', 'c.png', 'd.webp']);
    expect(soundsIn(html)).toEqual(['e.mp3', 'f&g.ogg']);
    expect(htmlToText(html)).toBe('');
  });

  it('reads our Source field back into an address and a title', () => {
    expect(sourceOf('<a href="https://example.com/?a=1&amp;b=2">A &lt;page&gt;</a>')).toEqual({
      sourceUrl: 'https://example.com/?a=1&b=2',
      sourceTitle: 'A <page>',
    });
    expect(sourceOf('<a href="https://example.com/">https://example.com/</a>')).toEqual({
      sourceUrl: 'https://example.com/',
      sourceTitle: '',
    });
    expect(sourceOf('Just a title')).toEqual({ sourceTitle: 'Just a title' });
  });
});
