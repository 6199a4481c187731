// Which saved word a word met is a form of ("anchors" → "anchor"), for the duplicate check on save
// and the lookup card: the saved words by stem per language, each candidate confirmed by the same
// rule the page marker applies (WordForms.isFormOf).
import { irregularKeyOf, normaliseForMatch } from '../marking/normalise';
import { formsLanguage } from './languages';
import type { WordForms } from './word-forms';

interface Saved {
  word: string;
  language: string;
}

export interface FormMatch<T extends Saved> {
  /** The saved word. */
  word: T;
  /** The word as met, trimmed. */
  form: string;
}

export class SavedForms<T extends Saved> {
  private readonly byLanguage = new Map<string, { forms: WordForms; byStem: Map<string, T[]> }>();

  constructor(words: readonly T[], forms: readonly WordForms[]) {
    for (const language of forms)
      this.byLanguage.set(language.language, { forms: language, byStem: new Map() });
    for (const word of words) {
      const base = formsLanguage(word.language);
      const entry = base ? this.byLanguage.get(base) : undefined;
      if (!entry) continue;
      const key = normaliseForMatch(word.word.trim(), entry.forms.language);
      for (const stem of [...entry.forms.formStemsOf(key), ...entry.forms.irregularFormsOf(key)]) {
        const list = entry.byStem.get(stem) ?? [];
        list.push(word);
        entry.byStem.set(stem, list);
      }
    }
  }

  /**
   * The saved word `met` is another form of, or null (also when `met` is a saved word as written:
   * that is the duplicate rule's, not this). `language` narrows the search to one language.
   */
  match(met: string, language?: string): FormMatch<T> | null {
    const form = met.trim();
    if (form === '' || /\s/.test(form)) return null;
    const only = formsLanguage(language);
    for (const [base, { forms, byStem }] of this.byLanguage) {
      if (only && base !== only) continue;
      const key = normaliseForMatch(form, base);
      const irregularKey = irregularKeyOf(form, key);
      const candidates = [
        ...(byStem.get(irregularKey) ?? []),
        ...(byStem.get(forms.stemOfKey(key) ?? key) ?? []),
      ];
      for (const word of candidates) {
        if (normaliseForMatch(word.word.trim(), base) === key) return null;
        if (forms.isFormOf(form, word.word)) return { word, form };
      }
    }
    return null;
  }
}
