// Irregular forms, which no stemmer brings back to their word. English: the irregular verbs and
// nouns of wink-lexicon (went → go, children → child). German, Spanish, French, Italian: the tables
// in irregular/, built by scripts/forms/build-irregular.ts from conjugation packages (ging → gehen;
// sources in docs/decisions/0044-word-forms.md). Loaded where a matcher is built or a word is checked
// (the extension's background, the web app, the API), one language on first use, never in the page's
// content script, which gets them already in the matcher (shared/marking/form-index.ts).

/** Irregular form → its dictionary forms (Spanish "fue" is "ser"'s and "ir"'s), lower case. */
export type IrregularTable = Readonly<Record<string, readonly string[]>>;

/** A table as stored, dictionary form → its irregular forms, read the other way. */
function byForm(byVerb: Readonly<Record<string, readonly string[]>>): IrregularTable {
  const table: Record<string, string[]> = {};
  for (const [verb, forms] of Object.entries(byVerb))
    for (const form of forms) {
      table[form] ??= [];
      table[form].push(verb);
    }
  return table;
}

/**
 * wink-lexicon's noun table has two pairs the wrong way round ("mouse" as the singular of "mice");
 * they are put right here until it is fixed there.
 */
const NOUNS_PUT_RIGHT: Readonly<Record<string, string>> = { mice: 'mouse', lice: 'louse' };

async function english(): Promise<IrregularTable> {
  const [verbs, nouns] = await Promise.all([
    import('wink-lexicon/src/irregular-verbs.js'),
    import('wink-lexicon/src/irregular-nouns.js'),
  ]);
  const singular: Record<string, string> = { ...nouns.default.singular, ...NOUNS_PUT_RIGHT };
  for (const [wrong, right] of Object.entries(NOUNS_PUT_RIGHT))
    if (singular[right] === wrong) delete singular[right];
  const table: Record<string, string[]> = {};
  for (const [form, word] of Object.entries({ ...verbs.default, ...singular })) table[form] = [word];
  return table;
}

const fromJson = (load: () => Promise<{ default: Record<string, string[]> }>) => async () =>
  byForm((await load()).default);

/** One dynamic import per language, so a bundler keeps each table in its own chunk. */
const LOADERS: Record<string, () => Promise<IrregularTable>> = {
  en: english,
  de: fromJson(() => import('./irregular/de.json')),
  es: fromJson(() => import('./irregular/es.json')),
  fr: fromJson(() => import('./irregular/fr.json')),
  it: fromJson(() => import('./irregular/it.json')),
};

/** Irregular form → its dictionary forms, lower case; empty for a language without a table. */
export async function loadIrregular(language: string): Promise<IrregularTable> {
  return (await LOADERS[language]?.()) ?? {};
}
