import { describe, expect, it } from 'vitest';
import {
  applyDisplaySettings,
  defaultDisplaySettings,
  SortBy,
  SortOrder,
  sortAscending,
  sortWords,
} from '../../../shared/words/filter';
import { makeWord, seededRandom } from './make-word';

const texts = (words: readonly { word: string }[]) => words.map((word) => word.word);

describe('sortAscending', () => {
  it('sorts alphabetically, ignoring case', () => {
    const words = ['banana', 'Zebra', 'Apple', 'cherry'].map((word) => makeWord({ word }));
    expect(texts(sortAscending(words, SortBy.Alphabetically))).toEqual([
      'Apple',
      'banana',
      'cherry',
      'Zebra',
    ]);
  });

  it('sorts alphabetically, ignoring Hebrew vowel marks', () => {
    // With its marks, שָׁלוֹם would come first: qamats (U+05B8) sorts before lamed (U+05DC).
    const words = [makeWord({ word: 'שָׁלוֹם' }), makeWord({ word: 'שלג' })];
    expect(texts(sortAscending(words, SortBy.Alphabetically))).toEqual(['שלג', 'שָׁלוֹם']);
  });

  it('sorts by score, then alphabetically', () => {
    const words = [
      makeWord({ word: 'b', score: 2 }),
      makeWord({ word: 'c', score: 1 }),
      makeWord({ word: 'a', score: 2 }),
      makeWord({ word: 'd', score: 3 }),
    ];
    expect(texts(sortAscending(words, SortBy.Score))).toEqual(['c', 'a', 'b', 'd']);
  });

  it('sorts by date, oldest first', () => {
    const words = [
      makeWord({ word: 'new', date: '2024-03-01T08:00:00.000Z' }),
      makeWord({ word: 'old', date: '2023-12-31T23:59:59.000Z' }),
      makeWord({ word: 'mid', date: '2024-03-01T07:00:00.000Z' }),
    ];
    expect(texts(sortAscending(words, SortBy.Date))).toEqual(['old', 'mid', 'new']);
  });

  it('sorts words of the same date alphabetically', () => {
    const date = '2024-03-01T08:00:00.000Z';
    const words = [
      makeWord({ word: 'pear', date }),
      makeWord({ word: 'Fig', date }),
      makeWord({ word: 'late', date: '2024-03-02T08:00:00.000Z' }),
      makeWord({ word: 'apple', date }),
      makeWord({ word: 'early', date: '2024-02-01T08:00:00.000Z' }),
    ];
    expect(texts(sortAscending(words, SortBy.Date))).toEqual(['early', 'apple', 'Fig', 'pear', 'late']);
  });

  it('sorts the few words of a shared date alphabetically among many dates', () => {
    // Mostly distinct dates take another path than mostly shared ones: both must agree.
    const day = (n: number) => `2024-03-${String(n).padStart(2, '0')}T08:00:00.000Z`;
    const words = Array.from({ length: 20 }, (_, i) =>
      makeWord({ word: `w${String(20 - i).padStart(2, '0')}`, date: day(i + 1) }),
    );
    words.push(makeWord({ word: 'b-shared', date: day(5) }), makeWord({ word: 'a-shared', date: day(5) }));
    const sorted = texts(sortAscending(words, SortBy.Date));
    expect(sorted.slice(3, 7)).toEqual(['w17', 'a-shared', 'b-shared', 'w16']);
    expect(sorted).toHaveLength(22);
  });

  it('sorts by category label, so No and empty categories sort as No Category', () => {
    const words = [
      makeWord({ word: 'a', category: 'Zoo' }),
      makeWord({ word: 'b', category: 'No' }),
      makeWord({ word: 'c', category: 'animals' }),
      makeWord({ word: 'd', category: '' }),
      makeWord({ word: 'e', category: 'Office' }),
    ];
    expect(texts(sortAscending(words, SortBy.Category))).toEqual(['c', 'b', 'd', 'e', 'a']);
  });

  it('shuffles with the given random source, repeatably', () => {
    const words = Array.from({ length: 20 }, (_, i) => makeWord({ word: `w${i}` }));
    const first = texts(sortAscending(words, SortBy.Random, seededRandom(7)));
    expect(texts(sortAscending(words, SortBy.Random, seededRandom(7)))).toEqual(first);
    expect(first).not.toEqual(texts(words));
    expect([...first].sort()).toEqual([...texts(words)].sort());
  });

  it('does not change the list it was given', () => {
    const words = [makeWord({ word: 'b' }), makeWord({ word: 'a' })];
    sortAscending(words, SortBy.Alphabetically);
    sortAscending(words, SortBy.Random, seededRandom(1));
    expect(texts(words)).toEqual(['b', 'a']);
  });
});

describe('sortWords', () => {
  const words = [
    makeWord({ word: 'z', score: 1 }),
    makeWord({ word: 'a', score: 3 }),
    makeWord({ word: 'b', score: 1 }),
  ];

  it('descending is the ascending list reversed, tie-breaks included', () => {
    const ascending = sortWords(words, { sortBy: SortBy.Score, inOrder: SortOrder.Ascending });
    const descending = sortWords(words, { sortBy: SortBy.Score, inOrder: SortOrder.Descending });
    expect(texts(ascending)).toEqual(['b', 'z', 'a']);
    expect(texts(descending)).toEqual(['a', 'z', 'b']);
  });
});

describe('alphabetical order for learners', () => {
  it('puts accented words beside their plain letters, not after z', () => {
    const words = ['perro', 'árbol', 'zorro', 'Ärger', 'casa'].map((word, i) =>
      makeWord({ word, uuid: `u${i}` }),
    );
    const settings = defaultDisplaySettings(words.length, '2000-01-01', '2100-01-01');
    const shown = applyDisplaySettings(words, {
      ...settings,
      sort: { sortBy: SortBy.Alphabetically, inOrder: SortOrder.Ascending },
    });
    expect(shown.map((w) => w.word)).toEqual(['árbol', 'Ärger', 'casa', 'perro', 'zorro']);
  });
});
