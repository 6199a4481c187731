// The inflectional endings of Portuguese (shared/forms/endings.ts).
import { type Ending, iberianVerb, pairs } from './pairs';

const TABLE: readonly Ending[] = [
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
  // -iar verbs of the "mario" group (ansiar, mediar, odiar, remediar, incendiar) take ei as -ear
  // verbs do (anseia); g is written j before a and o (infligir → inflijo, proteger → protejo).
  ...pairs('iar', 'eio eias eia eiam eie eies eiem'),
  ...pairs('gir', 'jo ja jas jamos jais jam'),
  ...pairs('ger', 'jo ja jas jamos jais jam'),
  // Nouns and adjectives in -m make their plural in -ns (margem → margens, bom → bons); those in
  // -ão their feminine in -ã (catalão → catalã, irmão → irmã).
  ...pairs('m', 'ns'),
  ...pairs('ao', 'a as'),
  // The verbs of pôr (compor, dispor, pressupor, propor, supor…), as VERO 3.2 (the dictionary-pt
  // Hunspell data) conjugates compor.
  ...pairs(
    'por',
    'po poe poem poes pomos ponde pondes pondo ponha ponhais ponham ponhamos ponhas ponho ' +
      'pora porao poras pordes porei poreis porem poremos pores poria poriam poriamos porias ' +
      'porieis pormos pos posta postas posto postos punha punham punhamos punhas punheis pus ' +
      'pusemos puser pusera puseram puseramos puseras puserdes pusereis puserem puseres ' +
      'pusermos pusesse pusesseis pusessem pusessemos pusesses puseste pusestes',
  ),
];

/**
 * A verb's -mos drops its s before the pronouns lo, la, los, las joined by a hyphen (amamo-lo,
 * fá-lo-emos): each ending in -mos also without its s.
 */
export const PORTUGUESE: readonly Ending[] = [
  ...TABLE,
  ...TABLE.filter(([form]) => form.endsWith('mos')).map(
    ([form, dictionary]) => [form.slice(0, -1), dictionary] as const,
  ),
];
