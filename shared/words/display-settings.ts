// The sort-and-select panel's settings (SPEC §3 "Display settings", §4 "Sorting and filtering"):
// their codes, defaults, and a safe reading of the copy kept in local storage.
import { fieldOf, number, oneOf, orDefault, refined, string } from '../shape';

/** Sort keys. The codes are fixed by the spec; the panel shows them in SORT_BY_PANEL_ORDER. */
export const SortBy = { Alphabetically: 0, Score: 1, Date: 2, Category: 3, Random: 4 } as const;
export type SortBy = (typeof SortBy)[keyof typeof SortBy];
export const SORT_BY_PANEL_ORDER: readonly SortBy[] = [
  SortBy.Date,
  SortBy.Alphabetically,
  SortBy.Score,
  SortBy.Category,
  SortBy.Random,
];
export const SORT_BY_LABELS: Readonly<Record<SortBy, string>> = {
  [SortBy.Alphabetically]: 'Alphabetically',
  [SortBy.Score]: 'Score',
  [SortBy.Date]: 'Date',
  [SortBy.Category]: 'Category',
  [SortBy.Random]: 'Random',
};

/** Descending shows the ascending list reversed. */
export const SortOrder = { Descending: 0, Ascending: 1 } as const;
export type SortOrder = (typeof SortOrder)[keyof typeof SortOrder];

export const SORT_ORDER_LABELS: Readonly<Record<SortOrder, string>> = {
  [SortOrder.Descending]: 'Descending',
  [SortOrder.Ascending]: 'Ascending',
};

/** Picture and sentence filters. */
export const PresenceFilter = { All: 0, With: 1, Without: 2 } as const;
export type PresenceFilter = (typeof PresenceFilter)[keyof typeof PresenceFilter];
export const PRESENCE_FILTER_LABELS: Readonly<Record<PresenceFilter, string>> = {
  [PresenceFilter.All]: 'All',
  [PresenceFilter.With]: 'Yes',
  [PresenceFilter.Without]: 'No',
};
/** The panel's option for every category, score, picture or sentence. */
export const ALL_LABEL = 'All';
/** The tooltip of the panel's word count, which reloads the saved settings when clicked. */
export const REFRESH_COUNT_TIP = 'Refresh';

/** 0 shows every score; 1, 2 or 3 only words with that score. */
export type ScoreFilter = 0 | 1 | 2 | 3;
export const SCORE_FILTER_ANY: ScoreFilter = 0;

/** An empty category shows all categories. */
export const ALL_CATEGORIES = '';

export interface DisplaySettings {
  sort: { sortBy: SortBy; inOrder: SortOrder };
  select: {
    category: string;
    picture: PresenceFilter;
    sentence: PresenceFilter;
    score: ScoreFilter;
    /** 1-based positions, inclusive. */
    range: { from: number; to: number };
    /** Days (YYYY-MM-DD), inclusive. */
    date: { from: string; to: string };
  };
  search: string;
}

const day = (isoText: string): string => isoText.slice(0, 10);

/**
 * Sort by date descending, every filter open: all categories, pictures, sentences and scores,
 * positions 1 to the word count, days from the user's start date to today.
 */
export function defaultDisplaySettings(
  totalCount: number,
  userStartDate: string,
  today: string,
): DisplaySettings {
  return {
    sort: { sortBy: SortBy.Date, inOrder: SortOrder.Descending },
    select: {
      category: ALL_CATEGORIES,
      picture: PresenceFilter.All,
      sentence: PresenceFilter.All,
      score: SCORE_FILTER_ANY,
      range: { from: 1, to: totalCount },
      date: { from: day(userStartDate), to: day(today) },
    },
    search: '',
  };
}

/**
 * Keeps a range that covered the whole list covering it after words are added or deleted, so a new
 * word is not hidden behind a stale upper bound. A range the user narrowed is left as it is.
 */
export function rangeAfterTotalChange(
  range: DisplaySettings['select']['range'],
  previousTotal: number,
  newTotal: number,
): DisplaySettings['select']['range'] {
  return range.from <= 1 && range.to >= previousTotal ? { from: 1, to: newTotal } : range;
}

/**
 * The settings as they are saved: a range reaching the last word and a date range reaching today
 * are saved open-ended (null), so next time they reach the last word and the day it is then, and
 * words added meanwhile (from the extension, say) are not hidden behind a stale bound. Reading
 * (readDisplaySettings) turns null back into the defaults.
 */
export function storableDisplaySettings(settings: DisplaySettings, total: number, today: string) {
  const { range, date } = settings.select;
  return {
    ...settings,
    select: {
      ...settings.select,
      range: { from: range.from, to: range.to >= total ? null : range.to },
      date: { from: date.from, to: date.to >= day(today) ? null : date.to },
    },
  };
}

const isDay = refined(string, (value) => /^\d{4}-\d{2}-\d{2}/.test(value));
const presence = oneOf(Object.values(PresenceFilter));

/**
 * The saved settings (the text kept under the displaySettings key), field by field: a missing,
 * damaged or out-of-range field takes its default, so an old or edited copy never breaks the list.
 */
export function readDisplaySettings(stored: string | null, defaults: DisplaySettings): DisplaySettings {
  let root: unknown = null;
  try {
    root = stored === null ? null : JSON.parse(stored);
  } catch {
    // Damaged text: every field takes its default below.
  }
  const sort = fieldOf(root, 'sort');
  const select = fieldOf(root, 'select');
  const range = fieldOf(select, 'range');
  const date = fieldOf(select, 'date');
  const d = defaults.select;

  return {
    sort: {
      sortBy: orDefault(fieldOf(sort, 'sortBy'), oneOf(Object.values(SortBy)), defaults.sort.sortBy),
      inOrder: orDefault(fieldOf(sort, 'inOrder'), oneOf(Object.values(SortOrder)), defaults.sort.inOrder),
    },
    select: {
      category: orDefault(fieldOf(select, 'category'), string, d.category),
      picture: orDefault(fieldOf(select, 'picture'), presence, d.picture),
      sentence: orDefault(fieldOf(select, 'sentence'), presence, d.sentence),
      score: orDefault(fieldOf(select, 'score'), oneOf<ScoreFilter[]>([0, 1, 2, 3]), d.score),
      range: {
        from: orDefault(fieldOf(range, 'from'), number, d.range.from),
        to: orDefault(fieldOf(range, 'to'), number, d.range.to),
      },
      date: {
        from: orDefault(fieldOf(date, 'from'), isDay, d.date.from),
        to: orDefault(fieldOf(date, 'to'), isDay, d.date.to),
      },
    },
    search: orDefault(fieldOf(root, 'search'), string, defaults.search),
  };
}
