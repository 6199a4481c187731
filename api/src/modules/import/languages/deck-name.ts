// The language a deck's name says: "German::Verbs", "Deutsch A1", "ภาษาไทย", "DE", "deu",
// "fr-CA". Names come from the runtime's own language data (Intl.DisplayNames: the English name
// and the language's own name of every language we speak), so no list of names is kept here.
// A level counts as a code only when the whole level is one: "to", "my" or "is" inside a name are
// English words, not Tongan, Burmese or Icelandic.
import { SPEECH_LOCALES } from '../../../../../shared/languages/speech';

/** The part of a speech locale before its region: 'de' for de-AT, 'yue' for yue-HK. */
export const baseOf = (locale: string): string => locale.split('-')[0]?.toLowerCase() ?? locale;

const SPOKEN_BASES = [...new Set(SPEECH_LOCALES.map((locale) => baseOf(locale.value)))];

/** Other names learners give decks, which the runtime's data does not hold. */
const ALIASES: Readonly<Record<string, string>> = {
  mandarin: 'zh',
  farsi: 'fa',
  tagalog: 'fil',
  norwegian: 'nb',
  汉语: 'zh',
  漢語: 'zh',
  普通话: 'zh',
  廣東話: 'yue',
  にほんご: 'ja',
};

const fold = (text: string) => text.normalize('NFC').toLocaleLowerCase('en');

function namesOf(base: string): string[] {
  const names = new Set<string>();
  for (const locales of [['en'], [base]]) {
    try {
      const name = new Intl.DisplayNames(locales, { type: 'language', fallback: 'none' }).of(base);
      if (name && fold(name) !== base) names.add(fold(name));
    } catch {
      // A runtime without data for this language: its English name still counts.
    }
  }
  return [...names];
}

/** Each name → its language, longest first so that "Wu Chinese" wins over "Chinese". */
const NAMES: readonly [string, string][] = [
  ...SPOKEN_BASES.flatMap((base) => namesOf(base).map((name) => [name, base] as [string, string])),
  ...Object.entries(ALIASES),
].sort((a, b) => b[0].length - a[0].length);

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
/** Scripts written without spaces: a name there is found inside a longer word ("ภาษาไทย"). */
const UNSPACED =
  /[\p{Script=Thai}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

function containsName(level: string, name: string): boolean {
  let from = level.indexOf(name);
  while (from >= 0) {
    const before = level[from - 1] ?? ' ';
    const after = level[from + name.length] ?? ' ';
    const whole = !LETTER_OR_DIGIT.test(before) && !LETTER_OR_DIGIT.test(after);
    if (whole || UNSPACED.test(name)) return true;
    from = level.indexOf(name, from + 1);
  }
  return false;
}

/** "de", "DE", "deu", "ger", "de-AT", "de_AT" as a whole level: the language, else undefined. */
function codeOf(level: string): string | undefined {
  if (!/^[a-z]{2,3}([-_][a-z0-9]{2,4})?$/i.test(level)) return undefined;
  try {
    const base = new Intl.Locale(level.replace('_', '-')).maximize().language;
    return SPOKEN_BASES.includes(base) ? base : undefined;
  } catch {
    return undefined;
  }
}

/** The base language a deck's name names (its first level that names one), else undefined. */
export function languageOfDeckName(deck: string): string | undefined {
  for (const raw of deck.split('::')) {
    const level = fold(raw.trim());
    if (!level) continue;
    const code = codeOf(level);
    if (code) return code;
    const named = NAMES.find(([name]) => containsName(level, name));
    if (named) return named[1];
  }
  return undefined;
}
