// The saved words by the stems of their words, per language with forms (shared/forms), so that the
// matcher finds "anchors" for a saved "anchor" with one more map look-up per word not found as
// written. Stems are remembered per word of the page by the language's forms.
import { formsLanguage } from '../forms/languages';
import { loadStemmerForms, startsCapital, type WordForms } from '../forms/word-forms';

/** A saved word under its first token: the tokens that must follow, and its place in `words`. */
export type MatcherEntry = [word: number, rest: string[]];

/**
 * As it crosses extension messaging: the language, its index by stem, each word's first key
 * length, the words saved with a capital (for languages that write nouns so), and the index by
 * irregular form ("went" → "go"), made where the irregular tables are loaded.
 */
export type FormIndexData = [
  language: string,
  index: [string, MatcherEntry[]][],
  lengths: Record<number, number>,
  capitals: number[],
  irregular: [string, MatcherEntry[]][],
];

export interface FormIndex {
  forms: WordForms;
  /** The length of each saved word's first key: a form met differs from it by one ending at most. */
  lengths: Readonly<Record<number, number>>;
  capitals: ReadonlySet<number>;
  /**
   * The entries a page's word (its key) may be a form of: by irregular form, by stem; null for
   * most words. Remembered per key, so a page's repeated words cost one map look-up.
   */
  lookup(key: string, irregularKey?: string): FormLookup | null;
}

export type FormLookup = [irregular: MatcherEntry[] | undefined, byStem: MatcherEntry[] | undefined];

/** Remembered look-ups per forms index, bounded so a page of a million distinct words stays small. */
const MAX_REMEMBERED = 200_000;

function formIndex(
  forms: WordForms,
  byStem: ReadonlyMap<string, MatcherEntry[]>,
  irregular: ReadonlyMap<string, MatcherEntry[]>,
  lengths: Record<number, number>,
  capitals: ReadonlySet<number>,
): FormIndex {
  const remembered = new Map<string, FormLookup | null>();
  const lookup = (key: string, irregularKey = key): FormLookup | null => {
    let found = remembered.get(irregularKey);
    if (found === undefined) {
      const ofForm = irregular.get(irregularKey);
      const ofStem = byStem.get(formKeyOf(forms, key));
      found = ofForm || ofStem ? [ofForm, ofStem] : null;
      if (remembered.size >= MAX_REMEMBERED) remembered.clear();
      remembered.set(irregularKey, found);
    }
    return found;
  };
  return { forms, lengths, capitals, lookup };
}

/** What a page's word is looked up by in a forms index: its stem, or itself when too short. */
export const formKeyOf = (forms: WordForms, key: string): string => forms.stemOfKey(key) ?? key;

function push(index: Map<string, MatcherEntry[]>, key: string, entry: MatcherEntry): void {
  const entries = index.get(key) ?? [];
  entries.push(entry);
  index.set(key, entries);
}

/** Collects the saved words of each language with forms while the matcher is built. */
export function stemEntries(forms: readonly WordForms[]) {
  const byLanguage = new Map(forms.map((language) => [language.language, language]));
  const indexes = new Map<
    string,
    {
      index: Map<string, MatcherEntry[]>;
      lengths: Record<number, number>;
      capitals: number[];
      irregular: Map<string, MatcherEntry[]>;
    }
  >();
  return {
    add(language: string, word: number, text: string, keys: readonly string[]): void {
      const base = formsLanguage(language);
      const wordForms = base ? byLanguage.get(base) : undefined;
      const [first, ...rest] = keys;
      if (!wordForms || first === undefined) return;
      let built = indexes.get(wordForms.language);
      if (!built) {
        built = { index: new Map(), lengths: {}, capitals: [], irregular: new Map() };
        indexes.set(wordForms.language, built);
      }
      const restStems = rest.map((key) => formKeyOf(wordForms, key));
      const stems = wordForms.formStemsOf(first);
      if (stems.length === 0) stems.push(first);
      for (const stem of stems) push(built.index, stem, [word, restStems]);
      for (const form of wordForms.irregularFormsOf(first)) push(built.irregular, form, [word, restStems]);
      built.lengths[word] = first.length;
      if (wordForms.nounsCapitalised && startsCapital(text.trim())) built.capitals.push(word);
    },
    done(): FormIndexData[] {
      return [...indexes].map(([language, { index, lengths, capitals, irregular }]) => {
        for (const entries of index.values()) entries.sort((a, b) => b[1].length - a[1].length);
        return [language, [...index], lengths, capitals, [...irregular]];
      });
    },
  };
}

/**
 * The forms indexes of a matcher, their languages' stemmers loaded (once each): the irregular
 * tables are not needed here, their forms are in the data.
 */
export async function loadFormIndexes(data: readonly FormIndexData[] | undefined): Promise<FormIndex[]> {
  const loaded = await Promise.all(
    (data ?? []).map(async ([language, index, lengths, capitals, irregular]): Promise<FormIndex | null> => {
      const forms = await loadStemmerForms(language).catch(() => null);
      if (!forms) return null;
      return formIndex(forms, new Map(index), new Map(irregular), lengths, new Set(capitals));
    }),
  );
  return loaded.filter((found): found is FormIndex => found !== null);
}

/**
 * The indexes for a run of text: its own language's when that has forms (an English page does not
 * find Spanish "casa" in "cases"), every one when the run's language is unknown or has none.
 */
export function formsFor(indexes: readonly FormIndex[], lang: string | undefined): readonly FormIndex[] {
  const base = indexes.length > 0 ? formsLanguage(lang) : null;
  return base ? indexes.filter((found) => found.forms.language === base) : indexes;
}
