// The inflectional endings of Spanish (shared/forms/endings.ts).
import { type Ending, iberianVerb, pairs } from './pairs';

/**
 * Spanish pronouns joined to an infinitive, a gerund or an imperative (abombándose, acunarte,
 * cómpralo, asegurémonos), one or two of them (dármelo): each verb form with each pronoun is an
 * ending of its own, so the length rule and the stemmer see the whole of it.
 */
const SPANISH_CLITICS = 'me te se lo la le nos os los las les melo mela telo tela selo sela'.split(' ');
const spanishClitics = (infinitive: string, bases: string): Ending[] =>
  bases.split(' ').flatMap((base) => SPANISH_CLITICS.map((clitic) => [base + clitic, infinitive] as const));

export const SPANISH: readonly Ending[] = [
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
];
