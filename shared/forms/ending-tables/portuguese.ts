// The inflectional endings of Portuguese (shared/forms/endings.ts).
import { type Ending, iberianVerb, pairs } from './pairs';

export const PORTUGUESE: readonly Ending[] = [
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
];
