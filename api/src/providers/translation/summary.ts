// The start-up line that says which translation pairs this server answers (`npm start`), so an
// administrator sees at once whether learners without an on-device translator can translate.
import type { TranslationProvider } from './port';

interface Installed {
  dictionaries: string[];
  apertium: string[];
}

const hasInstalled = (
  provider: TranslationProvider,
): provider is TranslationProvider & { installed: Installed } =>
  typeof (provider as { installed?: unknown }).installed === 'object';

const arrows = (names: string[]) => names.map((name) => name.replace('-', '→')).join(', ');

const BROWSER_NOTE =
  "browsers with on-device translation (Chrome 138+) translate the learners' other pairs themselves";

/** One line (two when nothing is installed) for the start-up log. */
export function translationSummary(provider: TranslationProvider, name: string, url?: string): string {
  if (!hasInstalled(provider)) {
    return `Translation: ${name}${url ? ` at ${url}` : ''} answers every pair it offers.`;
  }
  const { dictionaries, apertium } = provider.installed;
  if (dictionaries.length === 0 && apertium.length === 0) {
    return [
      `Translation: no offline pairs installed, so this server translates nothing; ${BROWSER_NOTE}.`,
      '  For the rest, install Debian packages such as apertium-eng-spa or dict-freedict-eng-fra, or set TRANSLATE_PROVIDER (libretranslate, deepl, google).',
    ].join('\n');
  }
  const parts = [
    dictionaries.length > 0 ? `words ${arrows(dictionaries)} (FreeDict)` : '',
    apertium.length > 0 ? `words and sentences ${arrows(apertium)} (Apertium)` : '',
  ].filter(Boolean);
  return `Translation pairs this server answers: ${parts.join('; ')}; ${BROWSER_NOTE}.`;
}
