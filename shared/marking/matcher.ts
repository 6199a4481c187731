// The compact matcher the extension's background hands to the page-marking content script: the
// saved words tokenised once, indexed by their first normalised word, so a page is matched with
// one map look-up per word of the page, whatever the size of the list.
import type { Word } from '../words/types';
import { tokenise } from './segments';

/** What the hover card shows of a saved word; nothing else of the list reaches a page. */
export interface MarkedWord {
  uuid: string;
  word: string;
  translation: string;
  score: Word['score'];
  /** The word's audio id, '' when it has none. */
  audio: string;
}

/** A saved word under its first token: the tokens that must follow, and its place in `words`. */
export type MatcherEntry = [word: number, rest: string[]];

/** Plain data, so it crosses extension messaging as JSON. */
export interface MatcherData {
  words: MarkedWord[];
  /** First token → entries, the longest entry first so "la bibliothèque" wins over "la". */
  index: [string, MatcherEntry[]][];
}

/** Entries longer than this many words are not looked for on pages (a sentence saved as a word). */
export const MAX_ENTRY_TOKENS = 8;

export function buildMatcher(words: readonly Word[]): MatcherData {
  const marked: MarkedWord[] = [];
  const index = new Map<string, MatcherEntry[]>();
  for (const word of words) {
    const keys = tokenise(word.word, word.language).map((token) => token.key);
    const [first, ...rest] = keys;
    if (!first || keys.length > MAX_ENTRY_TOKENS) continue;
    const place = marked.push({
      uuid: word.uuid,
      word: word.word,
      translation: word.wordTranslation,
      score: word.score,
      audio: word.speechWord,
    });
    const entries = index.get(first) ?? [];
    entries.push([place - 1, rest]);
    index.set(first, entries);
  }
  for (const entries of index.values()) entries.sort((a, b) => b[1].length - a[1].length);
  return { words: marked, index: [...index] };
}

export interface TextMatch {
  start: number;
  end: number;
  /** Index into MatcherData.words. */
  word: number;
}

/** A word of a page for matching: its key, and whether it goes on from the word before it. */
export interface MatchToken {
  key: string;
  joined: boolean;
}

/**
 * The saved words among tokens, left to right, never overlapping: the first and last token of
 * each, and the word's index. An entry's following words must each be joined to the one before.
 */
export function matchTokens(
  tokens: readonly MatchToken[],
  index: ReadonlyMap<string, MatcherEntry[]>,
): [first: number, last: number, word: number][] {
  const matches: [number, number, number][] = [];
  for (let at = 0; at < tokens.length; at++) {
    const first = tokens[at];
    const entries = first && index.get(first.key);
    if (!entries) continue;
    for (const [word, rest] of entries) {
      const fits = rest.every((key, step) => {
        const token = tokens[at + 1 + step];
        return token?.key === key && token.joined;
      });
      if (!fits) continue;
      matches.push([at, at + rest.length, word]);
      at += rest.length;
      break;
    }
  }
  return matches;
}

/** The saved words in one text, left to right, never overlapping. */
export function matchText(
  text: string,
  index: ReadonlyMap<string, MatcherEntry[]>,
  lang?: string,
): TextMatch[] {
  const tokens = tokenise(text, lang);
  return matchTokens(tokens, index).map(([first, last, word]) => ({
    start: tokens[first]?.start ?? 0,
    end: tokens[last]?.end ?? 0,
    word,
  }));
}
