// Splits text into words with Intl.Segmenter, so languages written without spaces (Japanese,
// Chinese, Thai) split as their readers see them. One segmenter per language, made once.
import { startsCapital } from '../forms/word-forms';
import { irregularKeyOf, normaliseForMatch, usableLocale } from './normalise';

export interface Token {
  /** The normalised word (normaliseForMatch). */
  key: string;
  /** Written with a capital first letter (a German noun), for the forms of a word. */
  capital: boolean;
  /** The key irregular forms are looked up by (irregularKeyOf): the key, or a short one's accent kept. */
  irregularKey: string;
  /** Where it starts and ends in the text, in UTF-16 units. */
  start: number;
  end: number;
}

const segmenters = new Map<string, Intl.Segmenter>();

function segmenterFor(locale: string | undefined): Intl.Segmenter {
  const name = locale ?? '';
  let segmenter = segmenters.get(name);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(locale, { granularity: 'word' });
    segmenters.set(name, segmenter);
  }
  return segmenter;
}

/** Scripts written without spaces between words: only Intl.Segmenter's dictionaries split them. */
const UNSPACED_SCRIPTS =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}\p{Script=Tibetan}]/u;

/**
 * A word as Intl.Segmenter finds it in text written with spaces (UAX #29): letters, marks, digits
 * and joiners, kept together across an apostrophe or a full stop inside it (l'école, U.S.A).
 */
const SPACED_WORD = /[\p{L}\p{M}\p{N}\p{Pc}]+(?:['’.][\p{L}\p{M}\p{N}\p{Pc}]+)*/gu;

/**
 * A letter or a digit: the segment is a word, whatever `isWordLike` says. Firefox's segmenter
 * (ICU4X) answers false for the last word of a text and for a word before 。 ("東京" alone, "ます。"),
 * so a saved Japanese word had no key and was never marked there (docs/decisions/0060).
 */
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** Only spaces, hyphens or apostrophes: a multi-word entry may go on across these. */
const JOINING = /^[\s\-'’\u00a0\u200b]*$/u;

/**
 * The words of a text in order. Text in scripts written with spaces goes through a regular
 * expression that splits as Intl.Segmenter does there, several times faster on a long page;
 * the segmenter splits the rest. `joined` tells whether only spaces, hyphens or apostrophes stand
 * between a word and the one before it, so a multi-word entry never spans a full stop or a comma.
 */
export function tokenise(text: string, lang?: string): (Token & { joined: boolean })[] {
  const locale = usableLocale(lang);
  if (!UNSPACED_SCRIPTS.test(text)) return spacedTokens(text, locale);
  const tokens: (Token & { joined: boolean })[] = [];
  let joined = true;
  for (const { segment, index, isWordLike } of segmenterFor(locale).segment(text)) {
    if (!isWordLike && !LETTER_OR_DIGIT.test(segment)) {
      if (!JOINING.test(segment)) joined = false;
      continue;
    }
    const key = normaliseForMatch(segment, locale);
    tokens.push({
      key,
      capital: startsCapital(segment),
      irregularKey: irregularKeyOf(segment, key),
      start: index,
      end: index + segment.length,
      joined,
    });
    joined = true;
  }
  return tokens;
}

function spacedTokens(text: string, locale: string | undefined): (Token & { joined: boolean })[] {
  const tokens: (Token & { joined: boolean })[] = [];
  let previousEnd = 0;
  for (const found of text.matchAll(SPACED_WORD)) {
    const start = found.index;
    const end = start + found[0].length;
    const joined = JOINING.test(text.slice(previousEnd, start));
    const key = normaliseForMatch(found[0], locale);
    tokens.push({
      key,
      capital: startsCapital(found[0]),
      irregularKey: irregularKeyOf(found[0], key),
      start,
      end,
      joined,
    });
    previousEnd = end;
  }
  return tokens;
}
