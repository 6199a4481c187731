// Which of a Hunspell dictionary's affix classes (flags) make inflected forms of a word and which
// make other words (derivations, compounds, names), per language, read from each `.aff` file's own
// comments and rules (the `dictionary-*` 4.0 packages; decision 0044, "Inflected or derived").
// Issue 33's recall budget is about inflected forms: plural, case, person and tense, agreement,
// comparative and superlative. A form counts as inflected when some way Hunspell makes it uses
// inflectional affixes only; a form that needs a derivational one (en "teacher", pt "casinha") is
// derived and reported apart. Flags not listed are derivational: every list below is of inflection.

/** One affix rule as Hunspell applies it: its class (flag), the text it takes off and the text it adds. */
export interface AffixStep {
  flag: string;
  strip: string;
  add: string;
}

export type Classifier = (step: AffixStep, entryFlags: readonly string[]) => boolean;

const inFlags =
  (flags: string): Classifier =>
  ({ flag }) =>
    flags.split(' ').includes(flag);

/**
 * English (SCOWL's en_US, the ispell english.aff flags): S plural and third person, M 's, D -ed,
 * G -ing, T -est. R is -er both as the comparative ("firmer") and as an agent noun ("bilker"):
 * a comparative where the entry also takes T, the superlative, which only adjectives do. Derived:
 * the prefixes (re- in- un- de- dis- con- pro-), V -ive, N/X -ion(s), H -th, Y -ly, J -ings (nouns
 * of -ing), Z -ers (agent nouns' plural), P -ness, B -able, L -ment.
 */
const english: Classifier = ({ flag }, entryFlags) =>
  ['S', 'M', 'D', 'G', 'T'].includes(flag) || (flag === 'R' && entryFlags.includes('T'));

/**
 * German (igerman98 20161207): A adjective endings, C comparative and superlative declined, E -e,
 * N -n, P -en, R -er/-ern, S -s, T -es, q/Q -se/-sen/-ses, p plurals with umlaut (Häuser), D the
 * present participle declined, W I X Y Z O the verb's persons and tenses. Derived: U un-, V ver-,
 * F and g -in/-innen (the feminine noun), L -lich, M -chen, J -ung, B -bar, f ph → f spellings,
 * and the compounding flags (i j k e m).
 */
const german = inFlags('A C E N P R S T q Q p D W I X Y Z O');

/**
 * Dutch (OpenTaal 2.20.21, whose .aff names each flag): Z* plurals, Cd plural -s, V* the verb's
 * persons and tenses and participle, A* the adjective's -e, comparative, superlative and partitive
 * -s (iets lelijkers), PN the possessive of names, Zk the adjective's -e/-en used as a noun.
 * Derived: Y* diminutives (-je, -tje), P* verb particles (aan-, door-), A0 aller-, Zm -heid,
 * Xe the feminine -e, PI/PJ/PK inhabitants, G* street names, C* compounding.
 */
const dutch: Classifier = ({ flag }) =>
  (flag.startsWith('Z') && flag !== 'Zm') ||
  flag.startsWith('V') ||
  (flag.startsWith('A') && flag !== 'A0') ||
  flag === 'Cd' ||
  flag === 'PN';

/**
 * Portuguese (VERO 3.2, whose .aff names each flag): A B C D E G plural and gender, F feminine,
 * a c d e f g h i t u w the verbs' persons and tenses, L b participles. E, G, L and b also make
 * degree and adverbs ("número/gênero/grau"), and the verbs' flags their participle's degree
 * (abaronadíssimo, abaronadão): of those rules, the diminutives (-inho, -zinho), augmentatives
 * (-zão, -zões, -dão, -dona), superlatives (-íssimo) and adverbs (-mente) are derived. Derived as well: H/I
 * -íssimo (degree, a derivation in Mattoso Câmara's account, which the diminutive follows too),
 * J/K -mente, M -mento, N -tório, O P Q R S T U 7 diminutives, V W 6 augmentatives, X -idade,
 * Y -ante, Z 1 -ismo, 2 3 -ista, 4 -ógico, j -dor, the prefixes, and the place names (5 8 9).
 * The enclitic and mesoclitic flags (k m n o p q r s v) write a hyphen: not words of letters,
 * never in the measured set.
 */
const PORTUGUESE_DEGREE = /(inh[oa]s?|zit[oa]s?|z[aã]o|zões|zonas?|d(ão|ões|onas?)|íssim[oa]s?|mente)$/;
const portuguese: Classifier = ({ flag, add }) =>
  'A B C D E F G a c d e f g h i t u w L b'.split(' ').includes(flag) && !PORTUGUESE_DEGREE.test(add);

/**
 * Italian (dict-it 4.2 of 25/09/2015, the `dictionary-it` 2.0.0 package; its .aff names few flags,
 * so they were read from their rules and its legend of verb tenses): A B C À f t z Z P V the
 * verbs' persons, tenses, moods and participles (-are, -ere, -ire, -isco, -urre, -enire, -cere);
 * O Q R S n o p u g the noun's and adjective's plural and gender; G H a m the past participle's
 * gender and number. The enclitic pronouns written on an infinitive, a gerund, an imperative or a
 * participle (D E I K L h l M j v b c, and the clitics of B C P Z z G H a m: portarlo, dandomelo,
 * diteglielo) are neither: they make no new word, but they are pronouns of their own (a person, a
 * number, a case) written onto the verb, not its person, tense or agreement, so not the inflection
 * issue 33 budgets. They are counted apart (ENCLITIC), their recall shown beside the inflected one:
 * a reader meets the verb in them, and the Spanish table matches its enclitics (dármelo) already;
 * Portuguese's are written with a hyphen and never measured. Derived: W y -issimo and G H's -issimo
 * (degree, as in Portuguese), Y -mente, N diminutives and augmentatives (-ina, -etta, -ona),
 * the prefixes J ri-, d stra-, e pre-, the numerals' compounding flags (| ! " £ $ @ & ( ) =),
 * and the elided articles and prepositions (T U X i q r s ^: l', un', dell'), written with an
 * apostrophe and never in the measured set.
 */
const ITALIAN_FLAGS = 'A B C À f t z Z P V O Q R S n o p u g G H a m D E I K L h l M j v b c'.split(' ');
const italian: Classifier = ({ flag, add }) => ITALIAN_FLAGS.includes(flag) && !/issim/.test(add);

/**
 * An Italian rule that writes an enclitic pronoun (mi ti ci vi si lo la li le gli ne, and their
 * pairs: melo, glielo, cene), alone or after a verb ending (portatemi, facciamolo). Most verb
 * classes (B C P Z z) mix them with the verb's own endings, which end in the same letters: those
 * endings are listed (-sti, -ssi, -enti, the imperfect -vi of "re", the participle -ti, fare's feci), and
 * A À f t V g write no pronoun at all.
 */
const ITALIAN_CONJUGATION =
  /^(h?eresti|iederesti|rresti|[cn]?e?nti|[cn]?e?ssi|[cn]?e?sti|[cn]?evi|tti|sci|eci|iene)$/;
const ITALIAN_PRONOUN_END = /(mi|ti|ci|vi|si|lo|la|li|le|gli|ne)$/;
const italianEnclitic: Classifier = ({ flag, strip, add }) => {
  if ('A À f t V g'.split(' ').includes(flag) || !ITALIAN_FLAGS.includes(flag)) return false;
  if (/issim/.test(add) || !ITALIAN_PRONOUN_END.test(add)) return false;
  if (!'B C P Z z'.split(' ').includes(flag)) return add.length >= 2;
  // The verb's own endings in those letters: -sti, -ssi, -enti, the imperfect -vi, the participle -ti.
  if (ITALIAN_CONJUGATION.test(add) || ((add === 'vi' || add === 'ti') && strip === 're')) return false;
  return !(flag === 'Z' && add === 'ne');
};

/** Rules that write an enclitic pronoun onto the verb: counted apart from inflection (Italian above). */
export const ENCLITIC: Record<string, Classifier> = { it: italianEnclitic };

/**
 * The languages whose affix classes are told apart. Spanish, French and Russian are not
 * (yet): their figures stay those of decision 0063's proxy (forms that keep the lemma's first
 * letters and are at most 4 letters longer).
 */
export const INFLECTIONAL: Record<string, Classifier> = {
  en: english,
  de: german,
  nl: dutch,
  pt: portuguese,
  it: italian,
};

/** Whether a way of making a form (its affix steps, in order) is inflection only. */
export function inflectsOnly(
  classify: Classifier,
  steps: readonly AffixStep[],
  entryFlags: readonly string[],
): boolean {
  return steps.every((step) => classify(step, entryFlags));
}
