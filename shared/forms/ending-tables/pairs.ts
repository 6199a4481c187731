// What an ending table is made of (shared/forms/endings.ts reads them all).

/** An ending a form has, and what its dictionary form has there instead. */
export type Ending = readonly [form: string, dictionary: string];

/** One dictionary ending and the form endings (space-separated) that replace it. */
export const pairs = (dictionary: string, forms: string): Ending[] =>
  forms.split(' ').map((form) => [form, dictionary] as const);

/** Spanish and Portuguese verbs of one conjugation: the endings of the persons and tenses met most. */
export const iberianVerb = (infinitive: string, vowel: string, forms: string): Ending[] => [
  ...pairs(infinitive, forms),
  ...pairs(infinitive, `${vowel}ndo ${vowel === 'a' ? 'ado' : 'ido'} ${vowel === 'a' ? 'ada' : 'ida'}`),
];
