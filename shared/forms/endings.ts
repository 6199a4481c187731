// The inflectional endings of each language (a Yomitan-style transform table): the ending a form
// has and what its dictionary form has there instead. Read backwards, they propose dictionary forms
// for a word met (dictionaryForms), each kept only when the Snowball stemmer gives it the word's
// stem. Read forwards, they make the forms of a saved word that the stemmer does not bring back to
// its stem (German "macht" and "gemacht" of "machen", Spanish "hablo" of "hablar").

import { alternatedForms } from './alternations';
import { FRENCH, ITALIAN } from './ending-tables/french-italian';
import { DUTCH, ENGLISH, GERMAN } from './ending-tables/germanic';
import type { Ending } from './ending-tables/pairs';
import { PORTUGUESE } from './ending-tables/portuguese';
import { RUSSIAN } from './ending-tables/russian';
import { SPANISH } from './ending-tables/spanish';

export type { Ending } from './ending-tables/pairs';

/** Each language's table, in shared/forms/ending-tables/ by language family. */
export const ENDINGS: Record<string, readonly Ending[]> = {
  en: ENGLISH,
  de: GERMAN,
  nl: DUTCH,
  es: SPANISH,
  pt: PORTUGUESE,
  fr: FRENCH,
  it: ITALIAN,
  ru: RUSSIAN,
};

/** Languages whose past participle takes a prefix: German "gemacht", Dutch "gewerkt". */
const PARTICIPLE_PREFIX: Record<string, string> = { de: 'ge', nl: 'ge' };

/**
 * Spelling that changes where an ending comes: English doubles a final consonant ("big" →
 * "bigger"); Dutch writes a long vowel twice in a closed syllable ("spelen" → "speel", "groot" →
 * "grote") and a final s or f as z or v before a vowel ("huis" → "huizen").
 */
const RESPELLINGS: Record<string, (key: string) => string[]> = {
  en: (key) => (/[^aeiou][aeiou][bdgmnpt]$/.test(key) ? [key + key.slice(-1)] : []),
  nl: (key) => {
    const verb = /^(.*[^aeiou])([aeiou])([^aeiou])en$/.exec(key);
    const long = /^(.*)([aeiou])\2([^aeiou])$/.exec(key);
    const voiced = /^(.*[aeiou])([sf])$/.exec(key);
    return [
      ...(verb ? [`${verb[1]}${verb[2]}${verb[2]}${verb[3]}en`] : []),
      ...(long ? [`${long[1]}${long[2]}${long[3]}`] : []),
      ...(voiced ? [`${voiced[1]}${voiced[2] === 's' ? 'z' : 'v'}`] : []),
    ];
  },
};

/**
 * The forms a dictionary form's key makes by the rules of its language, the endings given as keys
 * are written. In English, rules that only add an ending are left to the stemmer but for words too
 * short for it (`short`) and respelled bases: forwards they would make "news" a form of "new" and
 * "flower" of "flow". But -est is made (the stemmer leaves "firmest" whole), and -ed and -ing
 * after a doubled consonant that the stemmer undoubles ("buffed" → "buf", apart from "buff"); not
 * after others, where the stemmer's e would make "hope" of "hoping", a form of "hop".
 */
const englishMade = (form: string, key: string) =>
  form === 'est' || ((form === 'ed' || form === 'ing') && /(bb|dd|ff|gg|mm|nn|pp|rr|tt)$/.test(key));

export function madeForms(
  language: string,
  key: string,
  endings: readonly Ending[],
  short: boolean,
): string[] {
  const forms: string[] = alternatedForms(language, key);
  const prefix = PARTICIPLE_PREFIX[language];
  const bases = [key, ...(RESPELLINGS[language]?.(key) ?? [])];
  for (const [form, dictionary] of endings) {
    for (const base of bases) {
      if (dictionary === '' && language === 'en' && !short && base === key && !englishMade(form, key))
        continue;
      if (!base.endsWith(dictionary) || base.length - dictionary.length < 2) continue;
      const made = base.slice(0, base.length - dictionary.length) + form;
      forms.push(made);
      if (prefix && (form === 't' || form === 'd')) forms.push(prefix + made);
    }
  }
  return forms;
}
