// The inflectional endings of English, German and Dutch (shared/forms/endings.ts).
import { type Ending, pairs } from './pairs';

export const ENGLISH: readonly Ending[] = [
  ...pairs('', "s es 's ed ing er est"),
  ...pairs('y', 'ies ied ier iest'),
  ...pairs('e', 'ed ing er est es'),
  ['ves', 'f'],
  ['ves', 'fe'],
];

export const GERMAN: readonly Ending[] = [
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
];

export const DUTCH: readonly Ending[] = [
  ...pairs('', 'en s e er ere eren ste st t te ten de den'),
  ...pairs('en', 't te ten de den d end'),
  // Diminutives, made of nearly every noun: diefje, bewonertje, museumpje (and their plurals).
  ...pairs('', 'je jes tje tjes pje pjes'),
  // The comparative after r: duurder, aaibaarder.
  ...pairs('r', 'rder rdere'),
];
