// The languages whose forms Wordhoard knows, and where each one's rules come from: the Snowball
// stemmers as ported by @orama/stemmers, one small module per language, and for English the
// irregular verbs and nouns of wink-lexicon (went → go, mice → mouse), which no stemmer finds.
// Each is imported only when a learner has words in that language (docs/decisions/0044-word-forms.md).
export type Stemmer = (word: string) => string;

export interface LanguageRules {
  stemmer: Stemmer;
  /** Irregular form → its dictionary form, lower case. */
  irregular?: Readonly<Record<string, string>>;
}

async function english(): Promise<LanguageRules> {
  const [{ stemmer }, verbs, nouns] = await Promise.all([
    import('@orama/stemmers/english'),
    import('wink-lexicon/src/irregular-verbs.js'),
    import('wink-lexicon/src/irregular-nouns.js'),
  ]);
  return { stemmer, irregular: { ...verbs.default, ...nouns.default.singular } };
}

/** One dynamic import per language, so a bundler keeps each in its own chunk. */
const LOADERS: Record<string, () => Promise<LanguageRules>> = {
  en: english,
  de: () => import('@orama/stemmers/german'),
  es: () => import('@orama/stemmers/spanish'),
  fr: () => import('@orama/stemmers/french'),
  it: () => import('@orama/stemmers/italian'),
  pt: () => import('@orama/stemmers/portuguese'),
  nl: () => import('@orama/stemmers/dutch'),
  ru: () => import('@orama/stemmers/russian'),
};

export const FORMS_LANGUAGES: readonly string[] = Object.keys(LOADERS);

/** "en-GB", "EN", "pt_BR" → "en", "en", "pt"; null for a language without forms. */
export function formsLanguage(tag: string | null | undefined): string | null {
  const base = tag?.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return Object.hasOwn(LOADERS, base) ? base : null;
}

export async function loadRules(language: string): Promise<LanguageRules | null> {
  const base = formsLanguage(language);
  const load = base ? LOADERS[base] : undefined;
  return load ? load() : null;
}
