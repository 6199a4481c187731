// The shared deinflector (shared/forms, docs/decisions/0044-word-forms.md) as the lookup uses it:
// the candidate dictionary forms of a word met on a page. The content script holds the stemmers
// only; irregular forms reach it through the matcher, as for marking.
import { loadStemmerForms } from '../../../shared/forms/word-forms';

export interface MetForms {
  /** Candidate dictionary forms, lower case, the word met first; never empty. */
  candidates: string[];
  /** Whether the word met can be a form of `saved` (a saved word's text). */
  isFormOf(saved: string): boolean;
}

export async function dictionaryForms(word: string, language: string): Promise<MetForms> {
  const lower = word.toLocaleLowerCase();
  const forms = await loadStemmerForms(language).catch(() => null);
  const candidates = forms?.dictionaryForms(word) ?? [];
  return {
    candidates: candidates.length > 0 ? candidates : [lower],
    isFormOf: (saved) => saved.toLocaleLowerCase() === lower || (forms?.isFormOf(word, saved) ?? false),
  };
}
