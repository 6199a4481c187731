// The inflectional endings of each language (a Yomitan-style transform table): the ending a form
// has and what its dictionary form has there instead. Read backwards, they propose dictionary forms
// for a word met (dictionaryForms), each kept only when the Snowball stemmer gives it the word's
// stem. Read forwards, they make the forms of a saved word that the stemmer does not bring back to
// its stem (German "macht" and "gemacht" of "machen", Spanish "hablo" of "hablar").
import { alternatedForms } from './alternations';

export type Ending = readonly [form: string, dictionary: string];

const pairs = (dictionary: string, forms: string): Ending[] =>
  forms.split(' ').map((form) => [form, dictionary] as const);

/** Spanish and Portuguese verbs of one conjugation: the endings of the persons and tenses met most. */
const iberianVerb = (infinitive: string, vowel: string, forms: string): Ending[] => [
  ...pairs(infinitive, forms),
  ...pairs(infinitive, `${vowel}ndo ${vowel === 'a' ? 'ado' : 'ido'} ${vowel === 'a' ? 'ada' : 'ida'}`),
];

/**
 * Spanish pronouns joined to an infinitive, a gerund or an imperative (abombándose, acunarte,
 * cómpralo, asegurémonos), one or two of them (dármelo): each verb form with each pronoun is an
 * ending of its own, so the length rule and the stemmer see the whole of it.
 */
const SPANISH_CLITICS = 'me te se lo la le nos os los las les melo mela telo tela selo sela'.split(' ');
const spanishClitics = (infinitive: string, bases: string): Ending[] =>
  bases.split(' ').flatMap((base) => SPANISH_CLITICS.map((clitic) => [base + clitic, infinitive] as const));

/**
 * Russian reflexive verbs: each ending of a verb in -ть with -ся after a consonant and -сь after a
 * vowel (воплощаться → воплощаешься, воплощаясь; пользоваться → пользуюсь, пользуйся).
 */
const russianReflexive = (verbEndings: readonly Ending[]): Ending[] =>
  verbEndings
    .filter(([, dictionary]) => dictionary.endsWith('ть'))
    .map(([form, dictionary]) => [form + (/[аеёиоуыэюя]$/.test(form) ? 'сь' : 'ся'), `${dictionary}ся`]);

const RUSSIAN_VERBS: readonly Ending[] = [
  ...pairs('ать', 'аю аешь ает аем аете ают ал ала ало али ай айте ая'),
  ...pairs('ять', 'яю яешь яет яем яете яют ял яла яло яли яй яйте яя'),
  ...pairs('ить', 'ю ишь ит им ите ят ат ил ила ило или и ите ь ьте'),
  ...pairs('еть', 'ю ишь ит им ите ят ел ела ело ели'),
  // -овать/-евать verbs: экспериментировать → экспериментирую, экспериментируешь, экспериментируй.
  ...pairs('овать', 'ую уешь ует уем уете уют уй уйте уя'),
  ...pairs('евать', 'юю юешь юет юем юете юют юй юйте юя'),
  ...pairs('авать', 'аю аешь ает аем аете ают авай авайте авая'),
  ...pairs('уть', 'у ешь ет ем ете ут и ите ул ула уло ули ув'),
  ...pairs('ыть', 'ою оешь оет оем оете оют ой ойте ыл ыла ыло ыли'),
  // Gerunds of the past: вытаращив, вытаращившись.
  ...pairs('ть', 'в вши'),
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
    // Comparatives and superlatives declined: freundlichere, freundlichsten, handfesteste.
    ...pairs('', 'ere erer eren erem eres st ste ster stem sten stes est este ester estem esten estes'),
    // Present participles declined (funkelnde, machenden), ihr in the past (abschuftetet), and
    // -eln verbs' first person (funkle).
    ...pairs('n', 'nd nde nden nder ndes ndem tet'),
    ...pairs('en', 'tet'),
    ...pairs('eln', 'le'),
  ],
  nl: [
    ...pairs('', 'en s e er ere eren ste st t te ten de den'),
    ...pairs('en', 't te ten de den d end'),
    // Diminutives, made of nearly every noun: diefje, bewonertje, museumpje (and their plurals).
    ...pairs('', 'je jes tje tjes pje pjes'),
    // The comparative after r: duurder, aaibaarder.
    ...pairs('r', 'rder rdere'),
  ],
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
    ...pairs('er', 'iais iere ieres ieremos iereis ieren'),
    ...pairs('ir', 'iais iere ieres ieremos iereis ieren'),
    ...pairs('ar', 'are ares aremos areis aren'),
    // Spelling kept before e: abroncar → abronqué, coaligar → coaligué, desautorizar → desautoricé.
    ...pairs('car', 'que ques quemos queis quen'),
    ...pairs('gar', 'gue gues guemos gueis guen'),
    ...pairs('zar', 'ce ces cemos ceis cen'),
    // -cer and -cir verbs after a vowel take zc before a and o: compadecer → compadezco.
    ...pairs('cer', 'zco zca zcas zcamos zcais zcan'),
    ...pairs('cir', 'zco zca zcas zcamos zcais zcan'),
    ...spanishClitics('ar', 'ar ando a ad e'),
    ...spanishClitics('er', 'er iendo e ed a'),
    ...spanishClitics('ir', 'ir iendo e id a'),
    ['emonos', 'ar'],
    ['amonos', 'er'],
    ['amonos', 'ir'],
  ],
  pt: [
    ...pairs('', 's es'),
    ...pairs('o', 'a as os'),
    ...pairs('ao', 'oes aes'),
    ...pairs('l', 'is'),
    ...iberianVerb('ar', 'a', 'o as a amos ais am ei ou aram ava avas avamos avam ara ará arao'),
    ...iberianVerb('er', 'e', 'o es e emos eis em i eu eram ia ias iamos iam era erá erao'),
    ...iberianVerb('ir', 'i', 'o es e imos is em i iu iram ia ias iamos iam ira irá irao'),
    // The other persons and tenses: preterite, imperfect, pluperfect, future, conditional,
    // subjunctives, personal infinitive and the vós imperative (acataratáramos, acatarataríeis).
    ...pairs(
      'ar',
      'aste astes aveis aras aramos areis arei aras aremos areis aria arias ariamos arieis ariam ' +
        'e es emos eis em asse asses assemos asseis assem ares armos ardes arem ai',
    ),
    ...pairs(
      'er',
      'este estes ieis eras eramos ereis erei eras eremos ereis eria erias eriamos erieis eriam ' +
        'a as amos ais am esse esses essemos esseis essem eres ermos erdes erem ei',
    ),
    ...pairs(
      'ir',
      'iste istes ieis iras iramos ireis irei iras iremos ireis iria irias iriamos irieis iriam ' +
        'a as amos ais am isse isses issemos isseis issem ires irmos irdes irem',
    ),
    // -ear verbs take ei where the stem is stressed (chasquear → chasqueio); c, ç and g before e
    // are written qu, c and gu (fique, comece, esfolegue; ç is c in a key).
    ...pairs('ear', 'eio eias eia eiam eie eies eiem'),
    ...pairs('car', 'que ques quemos queis quem quei ce ces cemos ceis cem cei'),
    ...pairs('gar', 'gue gues guemos gueis guem guei'),
  ],
  fr: [
    ...pairs('', 's x e es'),
    ...pairs('al', 'aux'),
    ...pairs('er', 'e es ent ons ez ais ait aient ai a as erent era eront erai é ée és ées ant'),
    // The passé simple's plural and the imperfect subjunctive (written, rarely said), and the
    // -ions/-iez of a stem in a vowel (agréions), which the stemmer leaves apart.
    ...pairs('er', 'âmes âtes ât asse asses assions assiez assent ions iez'),
    // -ger verbs keep their e before a and o: chargeons, chargeâmes.
    ...pairs('ger', 'geons geais geait geaient geant geâmes geâtes geât geasse geasses geassiez geassent'),
    ...pairs('ir', 'is it issons issez issent i ie is ies issant issait'),
    ...pairs('ir', 'îmes îtes ît isse isses issiez issions iront irons'),
    ...pairs('eur', 'euse euses'),
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
    ...RUSSIAN_VERBS,
    ...russianReflexive(RUSSIAN_VERBS),
    // Adjectives in -кий, -гий, -хий and in stressed -ой (внутриполитической, пристежного).
    ...pairs('ий', 'ой ую ого ому ом'),
    ...pairs('ой', 'ая ое ые ого ому ым ом ую ых ыми ою'),
    // Short forms: неразговорчив, выручен of вырученный.
    ['', 'ый'],
    ...pairs('ый', 'а о ы'),
    ...pairs('нный', 'н на но ны'),
    // Participles in -ся: утраивавшийся → утраивавшаяся, задёрнувшегося.
    ...pairs('ийся', 'аяся ееся иеся егося емуся имся емся ейся уюся ихся имися еюся'),
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
