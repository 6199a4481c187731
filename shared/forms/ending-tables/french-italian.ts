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
  // The tenses met in writing more than in speech, as Hunspell's Italian data conjugates them
  // (decision 0044): the passato remoto, the future, the conditional, the subjunctive.
  ...pairs('are', 'ai asti ò ammo aste arono avi avamo avate'),
  ...pairs('are', 'erò erai eremo erete eranno erei eresti erebbe eremmo ereste erebbero'),
  ...pairs('are', 'ino iate assi asse assimo assero ante anti'),
  // -care and -gare keep their hard sound with h before e and i: cercherò, paghino.
  ...pairs('care', 'chi chiamo chiate chino cherò cherai cherà cheremo cherete cheranno'),
  ...pairs('care', 'cherei cheresti cherebbe cheremmo chereste cherebbero'),
  ...pairs('gare', 'ghi ghiamo ghiate ghino gherò gherai gherà gheremo gherete gheranno'),
  ...pairs('gare', 'gherei gheresti gherebbe gheremmo ghereste gherebbero'),
  // -ciare and -giare lose their i before e and i: mangerò, mangino.
  ...pairs('iare', 'erò erai erà eremo erete eranno erei eresti erebbe eremmo ereste erebbero ino'),
  ...pairs('ere', 'ei é esti emmo este erono essi esse essimo essero etti ette ettero'),
  ...pairs('ere', 'erò erai eremo erete eranno erei eresti erebbe eremmo ereste erebbero'),
  ...pairs('ere', 'a ano iate ente enti'),
  ...pairs('ire', 'ii isti ì immo iste irono issi isse issimo issero'),
  ...pairs('ire', 'irò irai iremo irete iranno irei iresti irebbe iremmo ireste irebbero'),
  ...pairs('ire', 'a ano iate isca iscano ente enti'),
];
