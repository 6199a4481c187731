// How a word on a page is compared with a saved word (docs/decisions/0030-page-marking.md): lower
// case in the page's language, and without the accents a learner may or may not type. Only the
// marks that are optional in writing go: Latin diacritics, Arabic vowel signs, Hebrew points. Marks
// that make another letter stay (Japanese dakuten: か is not が; Indic vowel signs).
const OPTIONAL_MARKS = /[\u0300-\u036f\u0591-\u05c7\u064b-\u065f\u0670]/g;

const canonical = new Map<string, string | undefined>();

/** A valid BCP 47 tag for Intl, or undefined (the runtime's own) for an empty or broken one. */
export function usableLocale(tag: string | null | undefined): string | undefined {
  const trimmed = tag?.trim();
  if (!trimmed) return undefined;
  if (!canonical.has(trimmed)) {
    let locale: string | undefined;
    try {
      locale = Intl.getCanonicalLocales(trimmed)[0];
    } catch {
      locale = undefined;
    }
    canonical.set(trimmed, locale);
  }
  return canonical.get(trimmed);
}

/** Printable ASCII lowers the same in every language but those with a dotless i. */
const NOT_PRINTABLE_ASCII = /[^ -~]/;
const DOTLESS_I_LANGUAGES = /^(tr|az)\b/i;

/** Whether a text (decomposed) has one of the optional marks: the same set, tested once. */
const HAS_OPTIONAL_MARK = new RegExp(OPTIONAL_MARKS.source);

/** What a short key keeps of its accents: a mark no key has, so "à" and "a" stay apart. */
const MARKED = '\u0301';

/**
 * The key an irregular form is looked up by (shared/forms): a key of one or two letters keeps
 * whether it was written with an accent, as French "à" (to) is not "a" (has, of "avoir") and
 * Italian "è" (is, of "essere") is not "e" (and). Longer keys are the key.
 */
export function irregularKeyOf(written: string, key: string): string {
  return key.length <= 2 && HAS_OPTIONAL_MARK.test(written.normalize('NFD')) ? key + MARKED : key;
}

/** The form two spellings of one word share: "Bibliothèque", "BIBLIOTHEQUE" → "bibliotheque". */
export function normaliseForMatch(text: string, locale?: string): string {
  if (!NOT_PRINTABLE_ASCII.test(text) && !DOTLESS_I_LANGUAGES.test(locale ?? '')) return text.toLowerCase();
  // Lowered first: Turkish İ lowers to i in Turkish, but would lose its dot as a mark and become ı.
  let lowered: string;
  try {
    lowered = text.toLocaleLowerCase(locale);
  } catch {
    lowered = text.toLowerCase();
  }
  return lowered.normalize('NFD').replace(OPTIONAL_MARKS, '').normalize('NFC');
}
