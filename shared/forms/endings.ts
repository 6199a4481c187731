// The inflectional endings of each language (a Yomitan-style transform table): the ending a form
// has and what its dictionary form has there instead. Read backwards, they propose dictionary forms
// for a word met (dictionaryForms), each kept only when the Snowball stemmer gives it the word's
// stem. Read forwards, they make the forms of a saved word that the stemmer does not bring back to
// its stem (German "macht" and "gemacht" of "machen", Spanish "hablo" of "hablar").
export type Ending = readonly [form: string, dictionary: string];

const pairs = (dictionary: string, forms: string): Ending[] =>
  forms.split(' ').map((form) => [form, dictionary] as const);

/** Spanish and Portuguese verbs of one conjugation: the endings of the persons and tenses met most. */
const iberianVerb = (infinitive: string, vowel: string, forms: string): Ending[] => [
  ...pairs(infinitive, forms),
  ...pairs(infinitive, `${vowel}ndo ${vowel === 'a' ? 'ado' : 'ido'} ${vowel === 'a' ? 'ada' : 'ida'}`),
];

export const ENDINGS: Record<string, readonly Ending[]> = {
  en: [
    ...pairs('', "s es 's ed ing er est"),
    ...pairs('y', 'ies ied ier iest'),
    ...pairs('e', 'ed ing er est es'),
    ['ves', 'f'],
    ['ves', 'fe'],
  ],
  de: [
    ...pairs('', 'en n e er ern es s nen em'),
    ...pairs('en', 'e st t te ten test tet et end est'),
    ...pairs('n', 'st t te ten'),
  ],
  nl: [...pairs('', 'en s e er ere eren ste st t te ten de den'), ...pairs('en', 't te ten de den d end')],
  es: [
    ...pairs('', 's es'),
    ...pairs('o', 'a as os'),
    ...pairs('z', 'ces'),
    ...iberianVerb(
      'ar',
      'a',
      'o as a amos ais an e aste o amos asteis aron aba abas abamos aban are ara aran ase ' +
        'aras aramos ases asemos asen aremos areis aran aria arias ariamos ariais arian ad es emos eis en',
    ),
    ...iberianVerb(
      'er',
      'ie',
      'o es e emos eis en i iste io imos ieron ia ias iamos ian era eran iera ' +
        'ieras ieramos ieran iese ieses iesemos iesen ere eras eremos ereis eria erias eriamos eriais erian ed a as amos ais an',
    ),
    ...iberianVerb(
      'ir',
      'ie',
      'o es e imos is en i iste io ieron ia ias iamos ian ira iran iera ' +
        'ieras ieramos ieran iese ieses iesemos iesen ire iras iremos ireis iria irias iriamos iriais irian id a as amos ais an',
    ),
  ],
  pt: [
    ...pairs('', 's es'),
    ...pairs('o', 'a as os'),
    ...pairs('ao', 'oes aes'),
    ...pairs('l', 'is'),
    ...iberianVerb('ar', 'a', 'o as a amos ais am ei ou aram ava avas avamos avam ara ará arao'),
    ...iberianVerb('er', 'e', 'o es e emos eis em i eu eram ia ias iamos iam era erá erao'),
    ...iberianVerb('ir', 'i', 'o es e imos is em i iu iram ia ias iamos iam ira irá irao'),
  ],
  fr: [
    ...pairs('', 's x e es'),
    ...pairs('al', 'aux'),
    ...pairs('er', 'e es ent ons ez ais ait aient ai a as erent era eront erai é ée és ées ant'),
    ...pairs('ir', 'is it issons issez issent i ie is ies issant issait'),
    ...pairs('re', 's t ons ez ent u ue us ues ait'),
    ...pairs('if', 'ive ives ifs'),
    ...pairs('eux', 'euse euses'),
  ],
  it: [
    ...pairs('o', 'i a e'),
    ...pairs('a', 'e'),
    ...pairs('e', 'i'),
    ...pairs('are', 'o i a iamo ate ano ato ata ati ate ando avo ava avano ero era erà'),
    ...pairs('ere', 'o i e iamo ete ono uto uta uti ute endo evo eva evano era erà'),
    ...pairs('ire', 'o i e iamo ite ono ito ita iti ite endo ivo iva ivano isco isce iscono ira irà'),
  ],
  ru: [
    ...pairs('', 'а у ом е ы ов ам ами ах и ей ям ями ях'),
    ...pairs('а', 'ы е у ой ою ам ами ах'),
    ...pairs('я', 'и е ю ей ею ям ями ях'),
    ...pairs('о', 'а у ом е'),
    ...pairs('ь', 'и ей ям ями ях ю ью'),
    ...pairs('ый', 'ая ое ые ого ому ым ом ой ую ых ыми'),
    ...pairs('ий', 'ая ое ие его ему им ем ей юю их ими'),
    ...pairs('ать', 'аю аешь ает аем аете ают ал ала ало али ай айте'),
    ...pairs('ить', 'ю ишь ит им ите ят ат ил ила ило или и ите'),
    ...pairs('еть', 'ю ишь ит им ите ят ел ела ело ели'),
    // -овать/-евать verbs: экспериментировать → экспериментирую, экспериментируешь, экспериментируй.
    ...pairs('овать', 'ую уешь ует уем уете уют уй уйте уя'),
    ...pairs('евать', 'юю юешь юет юем юете юют юй юйте юя'),
  ],
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
 * Russian nouns in -о or -а after two consonants put a vowel between them where the ending goes,
 * in the genitive plural ("окно" → "окон", "сестра" → "сестёр", written "сестер" as a key).
 */
const FLEETING_VOWEL: Record<string, (key: string) => string[]> = {
  ru: (key) => {
    const noun = /^(.*[^аеиоуыэюя])([^аеиоуыэюяьй])[оа]$/.exec(key);
    return noun ? [`${noun[1]}о${noun[2]}`, `${noun[1]}е${noun[2]}`] : [];
  },
};

/**
 * The forms a dictionary form's key makes by the rules of its language, the endings given as keys
 * are written. In English, rules that only add an ending are left to the stemmer but for words too
 * short for it (`short`) and respelled bases: forwards they would make "news" a form of "new".
 */
export function madeForms(
  language: string,
  key: string,
  endings: readonly Ending[],
  short: boolean,
): string[] {
  const forms: string[] = [...(FLEETING_VOWEL[language]?.(key) ?? [])];
  const prefix = PARTICIPLE_PREFIX[language];
  const bases = [key, ...(RESPELLINGS[language]?.(key) ?? [])];
  for (const [form, dictionary] of endings) {
    for (const base of bases) {
      if (dictionary === '' && language === 'en' && !short && base === key) continue;
      if (!base.endsWith(dictionary) || base.length - dictionary.length < 2) continue;
      const made = base.slice(0, base.length - dictionary.length) + form;
      forms.push(made);
      if (prefix && (form === 't' || form === 'd')) forms.push(prefix + made);
    }
  }
  return forms;
}
