// Splits text into words with Intl.Segmenter, so languages written without spaces (Japanese,
// Chinese, Thai) split as their readers see them. One segmenter per language, made once.
import { normaliseForMatch, usableLocale } from './normalise';

export interface Token {
  /** The normalised word (normaliseForMatch). */
  key: string;
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

/**
 * The words of a text in order. `joined` tells whether only spaces, hyphens or apostrophes stand
 * between a word and the one before it, so a multi-word entry never spans a full stop or a comma.
 */
export function tokenise(text: string, lang?: string): (Token & { joined: boolean })[] {
  const locale = usableLocale(lang);
  const tokens: (Token & { joined: boolean })[] = [];
  let joined = true;
  for (const { segment, index, isWordLike } of segmenterFor(locale).segment(text)) {
    if (!isWordLike) {
      if (!/^[\s\-'’\u00a0\u200b]*$/u.test(segment)) joined = false;
      continue;
    }
    tokens.push({
      key: normaliseForMatch(segment, locale),
      start: index,
      end: index + segment.length,
      joined,
    });
    joined = true;
  }
  return tokens;
}
