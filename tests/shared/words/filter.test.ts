import { describe, expect, it } from 'vitest';
import {
  applyDisplaySettings,
  categoriesOf,
  countShown,
  type DisplaySettings,
  defaultDisplaySettings,
  PresenceFilter,
  SortBy,
  SortOrder,
} from '../../../shared/words/filter';
import type { Word } from '../../../shared/words/types';
import { makeWord } from './make-word';

/** Ten words, one a day from 2024-01-01 to 2024-01-10, named in reverse alphabetical order. */
const tenDays = Array.from({ length: 10 }, (_, i) =>
  makeWord({
    word: String.fromCharCode(106 - i),
    date: `2024-01-${String(i + 1).padStart(2, '0')}T12:00:00.000Z`,
  }),
);
const defaults = defaultDisplaySettings(10, '2024-01-01', '2024-01-10');

type Select = Partial<DisplaySettings['select']>;
const settings = (select: Select = {}, rest: Partial<DisplaySettings> = {}): DisplaySettings => ({
  ...defaults,
  ...rest,
  select: { ...defaults.select, ...select },
});
const shownTexts = (words: readonly Word[], s: DisplaySettings) =>
  applyDisplaySettings(words, s)
    .filter((word) => word.display)
    .map((word) => word.word);

describe('applyDisplaySettings with the defaults', () => {
  it('shows every word, newest first', () => {
    const shown = applyDisplaySettings(tenDays, defaults);
    expect(shown.map((word) => word.word)).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j']);
    expect(countShown(shown)).toBe(10);
  });

  it('keeps hidden words in the list, flagged', () => {
    const shown = applyDisplaySettings(tenDays, settings({ score: 2 }));
    expect(shown).toHaveLength(10);
    expect(countShown(shown)).toBe(0);
  });
});

describe('filters', () => {
  const mixed = [
    makeWord({ word: 'apple', category: 'Food', picture: 'p1', sentence: 'I eat.', score: 3 }),
    makeWord({ word: 'desk', category: 'Office', score: 2, sentence: '   ' }),
    makeWord({ word: 'sky', category: 'No', picture: 'p2', score: 1 }),
    makeWord({ word: 'tree', category: '', sentence: 'Tall.', score: 2 }),
  ];
  const all = settings({ range: { from: 1, to: 4 } });
  const shown = (select: Select) =>
    shownTexts(mixed, { ...all, select: { ...all.select, ...select } }).sort();

  it('filters by category, No Category covering No and empty', () => {
    expect(shown({ category: 'Food' })).toEqual(['apple']);
    expect(shown({ category: 'No Category' })).toEqual(['sky', 'tree']);
    expect(shown({ category: 'No' })).toEqual(['sky', 'tree']);
    expect(shown({ category: '' })).toEqual(['apple', 'desk', 'sky', 'tree']);
  });

  it('filters by picture', () => {
    expect(shown({ picture: PresenceFilter.With })).toEqual(['apple', 'sky']);
    expect(shown({ picture: PresenceFilter.Without })).toEqual(['desk', 'tree']);
  });

  it('filters by sentence, a blank sentence counting as none', () => {
    expect(shown({ sentence: PresenceFilter.With })).toEqual(['apple', 'tree']);
    expect(shown({ sentence: PresenceFilter.Without })).toEqual(['desk', 'sky']);
  });

  it('filters by score, 0 meaning any', () => {
    expect(shown({ score: 2 })).toEqual(['desk', 'tree']);
    expect(shown({ score: 0 })).toHaveLength(4);
  });

  it('combines filters', () => {
    expect(shown({ score: 2, sentence: PresenceFilter.With })).toEqual(['tree']);
  });
});

describe('date filter', () => {
  it('includes both bounds, comparing days', () => {
    const words = [
      makeWord({ word: 'before', date: '2024-01-01T23:59:59.999Z' }),
      makeWord({ word: 'first', date: '2024-01-02T00:00:00.000Z' }),
      makeWord({ word: 'last', date: '2024-01-04T23:59:59.999Z' }),
      makeWord({ word: 'after', date: '2024-01-05T00:00:00.000Z' }),
    ];
    const s = settings({
      range: { from: 1, to: 4 },
      date: { from: '2024-01-02', to: '2024-01-04T08:00:00Z' },
    });
    expect(shownTexts(words, s)).toEqual(['last', 'first']);
  });

  it('leaves an empty bound open', () => {
    const s = settings({ date: { from: '', to: '2024-01-02' } });
    expect(shownTexts(tenDays, s)).toEqual(['i', 'j']);
  });
});

describe('range', () => {
  it('keeps positions from..to of the ascending list, whichever order is shown', () => {
    const range = { from: 3, to: 5 };
    expect(shownTexts(tenDays, settings({ range }))).toEqual(['f', 'g', 'h']);
    const ascending = settings({ range }, { sort: { sortBy: SortBy.Date, inOrder: SortOrder.Ascending } });
    expect(shownTexts(tenDays, ascending)).toEqual(['h', 'g', 'f']);
  });

  it('counts positions by the chosen sort key', () => {
    const alphabetical = settings({ range: { from: 1, to: 2 } }, { sort: { sortBy: 0, inOrder: 0 } });
    expect(shownTexts(tenDays, alphabetical)).toEqual(['b', 'a']);
  });

  it('includes both ends', () => {
    expect(shownTexts(tenDays, settings({ range: { from: 10, to: 10 } }))).toEqual(['a']);
    expect(shownTexts(tenDays, settings({ range: { from: 1, to: 1 } }))).toEqual(['j']);
  });

  it('is not shifted by the other filters', () => {
    const scored = tenDays.map((word, i) => ({ ...word, score: (i % 2 === 0 ? 2 : 1) as Word['score'] }));
    // Positions 1-4 are j (2), i (1), h (2), g (1); of those only j and h have score 2.
    expect(shownTexts(scored, settings({ range: { from: 1, to: 4 }, score: 2 }))).toEqual(['h', 'j']);
  });
});

describe('search', () => {
  const words = [
    makeWord({ word: 'cat', wordTranslation: 'chat', category: 'Animals', score: 1 }),
    makeWord({ word: 'dog', wordTranslation: 'chien', category: 'Animals', score: 3 }),
    makeWord({ word: 'Cake', wordTranslation: 'gâteau', category: 'Food', score: 3, date: '2020-01-01' }),
    makeWord({ word: 'שָׁלוֹם', wordTranslation: 'peace' }),
  ];

  it('ignores every other filter, the range included', () => {
    const s = settings(
      { category: 'Animals', score: 3, range: { from: 1, to: 1 }, picture: PresenceFilter.With },
      { search: 'ca' },
    );
    expect(shownTexts(words, s).sort()).toEqual(['Cake', 'cat']);
  });

  it('matches the translation and Hebrew without vowel marks', () => {
    expect(shownTexts(words, settings({}, { search: 'CH' })).sort()).toEqual(['cat', 'dog']);
    expect(shownTexts(words, settings({}, { search: 'שלו' }))).toEqual(['שָׁלוֹם']);
  });

  it('shows the matches in the chosen order, ahead of the hidden words', () => {
    const sort = { sortBy: SortBy.Alphabetically, inOrder: SortOrder.Descending };
    const result = applyDisplaySettings(words, settings({}, { search: 'ca', sort }));
    expect(result.map((word) => [word.word, word.display])).toEqual([
      ['cat', true],
      ['Cake', true],
      ['dog', false],
      ['שָׁלוֹם', false],
    ]);
  });

  it('counts blank search text as no search', () => {
    const s = settings({ category: 'Food', date: { from: '', to: '' } }, { search: '   ' });
    expect(shownTexts(words, s)).toEqual(['Cake']);
  });
});

describe('applyDisplaySettings on its own result', () => {
  it('keeps the objects of words whose flag did not change, and copies the others', () => {
    const first = applyDisplaySettings(tenDays, settings({ range: { from: 1, to: 5 } }));
    const second = applyDisplaySettings(first, settings({ range: { from: 1, to: 6 } }));
    const byUuid = new Map(first.map((word) => [word.uuid, word]));
    const reused = second.filter((word) => byUuid.get(word.uuid) === word).map((word) => word.word);
    expect(reused).toHaveLength(9);
    expect(reused).not.toContain('e');
    expect(byUuid.get(second.find((word) => word.word === 'e')?.uuid ?? '')?.display).toBe(false);
  });
});

describe('categoriesOf', () => {
  it('offers No Category first and always, then each category once, ignoring case in order', () => {
    const words = [
      makeWord({ category: 'zoo' }),
      makeWord({ category: 'Food' }),
      makeWord({ category: 'No' }),
      makeWord({ category: 'Food' }),
      makeWord({ category: 'art' }),
    ];
    expect(categoriesOf(words)).toEqual(['No Category', 'art', 'Food', 'zoo']);
    expect(categoriesOf([])).toEqual(['No Category']);
  });
});
