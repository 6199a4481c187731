// Loads a language's forms (its stemmer and its irregular forms) once, from the tables a runtime
// names (irregular.ts): index.ts for the API, the web app and the tests (tables as modules), the
// extension's background with tables fetched from its own files (decision 0065).
import { loadIrregular, type TableSource } from './irregular';
import { formsLanguage } from './languages';
import { SavedForms } from './saved-forms';
import { formsWithIrregular, loadStemmerForms, type WordForms } from './word-forms';

export interface FormsLoader {
  /** The forms of a language ("de", "pt-BR"), loaded once on first use; null for one without forms. */
  loadForms(language: string): Promise<WordForms | null>;
  /** The forms of every language among `languages` that has them, loaded (once each). */
  formsOfLanguages(languages: Iterable<string>): Promise<WordForms[]>;
  /** The saved words' forms, their languages loaded. */
  loadSavedForms<T extends { word: string; language: string }>(words: readonly T[]): Promise<SavedForms<T>>;
}

export function formsLoader(tables: TableSource): FormsLoader {
  const loaded = new Map<string, Promise<WordForms | null>>();

  function loadForms(language: string): Promise<WordForms | null> {
    const base = formsLanguage(language);
    if (!base) return Promise.resolve(null);
    let forms = loaded.get(base);
    if (!forms) {
      // A table that fails to load (a missing or damaged file) leaves the stems and endings, which
      // still find most forms; it is tried again the next time these forms are asked for.
      const irregular = loadIrregular(base, tables).catch(() => {
        loaded.delete(base);
        return {};
      });
      forms = Promise.all([loadStemmerForms(base), irregular]).then(([stemmerForms, table]) =>
        stemmerForms ? formsWithIrregular(stemmerForms, table) : null,
      );
      loaded.set(base, forms);
    }
    return forms;
  }

  async function formsOfLanguages(languages: Iterable<string>): Promise<WordForms[]> {
    const bases = new Set([...languages].map(formsLanguage).filter((base): base is string => base !== null));
    const found = await Promise.all([...bases].map((base) => loadForms(base).catch(() => null)));
    return found.filter((forms): forms is WordForms => forms !== null);
  }

  return {
    loadForms,
    formsOfLanguages,
    loadSavedForms: async (words) =>
      new SavedForms(words, await formsOfLanguages(words.map((word) => word.language))),
  };
}
