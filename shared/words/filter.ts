// Sorting, filtering and search of the words list (SPEC §4 "Sorting and filtering", §5 "Search" and
// "Filters"), as pure functions over the list. Every word is kept; the filter only sets its display
// flag, so the list, the media player and the test can all walk the same array.

import { type DisplaySettings, PresenceFilter, SCORE_FILTER_ANY, SortOrder } from './display-settings';
import { categoryLabel } from './rules';
import { matchesSearch, searchKey } from './search';
import { alphabeticalKeys, ascendingOrder, type RandomSource } from './sort';
import type { ShownWord, Word } from './types';

export { categoriesOf } from './categories';

export * from './display-settings';
export { comparisonKey, matchesSearch, searchKey } from './search';
export * from './sort';

const day = (isoText: string): string => isoText.slice(0, 10);
// A word's ISO date against a day (YYYY-MM-DD), comparing days without cutting a new text per word.
const onOrAfter = (isoDate: string, dayText: string): boolean => isoDate >= dayText;
const onOrBefore = (isoDate: string, dayText: string): boolean =>
  isoDate < dayText || isoDate.startsWith(dayText);

function passesPresence(filter: PresenceFilter, present: boolean): boolean {
  return filter === PresenceFilter.All || (filter === PresenceFilter.With) === present;
}

/**
 * The panel's filters without search, as a test of a word and its position: its 1-based place in
 * the ascending list (see applyDisplaySettings). An empty date bound leaves that side open.
 */
export function filterFor(select: DisplaySettings['select']): (word: Word, position: number) => boolean {
  const category = select.category === '' ? null : categoryLabel(select.category);
  // A list has few categories: decide each one once, not once per word.
  const categoryMatches = new Map<string, boolean>();
  const inCategory = (wordCategory: string): boolean => {
    let matches = categoryMatches.get(wordCategory);
    if (matches === undefined) {
      matches = categoryLabel(wordCategory) === category;
      categoryMatches.set(wordCategory, matches);
    }
    return matches;
  };
  const fromDay = day(select.date.from);
  const toDay = day(select.date.to);
  return (word, position) => {
    return (
      (category === null || inCategory(word.category)) &&
      passesPresence(select.picture, word.picture !== '') &&
      passesPresence(select.sentence, word.sentence.trim() !== '') &&
      (select.score === SCORE_FILTER_ANY || word.score === select.score) &&
      position >= select.range.from &&
      position <= select.range.to &&
      (fromDay === '' || onOrAfter(word.date, fromDay)) &&
      (toDay === '' || onOrBefore(word.date, toDay))
    );
  };
}

/**
 * The word flagged; a word that already carries this flag is returned as it is. The list is usually
 * re-filtered from the last result, so most words keep their object: no copying, and a React row
 * whose word did not change is not drawn again.
 */
function withDisplay<W extends Word>(word: W, display: boolean): W & ShownWord {
  const shown = word as W & Partial<ShownWord>;
  return shown.display === display ? (shown as W & ShownWord) : { ...word, display };
}

/**
 * The list as the panel's settings show it: every word, in the chosen order, flagged display or not.
 *
 * Search text, when present, decides alone: a word is shown when it matches, and every other filter,
 * the range included, is ignored (see searched below).
 *
 * The range (SPEC §4): "When the range is narrowed and no search text is given, the settings are
 * first applied in ascending order with the default filters, and then the user's settings are
 * applied." Our reading: a word's position is its 1-based place in the whole list sorted by the
 * chosen key in ascending order, before any other filter (the default filters pass every word). The
 * range keeps the positions from..to, and the user's filters and order then apply to what remains.
 * So position 1 is the first word by the chosen key whichever order is on screen (by date: the oldest
 * word), and other filters never shift which words a range covers. An un-narrowed range contains every
 * position, so this one computation is the whole rule. One random shuffle serves both steps.
 */
export function applyDisplaySettings<W extends Word>(
  words: readonly W[],
  settings: DisplaySettings,
  random: RandomSource = Math.random,
): (W & ShownWord)[] {
  const search = searchKey(settings.search);
  if (search) return searched(words, settings.sort, search, random);
  const keyOf = alphabeticalKeys(words);
  const order = ascendingOrder(words, settings.sort.sortBy, keyOf, random);
  const passes = filterFor(settings.select);
  const shown = Array.from(order, (index, position) => {
    const word = words[index] as W;
    return withDisplay(word, passes(word, position + 1));
  });
  return settings.sort.inOrder === SortOrder.Descending ? shown.reverse() : shown;
}

/**
 * With search text, only the matching words are shown, in the chosen order; the others follow,
 * hidden, as they came (no screen shows them, and the next settings sort them again). So a search
 * sorts its few matches instead of the whole list. Search compares accents as typed (SPEC §5
 * ignores only case and Hebrew vowel marks).
 */
function searched<W extends Word>(
  words: readonly W[],
  sort: DisplaySettings['sort'],
  key: string,
  random: RandomSource,
): (W & ShownWord)[] {
  const matches: W[] = [];
  const others: (W & ShownWord)[] = [];
  for (const word of words) {
    if (matchesSearch(word, key)) matches.push(word);
    else others.push(withDisplay(word, false));
  }
  const order = ascendingOrder(matches, sort.sortBy, alphabeticalKeys(matches), random);
  const shown = Array.from(order, (index) => withDisplay(matches[index] as W, true));
  if (sort.inOrder === SortOrder.Descending) shown.reverse();
  return shown.concat(others);
}

/** How many words pass the current settings (the panel's Total Words). */
export const countShown = (words: readonly ShownWord[]): number =>
  words.reduce((count, word) => (word.display ? count + 1 : count), 0);
