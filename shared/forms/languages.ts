// The languages whose forms Wordhoard knows, and their stemmers: the Snowball stemmers as ported by
// @orama/stemmers, one small module per language, imported only when a learner has words in that
// language (docs/decisions/0044-word-forms.md). Irregular forms come apart (irregular.ts).
import type { IrregularTable } from './irregular';

export type Stemmer = (word: string) => string;

export interface LanguageRules {
  stemmer: Stemmer;
  /** Dictionary form → its irregular forms, lower case. */
  irregular?: IrregularTable;
}

/** One dynamic import per language, so a bundler keeps each in its own chunk. */
const LOADERS: Record<string, () => Promise<LanguageRules>> = {
  en: () => import('@orama/stemmers/english'),
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
