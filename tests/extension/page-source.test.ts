// The page a word comes from is fitted to the server's limits before it is sent, so a long address
// or title never costs the learner the word.
import { describe, expect, it } from 'vitest';
import { fitSource, fitSourceTitle, fitSourceUrl } from '../../extension/lib/page-source';
import { SOURCE_TITLE_MAX, SOURCE_URL_MAX } from '../../shared/words/rules';

const BASE = 'https://news.example.org/2025/05/rain';

describe('fitSourceUrl', () => {
  it('keeps an address within the limit as the browser writes it', () => {
    expect(fitSourceUrl(`${BASE}?page=2#notes`)).toBe(`${BASE}?page=2#notes`);
    const longest = `${BASE}?q=${'a'.repeat(SOURCE_URL_MAX - BASE.length - 3)}`;
    expect(fitSourceUrl(longest)).toBe(longest);
  });

  it('drops the query and fragment of an over-long address', () => {
    const tracked = `${BASE}?utm=${'x'.repeat(SOURCE_URL_MAX)}#section-2`;
    expect(fitSourceUrl(tracked)).toBe(BASE);
  });

  it('keeps no address when even its path is too long', () => {
    expect(fitSourceUrl(`${BASE}/${'p'.repeat(SOURCE_URL_MAX)}?q=1`)).toBe('');
  });

  it('measures the address as sent: escaped characters count as the server counts them', () => {
    // 700 "é" are 4,200 characters once escaped (%C3%A9).
    expect(fitSourceUrl(`${BASE}/${'é'.repeat(700)}`)).toBe('');
  });

  it('keeps no address for pages that are not http(s), or for no address', () => {
    for (const text of ['file:///home/ada/notes.html', 'chrome://newtab/', 'about:blank', '', 'not a url']) {
      expect(fitSourceUrl(text)).toBe('');
    }
  });
});

describe('fitSourceTitle', () => {
  it('keeps a title within the limit, trimmed, with its white space collapsed', () => {
    expect(fitSourceTitle('  Rain \n notes ')).toBe('Rain notes');
    expect(fitSourceTitle('t'.repeat(SOURCE_TITLE_MAX))).toBe('t'.repeat(SOURCE_TITLE_MAX));
  });

  it('cuts a longer title to the limit with an ellipsis', () => {
    const title = fitSourceTitle(`${'word '.repeat(100)}`);
    expect(title.length).toBeLessThanOrEqual(SOURCE_TITLE_MAX);
    expect(title.endsWith('word…')).toBe(true);
  });

  it('never leaves half a character at the cut', () => {
    const title = fitSourceTitle(`${'a'.repeat(SOURCE_TITLE_MAX - 2)}😀😀😀`);
    expect(title).toBe(`${'a'.repeat(SOURCE_TITLE_MAX - 2)}…`);
  });
});

describe('fitSource', () => {
  it('fits both fields and keeps the rest of the save', () => {
    const save = { word: 'rain', sourceUrl: `${BASE}?${'x'.repeat(SOURCE_URL_MAX)}`, sourceTitle: ' Rain ' };
    expect(fitSource(save)).toEqual({ word: 'rain', sourceUrl: BASE, sourceTitle: 'Rain' });
  });
});
