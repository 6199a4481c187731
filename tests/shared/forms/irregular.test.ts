// Irregular forms outside English (docs/decisions/0044-word-forms.md): the forms the conjugation
// packages give of a language's commonest irregular verbs that their regular model verb would not
// make ("ging", not "gehst"), marked through the real matcher with the committed tables. The verbs
// are chosen here, by use, and were not used to choose any rule.
import { describe, expect, it } from 'vitest';
import { IRREGULAR_SOURCES, regularForms } from '../../../scripts/forms/irregular-sources';
import { loadStemmerForms } from '../../../shared/forms/word-forms';
import { markerFor } from './matching';

const RECALL_BUDGET = 0.95;

const COMMON_IRREGULAR: Record<string, string[]> = {
  de: [
    'sein',
    'haben',
    'werden',
    'gehen',
    'kommen',
    'sehen',
    'nehmen',
    'geben',
    'finden',
    'sprechen',
    'wissen',
  ],
  es: ['ser', 'estar', 'ir', 'tener', 'hacer', 'decir', 'poder', 'venir', 'poner', 'querer', 'saber'],
  fr: ['être', 'avoir', 'aller', 'faire', 'prendre', 'venir', 'voir', 'pouvoir', 'vouloir', 'dire', 'savoir'],
  it: [
    'essere',
    'avere',
    'andare',
    'fare',
    'dire',
    'venire',
    'vedere',
    'potere',
    'volere',
    'stare',
    'sapere',
  ],
};

/** Each verb's one-word forms as its package gives them, lower case, the infinitive left out. */
function irregularForms(language: string, verbs: readonly string[]): Map<string, Set<string>> {
  const source = IRREGULAR_SOURCES[language];
  if (!source) throw new Error(`no source for ${language}`);
  const all = new Map(source.verbs());
  const regular = regularForms(source, all);
  const found = new Map<string, Set<string>>();
  for (const verb of verbs) {
    const words = (all.get(verb) ?? []).map((form) => form.toLocaleLowerCase(language));
    const expected = regular(verb);
    const irregular = words.filter((form) => /^\p{L}+$/u.test(form) && form !== verb && !expected.has(form));
    if (all.has(verb)) found.set(verb, new Set(irregular));
  }
  return found;
}

describe('irregular forms of the commonest verbs', () => {
  it.each(Object.keys(COMMON_IRREGULAR))('%s marks at least 95 percent of their forms', async (language) => {
    const verbs = COMMON_IRREGULAR[language] ?? [];
    const forms = irregularForms(language, verbs);
    expect([...forms.keys()].sort()).toEqual([...verbs].sort());
    const mark = await markerFor(language, verbs);
    const stemsOnly = await loadStemmerForms(language);
    const expected = [...forms].flatMap(([verb, verbForms]) =>
      [...verbForms].map((form) => ({ form, verb })),
    );
    const distinct = [...new Set(expected.map(({ form }) => form))];
    const marks = mark(distinct.map((form) => `${form}.`).join(' '));
    // A form two verbs share (Spanish "fue" of "ser" and "ir") is found when marked as either.
    const found = expected.filter(({ form }) =>
      marks.some((m) => m.met === form && forms.get(m.word)?.has(form)),
    );
    const before = expected.filter(({ form, verb }) => stemsOnly?.isFormOf(form, verb));
    const missed = expected
      .filter((entry) => !found.includes(entry))
      .map(({ form, verb }) => `${form} → ${verb}`);
    const recall = found.length / expected.length;
    console.info(
      `irregular recall ${language}: ${(recall * 100).toFixed(1)} % of ${expected.length} (stems and endings alone: ${((before.length / expected.length) * 100).toFixed(1)} %); missed: ${missed.join(', ') || 'none'}`,
    );
    expect(recall).toBeGreaterThanOrEqual(RECALL_BUDGET);
  });
});
