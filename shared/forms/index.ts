// Every form of a word (docs/decisions/0044-word-forms.md): what the marker, the lookup card and the
// duplicate check call. `loadForms` gives a language's stemmer and its irregular forms together.
import { formOfSavedNotice } from './form-offer';
import { loadIrregular } from './irregular';
import { formsLanguage } from './languages';
import { formsWithIrregular, loadStemmerForms, type WordForms } from './word-forms';

export { FORMS_LANGUAGES, formsLanguage } from './languages';
export { formMetLabel, loadStemmerForms, startsCapital, type WordForms } from './word-forms';

const loaded = new Map<string, Promise<WordForms | null>>();

/** The forms of a language ("de", "pt-BR"), loaded once on first use; null for one without forms. */
export function loadForms(language: string): Promise<WordForms | null> {
  const base = formsLanguage(language);
  if (!base) return Promise.resolve(null);
  let forms = loaded.get(base);
  if (!forms) {
    forms = Promise.all([loadStemmerForms(base), loadIrregular(base)]).then(([stemmerForms, irregular]) =>
      stemmerForms ? formsWithIrregular(stemmerForms, irregular) : null,
    );
    loaded.set(base, forms);
  }
  return forms;
}

/** The forms of every language among `languages` that has them, loaded (once each). */
export async function formsOfLanguages(languages: Iterable<string>): Promise<WordForms[]> {
  const bases = new Set([...languages].map(formsLanguage).filter((base): base is string => base !== null));
  const found = await Promise.all([...bases].map((base) => loadForms(base).catch(() => null)));
  return found.filter((forms): forms is WordForms => forms !== null);
}

/**
 * The toast when a word saved from a page is a form of a saved word: the encounter is offered, and
 * saving it again keeps it as a word of its own.
 */
export const formOfSavedMessage = (met: string, saved: string): string =>
  `${formOfSavedNotice(met, saved)} Save it again to keep it as a word of its own.`;
