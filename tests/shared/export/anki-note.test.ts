// The Source field's link: only an http(s) page becomes one, however its address starts.
import { describe, expect, it } from 'vitest';
import { sourceLink } from '../../../shared/export/anki-note';

describe('sourceLink', () => {
  it('links an http(s) page, spaces and controls before its address ignored as the URL parser does', () => {
    expect(sourceLink('https://example.com/a?x=1&y=2', 'A <b>page</b>')).toBe(
      '<a href="https://example.com/a?x=1&amp;y=2">A &lt;b&gt;page&lt;/b&gt;</a>',
    );
    expect(sourceLink(' \tHTTP://example.com', '')).toBe(
      '<a href="http://example.com/">http://example.com/</a>',
    );
  });

  it('gives the title alone, escaped, for any other address or none', () => {
    expect(sourceLink('javascript:alert(1)', 'Evil <i>')).toBe('Evil &lt;i&gt;');
    expect(sourceLink('data:text/html,<b>', '')).toBe('');
    expect(sourceLink('', 'Just [a] title')).toBe('Just &#91;a] title');
    expect(sourceLink('https://', 'Broken')).toBe('Broken');
  });
});
