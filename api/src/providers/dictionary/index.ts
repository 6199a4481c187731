// The dictionaries the server has: WordNet for English (embedded, offline). Other languages answer
// that there is no dictionary, which the card says plainly.
import { defaultWordnetDir } from '../sentences/wordnet-examples';
import type { DictionaryProvider } from './port';
import { loadWordnetGlosses } from './wordnet-glosses';

export type { DictionaryProvider } from './port';

export function createWordnetDictionary(dictDir = defaultWordnetDir()): DictionaryProvider {
  let loading: Promise<Map<string, string[]>> | undefined;
  const glosses = () => {
    loading ??= loadWordnetGlosses(dictDir).catch((error: unknown) => {
      // Forget the failure so a later request tries again.
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return {
    has: (language) => language === 'en',
    async define(language, word, max) {
      if (language !== 'en') return [];
      const key = word.trim().toLowerCase().replace(/\s+/g, ' ');
      return (await glosses()).get(key)?.slice(0, max) ?? [];
    },
  };
}
