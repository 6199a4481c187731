// The seam where the shared deinflector (shared/forms: loadForms(language) and
// WordForms.dictionaryForms(word)) gives the lookup a word's dictionary forms. Until it is wired in,
// the form met, in lower case, is its own dictionary form.

/** The dictionary forms of a word met on a page, most likely first; never empty. */
export async function dictionaryForms(word: string, _language: string): Promise<string[]> {
  return [word.toLocaleLowerCase()];
}
