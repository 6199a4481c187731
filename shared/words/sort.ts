// The list's order (SPEC §4 "Sorting and filtering"): by word, score, date, category or at random,
// ascending; descending is that list reversed.
import { type DisplaySettings, SortBy, SortOrder } from './display-settings';
import { breakTies, orderByRanks, rankTexts } from './rank';
import { categoryLabel } from './rules';
import { sortKey } from './search';
import type { Word } from './types';

/** A number in [0, 1), as Math.random gives; tests pass a seeded one. */
export type RandomSource = () => number;

/** A word's text as compared for alphabetical order (case, accents and Hebrew vowel marks ignored), by index. */
export type KeyOf = (index: number) => string;

/** Each word's alphabetical key, worked out on first use and then kept. */
export function alphabeticalKeys(words: readonly Word[]): KeyOf {
  const keys: (string | undefined)[] = new Array(words.length);
  return (index) => {
    let key = keys[index];
    if (key === undefined) {
      key = sortKey(words[index]?.word ?? '');
      keys[index] = key;
    }
    return key;
  };
}

const compareTexts = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Each word's category rank by shown name. A list has few categories: rank those, then look up. */
function categoryRanks(words: readonly Word[]): number[] {
  const categories = [...new Set(words.map((word) => word.category))];
  const ranks = rankTexts(categories.map((category) => sortKey(categoryLabel(category))));
  const rankOf = new Map(categories.map((category, i) => [category, ranks[i] ?? 0]));
  return words.map((word) => rankOf.get(word.category) ?? 0);
}

const alphabeticalRanks = (count: number, keyOf: KeyOf): Uint32Array =>
  rankTexts(Array.from({ length: count }, (_, index) => keyOf(index)));

/** How many different values ranks from rankTexts hold (they run from 0 without gaps). */
function distinctRanks(ranks: Uint32Array): number {
  let highest = -1;
  for (const rank of ranks) if (rank > highest) highest = rank;
  return highest + 1;
}

/** The indexes 0…n−1 in a random order (Fisher–Yates), drawn from the given source. */
function shuffledIndexes(count: number, random: RandomSource): Uint32Array {
  const order = new Uint32Array(count);
  for (let i = 0; i < count; i++) order[i] = i;
  for (let i = count - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const item = order[i] ?? 0;
    order[i] = order[j] ?? 0;
    order[j] = item;
  }
  return order;
}

/**
 * The indexes of the words in ascending order of the chosen key; equal keys fall back to
 * alphabetical order, then keep the order the words came in. Keys are worked out once per word and
 * ranked (see rank.ts), so 10,000 words sort in a few milliseconds.
 */
export function ascendingOrder(
  words: readonly Word[],
  sortBy: SortBy,
  keyOf: KeyOf = alphabeticalKeys(words),
  random: RandomSource = Math.random,
): Uint32Array {
  const count = words.length;
  if (sortBy === SortBy.Random) return shuffledIndexes(count, random);
  if (sortBy === SortBy.Date) {
    // ISO dates sort as texts. Saved words rarely share a date: then only the few words of a shared
    // date are put in alphabetical order. Imported lists often share few dates among many words;
    // there, one alphabetical ranking is far cheaper than sorting thousands of small runs.
    const dates = rankTexts(words.map((word) => word.date));
    if (distinctRanks(dates) > count * 0.9) {
      const order = orderByRanks(dates, new Uint32Array(count));
      return breakTies(order, dates, (a, b) => compareTexts(keyOf(a), keyOf(b)));
    }
    return orderByRanks(dates, alphabeticalRanks(count, keyOf));
  }
  const alphabetical = alphabeticalRanks(count, keyOf);
  const primary =
    sortBy === SortBy.Score
      ? words.map((word) => word.score)
      : sortBy === SortBy.Category
        ? categoryRanks(words)
        : alphabetical;
  return orderByRanks(primary, alphabetical);
}

/** The words in ascending order of the chosen key (see ascendingOrder). */
export function sortAscending<W extends Word>(
  words: readonly W[],
  sortBy: SortBy,
  random: RandomSource = Math.random,
): W[] {
  return Array.from(
    ascendingOrder(words, sortBy, alphabeticalKeys(words), random),
    (index) => words[index] as W,
  );
}

/** The words in the chosen key and order: descending is the ascending list reversed. */
export function sortWords<W extends Word>(
  words: readonly W[],
  sort: DisplaySettings['sort'],
  random: RandomSource = Math.random,
): W[] {
  const ascending = sortAscending(words, sort.sortBy, random);
  return sort.inOrder === SortOrder.Descending ? ascending.reverse() : ascending;
}
