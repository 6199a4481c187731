// Forms whose stem changes, not only their ending: a vowel that comes and goes, a consonant that
// alternates, a stem vowel that changes under stress. The ending tables (endings.ts) cannot say
// these; each rule here makes the changed forms of a dictionary form's key, which the matcher
// then stems and indexes like any other form it makes. Keys are written as normaliseForMatch
// writes them: no accents, and Russian й and ё as и and е.

const words = (text: string) => text.split(' ');
const RU_VOWELS = 'аеиоуыэюя';

/**
 * Russian nouns in -о or -а after two consonants put a vowel between them where the ending goes,
 * in the genitive plural ("окно" → "окон", "сестра" → "сестёр", written "сестер" as a key).
 */
function russianInsertedVowel(key: string): string[] {
  const noun = new RegExp(`^(.*[^${RU_VOWELS}])([^${RU_VOWELS}ь])[оа]$`).exec(key);
  return noun ? [`${noun[1]}о${noun[2]}`, `${noun[1]}е${noun[2]}`] : [];
}

/**
 * Masculine nouns in -ок, -ек, -ец, -ол, -ел, -ер, -он lose that vowel before every ending
 * ("зрачок" → "зрачка", "отец" → "отца", "угол" → "угла", "сон" → "сна"). Only before these
 * consonants, where the fleeting vowel is the rule rather than the exception.
 */
function russianFleetingVowel(key: string): string[] {
  const noun = new RegExp(`^(.*[^${RU_VOWELS}])[оеё]([кцлрн])$`).exec(key);
  if (!noun || (noun[1] ?? '').length < 2) return [];
  const stem = `${noun[1]}${noun[2]}`;
  return words('а у ом е ы и ов ам ами ах').map((ending) => stem + ending);
}

/** Russian consonants that alternate in a verb's present: шептать → шепчу, любить → люблю. */
const RU_ALTERNATIONS: readonly (readonly [string, string])[] = [
  ['ск', 'щ'],
  ['ст', 'щ'],
  ['т', 'ч'],
  ['с', 'ш'],
  ['з', 'ж'],
  ['к', 'ч'],
  ['д', 'ж'],
  ['п', 'пл'],
  ['б', 'бл'],
  ['в', 'вл'],
  ['м', 'мл'],
];

/**
 * The present of Russian verbs whose consonant alternates: in -ать verbs of this class through
 * the whole present ("шептать" → "шепчу", "шепчешь"; "писать" → "пишу"; "щипать" → "щиплю"), in
 * -ить and -еть verbs in the first person only ("ходить" → "хожу", "любить" → "люблю"). The
 * -ать class is not told apart from regular verbs ("читать"): forms like "чичу" are made too,
 * and do no harm as no word is written so; д, в, б and м, whose alternated -ать forms would be
 * those of other verbs ("вставать" → "вставлю"), alternate in -ить and -еть verbs only.
 */
function russianConsonantAlternation(key: string): string[] {
  const verb = /^(.*?)(ать|ить|еть)$/.exec(key);
  if (!verb) return [];
  const [, stem, ending] = verb as unknown as [string, string, string];
  for (const [consonant, alternated] of RU_ALTERNATIONS) {
    if (!stem.endsWith(consonant) || stem.length === consonant.length) continue;
    const head = stem.slice(0, stem.length - consonant.length) + alternated;
    if (ending !== 'ать') return [`${head}${alternated.endsWith('л') ? 'ю' : 'у'}`];
    if (!['ск', 'т', 'с', 'з', 'к', 'п'].includes(consonant)) return [];
    const first = alternated.endsWith('л') ? 'ю' : 'у';
    return [first, 'ешь', 'ет', 'ем', 'ете', `${first}т`, 'и', 'ите'].map((form) => head + form);
  }
  return [];
}

/**
 * Spanish verbs whose last stem vowel changes where the stress falls on it: e → ie (pensar →
 * pienso, perder → pierde, sentir → siente) and, in -ir verbs, e → i (pedir → pido, concebir →
 * concibió). Only the endings that stress the stem or that take the change, so that a noun of
 * another word ("miedo") is not made of "medir": -ir verbs take ie only before r or nt, as
 * sentir, preferir, convertir do and medir, pedir do not. O → ue verbs are in the irregular table.
 */
function spanishStemChange(key: string): string[] {
  const verb = /^(.*[^aeiou])e([^aeiou]+)(ar|er|ir)$/.exec(key);
  if (!verb) return [];
  const [, head, consonants, ending] = verb as unknown as [string, string, string, string];
  const stressed = ending === 'ar' ? 'o as a an e es en' : 'o es e en a as an';
  const ie = ending !== 'ir' || /^(r|nt)/.test(consonants) ? words(stressed) : [];
  const i =
    ending === 'ir' ? words('o es e en a as amos ais an io ieron iendo iera ieras ieran iese iesen') : [];
  return [
    ...ie.map((form) => `${head}ie${consonants}${form}`),
    ...i.map((form) => `${head}i${consonants}${form}`),
  ];
}

/**
 * A Dutch short vowel's consonant is written twice before -en and -e: bon → bonnen, vis → vissen,
 * dol → dolle. Not before -er: "visser" (fisher) is no form of "vis", though "doller" is of "dol".
 */
function dutchDoubledConsonant(key: string): string[] {
  if (!/^(.*[^aeiou]|)[aeiou][bdfgklmnprst]$/.test(key)) return [];
  const doubled = key + key.slice(-1);
  return [`${doubled}en`, `${doubled}e`];
}

const ALTERNATIONS: Record<string, readonly ((key: string) => string[])[]> = {
  nl: [dutchDoubledConsonant],
  es: [spanishStemChange],
  ru: [russianInsertedVowel, russianFleetingVowel, russianConsonantAlternation],
};

/** The forms a dictionary form's key makes by changing its stem, in its language. */
export function alternatedForms(language: string, key: string): string[] {
  return (ALTERNATIONS[language] ?? []).flatMap((rule) => rule(key));
}
