import { describe, expect, it } from 'vitest';
import { comparisonKey, matchesSearch, searchKey } from '../../../shared/words/search';

const shalom = { word: 'שָׁלוֹם', wordTranslation: 'peace' };

describe('search', () => {
  it('finds a word that starts with the text, ignoring case', () => {
    expect(matchesSearch({ word: 'Apple', wordTranslation: '' }, searchKey('app'))).toBe(true);
    expect(matchesSearch({ word: 'pineapple', wordTranslation: '' }, searchKey('app'))).toBe(false);
  });

  it('finds a word by the start of its translation', () => {
    expect(matchesSearch(shalom, searchKey('PEA'))).toBe(true);
    expect(matchesSearch(shalom, searchKey('ace'))).toBe(false);
  });

  it('ignores Hebrew vowel marks in the word', () => {
    expect(matchesSearch(shalom, searchKey('שלו'))).toBe(true);
    expect(matchesSearch(shalom, searchKey('לום'))).toBe(false);
  });

  it('ignores Hebrew vowel and cantillation marks in the search text too', () => {
    expect(matchesSearch({ word: 'שלום', wordTranslation: '' }, searchKey('שָׁלוֹ'))).toBe(true);
    expect(comparisonKey('בְּרֵאשִׁ֖ית')).toBe('בראשית');
  });

  it('keeps Hebrew punctuation, which the user typed', () => {
    expect(comparisonKey('בית־ספר')).toBe('בית־ספר');
  });

  it('treats surrounding spaces as no part of the search', () => {
    expect(searchKey('  ')).toBe('');
    expect(searchKey(' Dog ')).toBe('dog');
  });
});
