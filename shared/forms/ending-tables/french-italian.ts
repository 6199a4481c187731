// The inflectional endings of French and Italian (shared/forms/endings.ts).
import { type Ending, pairs } from './pairs';

export const FRENCH: readonly Ending[] = [
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
];

export const ITALIAN: readonly Ending[] = [
  ...pairs('o', 'i a e'),
  ...pairs('a', 'e'),
  ...pairs('e', 'i'),
  ...pairs('are', 'o i a iamo ate ano ato ata ati ate ando avo ava avano ero era erà'),
  ...pairs('ere', 'o i e iamo ete ono uto uta uti ute endo evo eva evano era erà'),
  ...pairs('ire', 'o i e iamo ite ono ito ita iti ite endo ivo iva ivano isco isce iscono ira irà'),
];
