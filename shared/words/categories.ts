// The category options, apart from the filters (filter.ts, which re-exports them): the
// extension's quick-add form needs only these, and importing filter.ts there brought the sorting,
// ranking and filtering of the whole list into the popup's first chunk.
import { categoryLabel, NO_CATEGORY_LABEL } from './rules';
import { sortKey } from './search';
import type { Word } from './types';

const compareTexts = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The category options: 'No Category' first and always (it stands for 'No' and empty categories,
 * and is what a new word gets), then every other category once, in alphabetical order ignoring case.
 */
export function categoriesOf(words: readonly Pick<Word, 'category'>[]): string[] {
  const named = new Set<string>();
  for (const { category } of words) {
    const label = categoryLabel(category);
    if (label !== NO_CATEGORY_LABEL) named.add(label);
  }
  const sorted = [...named].sort((a, b) => compareTexts(sortKey(a), sortKey(b)) || compareTexts(a, b));
  return [NO_CATEGORY_LABEL, ...sorted];
}
