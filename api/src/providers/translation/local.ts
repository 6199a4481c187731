// The offline default (TRANSLATE_PROVIDER=local): FreeDict dictionaries for words and Apertium for
// sentences, from whichever Debian packages are installed. Installed pairs are found once, when the
// provider is created; a dictionary is read on its first use.
import { WORD_MAX } from '../../../../shared/words/rules';
import { notFound, unavailable } from '../../errors';
import { discoverApertiumModes, runApertium } from './apertium';
import { discoverFreedictPairs, type FreedictDictionary, openFreedictDictionary } from './freedict';
import { type LanguageTag, languageTag } from './iso-639-3';
import type { TranslationProvider } from './port';

export interface LocalTranslationOptions {
  dictDir?: string;
  apertiumModesDir?: string;
  timeoutMs?: number;
}

export interface LocalTranslationProvider extends TranslationProvider {
  /** What was found at start, for the start-up log: ['eng-fra'] and ['eng-spa', 'spa-eng']. */
  readonly installed: { dictionaries: string[]; apertium: string[] };
}

/** 'maison' or 'mégère, rosse; chat': senses in dictionary order, as many whole ones as fit the field. */
export function joinSenses(senses: readonly string[]): string {
  let joined = '';
  for (const sense of senses) {
    const next = joined ? `${joined}; ${sense}` : sense;
    if (next.length > WORD_MAX) break;
    joined = next;
  }
  return joined || (senses[0] ?? '').slice(0, WORD_MAX).trim();
}

/** Apertium capitalises a lone word as a sentence start ('house' → 'Casa'); keep the learner's case. */
function withInitialCaseOf(original: string, translated: string): string {
  const first = original.charAt(0);
  if (first === first.toLowerCase() && first !== first.toUpperCase()) {
    return translated.charAt(0).toLowerCase() + translated.slice(1);
  }
  return translated;
}

export function createLocalTranslationProvider(
  options: LocalTranslationOptions = {},
): LocalTranslationProvider {
  const modesDir = options.apertiumModesDir ?? '/usr/share/apertium/modes';
  const dictionaryFiles = discoverFreedictPairs(options.dictDir ?? '/usr/share/dictd');
  const modes = discoverApertiumModes(modesDir);
  const openDictionaries = new Map<string, FreedictDictionary>();

  function dictionaryFor(source: LanguageTag, target: LanguageTag): FreedictDictionary | undefined {
    for (const from of source.codes) {
      for (const to of target.codes) {
        const basePath = dictionaryFiles.get(`${from}-${to}`);
        if (!basePath) continue;
        const dictionary = openDictionaries.get(basePath) ?? openFreedictDictionary(basePath);
        openDictionaries.set(basePath, dictionary);
        return dictionary;
      }
    }
    return undefined;
  }

  function modeFor(source: LanguageTag, target: LanguageTag): string | undefined {
    const candidates = modes.filter(
      (mode) => source.codes.includes(mode.source) && target.codes.includes(mode.target),
    );
    // Prefer the variant the learner asked for (en-US → spa-eng_US), then the plain direction.
    const best =
      candidates.find((mode) => target.region !== '' && mode.variant === target.region) ??
      candidates.find((mode) => mode.variant === '') ??
      candidates[0];
    return best?.name;
  }

  return {
    installed: {
      dictionaries: [...dictionaryFiles.keys()].sort(),
      apertium: modes.map((mode) => mode.name).sort(),
    },

    async translate({ sourceLanguage, targetLanguage, text }) {
      const term = text.trim();
      if (term === '') return '';
      const source = languageTag(sourceLanguage);
      const target = languageTag(targetLanguage);
      if (source.codes[0] === target.codes[0]) return term;
      const pair = `${sourceLanguage}→${targetLanguage}`;

      const dictionary = dictionaryFor(source, target);
      const mode = modeFor(source, target);
      // Dictionaries also list short phrases ('a few'), so anything that is a headword is looked up.
      if (dictionary && term.length <= WORD_MAX) {
        const senses = await dictionary.lookup(term);
        if (senses) return joinSenses(senses);
      }
      if (mode) {
        const translated = await runApertium({ mode, text: term, modesDir, timeoutMs: options.timeoutMs });
        return withInitialCaseOf(term, translated);
      }
      if (dictionary && !/\s/.test(term)) {
        throw notFound(`"${term}" is not in the offline ${pair} dictionary.`, 'translation_not_found');
      }
      const what = dictionary ? 'translation of sentences' : 'translation';
      throw unavailable(
        `No offline ${what} for ${pair}; set TRANSLATE_PROVIDER to libretranslate, deepl or google.`,
        'translation_unavailable',
      );
    },
  };
}
