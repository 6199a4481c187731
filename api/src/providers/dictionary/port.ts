// The dictionary port: a word's senses for the lookup card (GET /api/lookup/definition/...).
// The embedded default is WordNet (English), already installed for example sentences.

export interface DictionaryProvider {
  /** Whether this provider has a dictionary of the language (ISO 639-1 code, e.g. 'en'). */
  has(language: string): boolean;
  /** The word's senses, best first, at most `max`; [] when the word is not in the dictionary. */
  define(language: string, word: string, max: number): Promise<string[]>;
}
