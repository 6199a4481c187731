// Every form of a word (docs/decisions/0044-word-forms.md): what the marker, the lookup card and the
// duplicate check call. `loadForms` gives a language's stemmer and its irregular forms together,
// the tables imported as modules (the API, the web app, the tests); the extension's background
// makes its own loader with the tables fetched (shared/forms/loader.ts, decision 0065).
import { importedTables } from './irregular-modules';
import { formsLoader } from './loader';

export { formOfSavedMessage } from './form-offer';
export { FORMS_LANGUAGES, formsLanguage } from './languages';
export { formMetLabel, loadStemmerForms, startsCapital, type WordForms } from './word-forms';

export const { loadForms, formsOfLanguages, loadSavedForms } = formsLoader(importedTables);
