// The compact matcher the extension's background hands to the page-marking content script: the
// saved words tokenised once, indexed by their first normalised word, so a page is matched with
// one map look-up per word of the page, whatever the size of the list.
import type { WordForms } from '../forms/index';
import type { Word } from '../words/types';
import {
  type FormIndex,
  type FormIndexData,
  formKeyOf,
  formsFor,
  type MatcherEntry,
  stemEntries,
} from './form-index';
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

export type { MatcherEntry } from './form-index';

/** Plain data, so it crosses extension messaging as JSON. */
export interface MatcherData {
  words: MarkedWord[];
  /** First token → entries, the longest entry first so "la bibliothèque" wins over "la". */
  index: [string, MatcherEntry[]][];
  /**
   * Per language with forms (shared/forms): the saved words of that language under the stems of
   * their words, so that "anchors" on a page finds "anchor". Built where the forms are loaded.
   */
  forms?: FormIndexData[];
}

/** Entries longer than this many words are not looked for on pages (a sentence saved as a word). */
export const MAX_ENTRY_TOKENS = 8;

/** `forms`: the loaded forms of the saved words' languages; their words are also found by stem. */
export function buildMatcher(words: readonly Word[], forms: readonly WordForms[] = []): MatcherData {
  const marked: MarkedWord[] = [];
  const index = new Map<string, MatcherEntry[]>();
  const byStem = stemEntries(forms);
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
    byStem.add(word.language, place - 1, word.word, keys);
  }
  for (const entries of index.values()) entries.sort((a, b) => b[1].length - a[1].length);
  const data: MatcherData = { words: marked, index: [...index] };
  if (forms.length > 0) data.forms = byStem.done();
  return data;
}

export interface TextMatch {
  start: number;
  end: number;
  /** Index into MatcherData.words. */
  word: number;
  /** Met in another form than the one saved ("anchors" for "anchor"). */
  form: boolean;
}

/** A word of a page for matching: its key, and whether it goes on from the word before it. */
export interface MatchToken {
  key: string;
  joined: boolean;
  /** Written with a capital first letter: only looked at for a form met (German nouns). */
  capital?: boolean;
  /** The key its irregular forms are looked up by, when not `key` (segments.ts). */
  irregularKey?: string;
}

/**
 * The saved words among tokens, left to right, never overlapping: the first and last token of
 * each, the word's index, and whether it was met in another form. An entry's following words must
 * each be joined to the one before. Where no saved word starts as written, the forms of the run's
 * language (or of every language with forms, when the run's is not one) are tried.
 */
export function matchTokens(
  tokens: readonly MatchToken[],
  index: ReadonlyMap<string, MatcherEntry[]>,
  forms: readonly FormIndex[] = [],
): [first: number, last: number, word: number, form: boolean][] {
  const matches: [number, number, number, boolean][] = [];
  const asWritten = (token: MatchToken) => token.key;
  const always = () => true;
  let met: MatchToken | undefined;
  // Made once per call, not per word: most words of a page are looked up in these.
  const passes = forms.map((form) => {
    const byStem = (token: MatchToken) => formKeyOf(form.forms, token.key);
    const near = (word: number) =>
      met !== undefined &&
      form.forms.fitsForm(met.key, form.lengths[word] ?? 0) &&
      (!form.forms.nounsCapitalised || (met.capital ?? false) === form.capitals.has(word));
    return { lookup: form.lookup, byStem, near };
  });
  for (let at = 0; at < tokens.length; at++) {
    met = tokens[at];
    if (!met) continue;
    const found = matchAt(tokens, at, index.get(met.key), asWritten, always);
    if (found) {
      matches.push([at, at + found[1], found[0], false]);
      at += found[1];
      continue;
    }
    for (const { lookup, byStem, near } of passes) {
      const entries = lookup(met.key, met.irregularKey);
      if (!entries) continue;
      const byForm =
        matchAt(tokens, at, entries[0], byStem, always) ?? matchAt(tokens, at, entries[1], byStem, near);
      if (!byForm) continue;
      matches.push([at, at + byForm[1], byForm[0], true]);
      at += byForm[1];
      break;
    }
  }
  return matches;
}

/** The longest of `entries` (those of the word at `at`) that fits: its word and how many tokens follow. */
function matchAt(
  tokens: readonly MatchToken[],
  at: number,
  entries: readonly MatcherEntry[] | undefined,
  keyOf: (token: MatchToken) => string,
  allowed: (word: number) => boolean,
): [word: number, rest: number] | null {
  if (!entries) return null;
  for (const [word, rest] of entries) {
    const fits = rest.every((key, step) => {
      const token = tokens[at + 1 + step];
      return token?.joined && keyOf(token) === key;
    });
    if (fits && allowed(word)) return [word, rest.length];
  }
  return null;
}

/** The saved words in one text, left to right, never overlapping. */
export function matchText(
  text: string,
  index: ReadonlyMap<string, MatcherEntry[]>,
  lang?: string,
  forms: readonly FormIndex[] = [],
): TextMatch[] {
  const tokens = tokenise(text, lang);
  return matchTokens(tokens, index, formsFor(forms, lang)).map(([first, last, word, form]) => ({
    start: tokens[first]?.start ?? 0,
    end: tokens[last]?.end ?? 0,
    word,
    form,
  }));
}
