// Search of SPEC §5: a word matches when the word or its translation starts with the search text,
// ignoring case and Hebrew vowel marks, so 'שלו' finds 'שָׁלוֹם'.
import type { Word } from './types';

/**
 * Hebrew points and cantillation marks (niqqud and teamim) in U+0591–U+05C7. The Hebrew punctuation
 * inside that block (maqaf U+05BE, paseq U+05C0, sof pasuq U+05C3, nun hafukha U+05C6) is kept: it
 * is written by the user, not a vowel sign.
 */
const HEBREW_MARKS = /[\u0591-\u05BD\u05BF\u05C1\u05C2\u05C4\u05C5\u05C7]/g;

// The same words are searched and sorted again at every change of the panel: each text's keys are
// worked out once. Bounded, so a long session with many lists cannot grow them without end.
const KEY_CACHE_LIMIT = 250_000;

function cached(make: (text: string) => string): (text: string) => string {
  const cache = new Map<string, string>();
  return (text) => {
    let key = cache.get(text);
    if (key === undefined) {
      key = make(text);
      if (cache.size >= KEY_CACHE_LIMIT) cache.clear();
      cache.set(text, key);
    }
    return key;
  };
}

/** The form in which texts are compared for search (case and Hebrew vowel marks ignored). */
export const comparisonKey = cached((text) => text.replace(HEBREW_MARKS, '').toLowerCase());

/** Accents of Latin, Greek and Cyrillic letters, once the letter is decomposed (NFD). */
const COMBINING_ACCENTS = /[\u0300-\u036f]/g;

/**
 * The form in which texts are put in alphabetical order: the comparison key without accents, so
 * 'árbol' sorts beside 'arbol' and before 'perro' as a learner expects. Ties keep the accented
 * and unaccented forms in a stable order.
 */
export const sortKey = cached((text) => comparisonKey(text).normalize('NFD').replace(COMBINING_ACCENTS, ''));

/**
 * The search text as compared, or '' when there is none. Surrounding spaces are dropped so a stray
 * space neither hides every word nor counts as a search that switches the filters off.
 */
export const searchKey = (search: string): string => comparisonKey(search.trim());

/**
 * Whether a word matches a search key built by searchKey (non-empty). `wordKey` is the word's own
 * comparisonKey when the caller has already worked it out.
 */
export function matchesSearch(
  word: Pick<Word, 'word' | 'wordTranslation'>,
  key: string,
  wordKey: string = comparisonKey(word.word),
): boolean {
  return wordKey.startsWith(key) || comparisonKey(word.wordTranslation).startsWith(key);
}
