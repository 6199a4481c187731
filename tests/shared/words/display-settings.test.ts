import { describe, expect, it } from 'vitest';
import {
  defaultDisplaySettings,
  PresenceFilter,
  rangeAfterTotalChange,
  readDisplaySettings,
  SORT_BY_LABELS,
  SORT_BY_PANEL_ORDER,
  SortBy,
  SortOrder,
  storableDisplaySettings,
} from '../../../shared/words/display-settings';

const defaults = defaultDisplaySettings(42, '2023-05-06T10:11:12.000Z', '2024-07-08T23:00:00.000Z');

describe('codes', () => {
  it('numbers the sort keys as the spec does and lists them in the panel order', () => {
    expect(SortBy).toEqual({ Alphabetically: 0, Score: 1, Date: 2, Category: 3, Random: 4 });
    expect(SORT_BY_PANEL_ORDER.map((code) => SORT_BY_LABELS[code])).toEqual([
      'Date',
      'Alphabetically',
      'Score',
      'Category',
      'Random',
    ]);
    expect(SortOrder).toEqual({ Descending: 0, Ascending: 1 });
    expect(PresenceFilter).toEqual({ All: 0, With: 1, Without: 2 });
  });
});

describe('defaultDisplaySettings', () => {
  it('sorts by date descending with every filter open, from the start day to today', () => {
    expect(defaults).toEqual({
      sort: { sortBy: 2, inOrder: 0 },
      select: {
        category: '',
        picture: 0,
        sentence: 0,
        score: 0,
        range: { from: 1, to: 42 },
        date: { from: '2023-05-06', to: '2024-07-08' },
      },
      search: '',
    });
  });
});

describe('readDisplaySettings', () => {
  it('reads back what was saved', () => {
    const saved = {
      sort: { sortBy: SortBy.Score, inOrder: SortOrder.Ascending },
      select: {
        category: 'Food',
        picture: 1,
        sentence: 2,
        score: 3,
        range: { from: 5, to: 9 },
        date: { from: '2024-01-01', to: '2024-02-01' },
      },
      search: 'ca',
    };
    expect(readDisplaySettings(JSON.stringify(saved), defaults)).toEqual(saved);
  });

  it('gives the defaults for nothing stored or damaged text', () => {
    expect(readDisplaySettings(null, defaults)).toEqual(defaults);
    expect(readDisplaySettings('{not json', defaults)).toEqual(defaults);
    expect(readDisplaySettings('"text"', defaults)).toEqual(defaults);
  });

  it('replaces only the fields that are out of range or of the wrong kind', () => {
    const stored = JSON.stringify({
      sort: { sortBy: 9, inOrder: 1 },
      select: { category: 3, picture: 2, score: 7, range: { from: 'x', to: 8 }, date: { from: 'May' } },
      search: 'do',
    });
    const read = readDisplaySettings(stored, defaults);
    expect(read.sort).toEqual({ sortBy: SortBy.Date, inOrder: SortOrder.Ascending });
    expect(read.select).toEqual({
      ...defaults.select,
      picture: PresenceFilter.Without,
      range: { from: 1, to: 8 },
    });
    expect(read.search).toBe('do');
  });
});

describe('rangeAfterTotalChange', () => {
  it('keeps a whole-list range covering the whole list', () => {
    expect(rangeAfterTotalChange({ from: 1, to: 10 }, 10, 11)).toEqual({ from: 1, to: 11 });
    expect(rangeAfterTotalChange({ from: 1, to: 10 }, 10, 9)).toEqual({ from: 1, to: 9 });
  });

  it('leaves a narrowed range alone', () => {
    expect(rangeAfterTotalChange({ from: 1, to: 5 }, 10, 11)).toEqual({ from: 1, to: 5 });
    expect(rangeAfterTotalChange({ from: 2, to: 10 }, 10, 11)).toEqual({ from: 2, to: 10 });
  });
});

describe('saved settings stay open-ended', () => {
  it('save a range reaching the last word and dates reaching today as open, read back at the new size', () => {
    const settings = defaultDisplaySettings(100, '2025-01-01', '2025-06-01');
    const saved = JSON.stringify(storableDisplaySettings(settings, 100, '2025-06-01'));
    const later = readDisplaySettings(saved, defaultDisplaySettings(130, '2025-01-01', '2025-07-15'));
    expect(later.select.range).toEqual({ from: 1, to: 130 });
    expect(later.select.date).toEqual({ from: '2025-01-01', to: '2025-07-15' });
  });

  it('keep a narrowed range and an earlier end date as they are', () => {
    const base = defaultDisplaySettings(100, '2025-01-01', '2025-06-01');
    const narrowed = {
      ...base,
      select: { ...base.select, range: { from: 5, to: 20 }, date: { from: '2025-02-01', to: '2025-03-01' } },
    };
    const saved = JSON.stringify(storableDisplaySettings(narrowed, 100, '2025-06-01'));
    const later = readDisplaySettings(saved, defaultDisplaySettings(130, '2025-01-01', '2025-07-15'));
    expect(later.select.range).toEqual({ from: 5, to: 20 });
    expect(later.select.date).toEqual({ from: '2025-02-01', to: '2025-03-01' });
  });
});
